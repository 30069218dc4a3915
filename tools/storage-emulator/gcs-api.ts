import type { ServerResponse } from 'node:http';
import type { Principal } from './auth.ts';
import type { EmulatorContext } from './context.ts';
import { HttpError, sendEmpty, sendJson } from './http-io.ts';
import { listNames, MAX_LIST_RESULTS } from './listing.ts';
import {
  createStoredObject,
  parseIncomingMetadataJson,
  toResource,
  type IncomingMetadata,
  type StoredObject,
} from './object-metadata.ts';
import { assertObjectName } from './object-name.ts';

// The few JSON API calls firebase-admin makes to delete a folder (a paged listing, one DELETE per
// object) and to copy an object (`file.copy()`, a rewrite: the one-off move of the horse photos,
// decision 75). Owner only: the owner bypasses the policy as firebase-admin bypasses storage.rules.

export const GCS_API_PATH = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o(?:\/(.*))?$/;

/** `{source}/rewriteTo/b/{bucket}/o/{destination}`, the names still percent-encoded. */
export const REWRITE_PATH = /^([^/]+)\/rewriteTo\/b\/([^/]+)\/o\/([^/]+)$/;

/** Larger copies would need several rewrite calls; the emulator copies in one. */
const MAX_REWRITE_METADATA_BYTES = 64 * 1024;

/** Refused, never silently ignored. */
const UNSUPPORTED_PARAMETERS = [
  'versions',
  'matchGlob',
  'startOffset',
  'endOffset',
  'includeTrailingDelimiter',
  'includeFoldersAsPrefixes',
  'softDeleted',
  'generation',
  'ifGenerationMatch',
  'ifGenerationNotMatch',
  'ifMetagenerationMatch',
  'ifMetagenerationNotMatch',
] as const;

export interface GcsRequest {
  method: string;
  bucket: string;
  objectName: string | undefined;
  query: URLSearchParams;
  principal: Principal;
  /** A copy of `objectName` to this object (a rewrite). */
  rewriteTo?: { bucket: string; objectName: string };
  /** The request's body, read on demand, at most `limit` bytes. */
  body?: (limit: number) => Promise<Buffer>;
}

export function assertOwner(principal: Principal): void {
  if (principal.kind === 'owner') return;
  if (principal.kind === 'user') {
    throw new HttpError(
      403,
      'Permission denied. The Cloud Storage JSON API of this emulator is for the admin (owner) only.',
    );
  }
  throw new HttpError(
    401,
    'The Cloud Storage JSON API of this emulator is for the admin: send "Authorization: Bearer owner".',
  );
}

function assertSupported(query: URLSearchParams): void {
  const unsupported = UNSUPPORTED_PARAMETERS.filter((name) => query.has(name));
  if (unsupported.length > 0) {
    throw new HttpError(400, `Not emulated: ${unsupported.join(', ')}.`);
  }
}

function maxResultsOf(value: string | null): number {
  if (value === null || value === '') return MAX_LIST_RESULTS;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new HttpError(400, 'maxResults must be a positive integer.');
  }
  return Math.min(Number(value), MAX_LIST_RESULTS);
}

function gcsResource(object: StoredObject): Record<string, unknown> {
  const { downloadTokens: _tokens, ...resource } = toResource(object);
  return resource;
}

function listObjects(context: EmulatorContext, request: GcsRequest): Record<string, unknown> {
  const { query, bucket } = request;
  const pageToken = query.get('pageToken');
  const page = listNames(context.store.names(bucket), {
    // Unlike the Firebase API, any prefix: `applications/adoption/abc` matches `.../abcd/x` too.
    prefix: query.get('prefix') ?? '',
    delimiter: query.get('delimiter') ?? '',
    maxResults: maxResultsOf(query.get('maxResults')),
    ...(pageToken ? { pageToken } : {}),
  });
  const items = page.items.flatMap((name) => {
    const object = context.store.get(bucket, name);
    return object ? [gcsResource(object)] : [];
  });
  return {
    kind: 'storage#objects',
    ...(items.length > 0 ? { items } : {}),
    ...(page.prefixes.length > 0 ? { prefixes: page.prefixes } : {}),
    ...(page.nextPageToken === undefined ? {} : { nextPageToken: page.nextPageToken }),
  };
}

async function deleteObject(
  context: EmulatorContext,
  request: GcsRequest,
  name: string,
): Promise<void> {
  assertObjectName(name);
  const removed = await context.store.withBucketLock(request.bucket, () =>
    context.store.remove(request.bucket, name),
  );
  if (!removed) throw new HttpError(404, `No such object: ${request.bucket}/${name}`);
  context.log(`storage: deleted ${request.bucket}/${name} (JSON API)`);
}

/**
 * The destination takes the metadata of the body when it has any (as Cloud Storage does: the
 * source's is copied only without one), else the source's type, headers and custom metadata.
 */
async function rewriteObject(
  context: EmulatorContext,
  request: GcsRequest,
  name: string,
  to: { bucket: string; objectName: string },
): Promise<Record<string, unknown>> {
  assertObjectName(name);
  assertObjectName(to.objectName);
  const incoming = parseIncomingMetadataJson(
    request.body ? await request.body(MAX_REWRITE_METADATA_BYTES) : Buffer.alloc(0),
  );
  const source = context.store.get(request.bucket, name);
  if (!source) throw new HttpError(404, `No such object: ${request.bucket}/${name}`);
  const handle = await context.store.openContent(source);
  if (!handle) throw new HttpError(404, `No such object: ${request.bucket}/${name}`);
  const bytes = await handle.readFile().finally(() => handle.close());
  const fromBody = Object.keys(incoming).length > 0;
  const metadata: IncomingMetadata = fromBody
    ? incoming
    : {
        contentDisposition: source.contentDisposition ?? null,
        contentEncoding: source.contentEncoding ?? null,
        contentLanguage: source.contentLanguage ?? null,
        cacheControl: source.cacheControl ?? null,
        metadata: source.customMetadata ?? null,
      };
  const object = await context.store.withBucketLock(to.bucket, async () => {
    const copy = createStoredObject({
      bucket: to.bucket,
      name: to.objectName,
      bytes,
      contentType:
        (fromBody ? incoming.contentType : source.contentType) ?? 'application/octet-stream',
      incoming: metadata,
      generation: context.store.nextGeneration(),
      now: new Date(),
    });
    await context.store.put(copy, bytes);
    return copy;
  });
  context.log(
    `storage: copied ${request.bucket}/${name} to ${to.bucket}/${to.objectName} (JSON API)`,
  );
  const size = String(object.size);
  return {
    kind: 'storage#rewriteResponse',
    totalBytesRewritten: size,
    objectSize: size,
    done: true,
    resource: gcsResource(object),
  };
}

export async function handleGcsRequest(
  context: EmulatorContext,
  request: GcsRequest,
  res: ServerResponse,
): Promise<void> {
  assertOwner(request.principal);
  assertSupported(request.query);
  const { method, objectName } = request;
  if (objectName === undefined && method === 'GET') {
    sendJson(res, 200, listObjects(context, request));
    return;
  }
  if (objectName !== undefined && request.rewriteTo !== undefined && method === 'POST') {
    sendJson(res, 200, await rewriteObject(context, request, objectName, request.rewriteTo));
    return;
  }
  if (objectName !== undefined && request.rewriteTo === undefined && method === 'DELETE') {
    await deleteObject(context, request, objectName);
    sendEmpty(res, 204);
    return;
  }
  throw new HttpError(
    405,
    `Method ${method} is not emulated on the Cloud Storage JSON API (only listing, deleting and copying objects).`,
  );
}
