import { tooLarge, uploadSizeLimit } from './access-policy.ts';
import type { Principal } from './auth.ts';
import {
  MULTIPART_OVERHEAD_BYTES,
  OWNER_MAX_UPLOAD_BYTES,
  type EmulatorContext,
  type RoutedRequest,
} from './context.ts';
import { HttpError, readBody } from './http-io.ts';
import { createStoredObject, type IncomingMetadata, type StoredObject } from './object-metadata.ts';
import { decide, type DocumentCache } from './rules-decision.ts';

export type WriteMethod = 'create' | 'update';

export interface UploadToCommit {
  bucket: string;
  name: string;
  principal: Principal;
  incoming: IncomingMetadata;
  contentType: string;
  bytes: Buffer;
}

export function assertQuota(
  context: EmulatorContext,
  bucket: string,
  addedBytes: number,
  freedBytes: number,
): void {
  if (context.store.usedBytes(bucket) - freedBytes + addedBytes > context.quotaBytes) {
    throw new HttpError(402, `Quota for bucket '${bucket}' exceeded.`);
  }
}

export function writeMethodAt(context: EmulatorContext, bucket: string, name: string): WriteMethod {
  return context.store.get(bucket, name) === undefined ? 'create' : 'update';
}

/** The rules' answer to a write of these bytes' type and size, with these headers. */
export async function assertWriteAllowed(
  context: EmulatorContext,
  principal: Principal,
  name: string,
  contentType: string,
  size: number,
  method: WriteMethod,
  incoming: IncomingMetadata,
  documents: DocumentCache,
): Promise<void> {
  const decision = await decide(
    context,
    principal,
    { method, path: name, resource: { contentType, size, headers: incoming } },
    documents,
  );
  if (!decision.allowed) throw new HttpError(decision.status, decision.message);
}

/** Decided inside the lock: of two public uploads racing to one path, the second is an overwrite. */
export async function commitUpload(
  context: EmulatorContext,
  upload: UploadToCommit,
): Promise<StoredObject> {
  // The documents the rules read, read before the lock; the decision is taken inside it.
  const documents: DocumentCache = new Map();
  const method = writeMethodAt(context, upload.bucket, upload.name);
  await decide(
    context,
    upload.principal,
    {
      method,
      path: upload.name,
      resource: {
        contentType: upload.contentType,
        size: upload.bytes.length,
        headers: upload.incoming,
      },
    },
    documents,
  );
  return context.store.withBucketLock(upload.bucket, async () => {
    const existing = context.store.get(upload.bucket, upload.name);
    await assertWriteAllowed(
      context,
      upload.principal,
      upload.name,
      upload.contentType,
      upload.bytes.length,
      existing === undefined ? 'create' : 'update',
      upload.incoming,
      documents,
    );
    assertQuota(context, upload.bucket, upload.bytes.length, existing?.size ?? 0);
    const object = createStoredObject({
      bucket: upload.bucket,
      name: upload.name,
      bytes: upload.bytes,
      contentType: upload.contentType,
      incoming: upload.incoming,
      generation: context.store.nextGeneration(),
      now: new Date(),
    });
    await context.store.put(object, upload.bytes);
    context.log(`storage: stored ${upload.bucket}/${upload.name} (${upload.bytes.length} bytes)`);
    return object;
  });
}

/** Before a body is read, only invalid credentials are refused: the rules need the body's type. */
export function assertCredentials(principal: Principal): void {
  if (principal.kind === 'invalid') {
    throw new HttpError(401, `Invalid credentials: ${principal.reason}`);
  }
}

export function uploadBodyLimit(principal: Principal): number {
  return principal.kind === 'owner'
    ? OWNER_MAX_UPLOAD_BYTES
    : uploadSizeLimit(principal) + MULTIPART_OVERHEAD_BYTES;
}

export async function readUploadBody(request: RoutedRequest): Promise<Buffer> {
  const limit = uploadBodyLimit(request.principal);
  const result = await readBody(request.req, limit);
  if (result.kind === 'complete') return result.body;
  if (request.principal.kind === 'owner') {
    throw new HttpError(413, `Uploads are limited to ${limit} bytes.`);
  }
  assertCredentials(request.principal);
  const refusal = tooLarge(uploadSizeLimit(request.principal));
  throw new HttpError(refusal.status, refusal.message);
}

export function nameFromUrl(request: RoutedRequest): string | undefined {
  return request.objectName ?? request.query.get('name') ?? undefined;
}
