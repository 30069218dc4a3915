import type { ServerResponse } from 'node:http';
import type { Principal } from './auth.ts';
import type { EmulatorContext } from './context.ts';
import { HttpError, sendEmpty, sendJson } from './http-io.ts';
import { listNames, MAX_LIST_RESULTS } from './listing.ts';
import { toResource, type StoredObject } from './object-metadata.ts';
import { assertObjectName } from './object-name.ts';

// The few JSON API calls firebase-admin makes to delete a folder (a paged listing, one DELETE per
// object). Owner only: the owner bypasses the policy as firebase-admin bypasses storage.rules.

export const GCS_API_PATH = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o(?:\/(.*))?$/;

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
