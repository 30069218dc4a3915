import {
  documentsToRead,
  type FirestoreDocs,
  decideWrite,
  decideWriter,
  tooLarge,
  uploadSizeLimit,
  type WriteMethod,
} from './access-policy.ts';
import type { Principal } from './auth.ts';
import {
  MULTIPART_OVERHEAD_BYTES,
  OWNER_MAX_UPLOAD_BYTES,
  type EmulatorContext,
  type RoutedRequest,
} from './context.ts';
import { HttpError, readBody } from './http-io.ts';
import { readDocuments } from './firestore-reader.ts';
import { createStoredObject, type IncomingMetadata, type StoredObject } from './object-metadata.ts';

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

/** The Firestore documents storage.rules would read for a write or delete at `name`. */
export function documentsFor(context: EmulatorContext, name: string): Promise<FirestoreDocs> {
  return readDocuments(context.firestore, documentsToRead(name));
}

export function assertWriteAllowed(
  principal: Principal,
  name: string,
  contentType: string,
  size: number,
  method: WriteMethod,
  incoming: IncomingMetadata,
  documents: FirestoreDocs,
): void {
  const decision = decideWrite(
    principal,
    name,
    { contentType, size, headers: incoming },
    method,
    documents,
  );
  if (!decision.allowed) throw new HttpError(decision.status, decision.message);
}

/** Decided inside the lock: of two public uploads racing to one path, the second is an overwrite. */
export async function commitUpload(
  context: EmulatorContext,
  upload: UploadToCommit,
): Promise<StoredObject> {
  const documents = await documentsFor(context, upload.name);
  return context.store.withBucketLock(upload.bucket, async () => {
    const existing = context.store.get(upload.bucket, upload.name);
    assertWriteAllowed(
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

export function assertWriter(principal: Principal, name: string): void {
  const decision = decideWriter(principal, name);
  if (!decision.allowed) throw new HttpError(decision.status, decision.message);
}

export function uploadBodyLimit(principal: Principal): number {
  return principal.kind === 'owner'
    ? OWNER_MAX_UPLOAD_BYTES
    : uploadSizeLimit(principal) + MULTIPART_OVERHEAD_BYTES;
}

export async function readUploadBody(request: RoutedRequest, name: string): Promise<Buffer> {
  const limit = uploadBodyLimit(request.principal);
  const result = await readBody(request.req, limit);
  if (result.kind === 'complete') return result.body;
  if (request.principal.kind === 'owner') {
    throw new HttpError(413, `Uploads are limited to ${limit} bytes.`);
  }
  assertWriter(request.principal, name);
  const refusal = tooLarge(uploadSizeLimit(request.principal));
  throw new HttpError(refusal.status, refusal.message);
}

export function nameFromUrl(request: RoutedRequest): string | undefined {
  return request.objectName ?? request.query.get('name') ?? undefined;
}
