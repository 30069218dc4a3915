import type { ServerResponse } from 'node:http';
import type { Principal } from './auth.ts';
import type { EmulatorContext } from './context.ts';
import { HttpError, sendEmpty, sendJson } from './http-io.ts';
import { listNames, MAX_LIST_RESULTS } from './listing.ts';
import { toResource, type StoredObject } from './object-metadata.ts';
import { assertObjectName } from './object-name.ts';

// The few calls of the Cloud Storage JSON API that `firebase-admin` (through @google-cloud/storage)
// makes to delete a folder: `bucket.getFiles({ prefix })` and `bucket.deleteFiles({ prefix })`,
// i.e. a paged listing and one DELETE per object. With STORAGE_EMULATOR_HOST (or
// FIREBASE_STORAGE_EMULATOR_HOST) set, the client sends them to `{host}/b/{bucket}/o...`; with
// `apiEndpoint` to `{host}/storage/v1/b/{bucket}/o...`: both are served. Nothing else of the JSON
// API is (uploads, metadata, copies, buckets answer 404 or 405).
//
// It is the admin's API: only the emulator's owner (`Authorization: Bearer owner`) may use it, and
// the owner bypasses the access policy as firebase-admin bypasses storage.rules in production. The
// client sends no Authorization header to an emulator by itself: a script adds the owner's with a
// request interceptor (scripts/retention/photos.ts). See docs/decisions/0003-local-storage-emulator.md.

/** `/b/{bucket}/o[/{object}]`, optionally under `/storage/v1`. */
export const GCS_API_PATH = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o(?:\/(.*))?$/;

/** Query parameters whose meaning this subset does not emulate: refused, never silently ignored. */
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

/** A GCS JSON API request, once routed. */
export interface GcsRequest {
  method: string;
  bucket: string;
  /** The decoded object name of `/o/{object}` URLs. */
  objectName: string | undefined;
  query: URLSearchParams;
  principal: Principal;
}

/** Only the owner: 401 without (or with unreadable) credentials, 403 for any signed-in user. */
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

/** An object as the JSON API describes it (the Firebase fields that GCS has not, left out). */
function gcsResource(object: StoredObject): Record<string, unknown> {
  const { downloadTokens: _tokens, ...resource } = toResource(object);
  return resource;
}

/** `GET /b/{bucket}/o?prefix=&delimiter=&maxResults=&pageToken=`: `bucket.getFiles()`. */
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

/** `DELETE /b/{bucket}/o/{object}`: `file.delete()`; 404 when there is no such object. */
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

/** Answers one request of the JSON API subset; throws {@link HttpError} for the error answers. */
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
  if (objectName !== undefined && method === 'DELETE') {
    await deleteObject(context, request, objectName);
    sendEmpty(res, 204);
    return;
  }
  throw new HttpError(
    405,
    `Method ${method} is not emulated on the Cloud Storage JSON API (only listing and deleting objects).`,
  );
}
