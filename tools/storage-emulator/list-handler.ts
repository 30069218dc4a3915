import type { EmulatorContext, RoutedRequest } from './context.ts';
import { HttpError, sendJson } from './http-io.ts';
import { listNames, MAX_LIST_RESULTS } from './listing.ts';
import { assertAllowed } from './rules-decision.ts';

function maxResultsOf(value: string | null): number {
  if (value === null || value === '') return MAX_LIST_RESULTS;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new HttpError(400, 'maxResults must be a positive integer.');
  }
  return Math.min(Number(value), MAX_LIST_RESULTS);
}

/** `GET /v0/b/{bucket}/o?prefix=&delimiter=&maxResults=&pageToken=`: `list` and `listAll`. */
export async function listObjects(context: EmulatorContext, request: RoutedRequest): Promise<void> {
  const { query } = request;
  const prefix = query.get('prefix') ?? '';
  if (prefix !== '' && !prefix.endsWith('/')) {
    throw new HttpError(400, "The prefix must be empty or end with '/'.");
  }
  // The rules see a listing at its folder: `horses` for `horses/`, '' for the root.
  await assertAllowed(context, request.principal, { method: 'list', path: prefix.slice(0, -1) });
  const pageToken = query.get('pageToken');
  const page = listNames(context.store.names(request.bucket), {
    prefix,
    delimiter: query.get('delimiter') ?? '',
    maxResults: maxResultsOf(query.get('maxResults')),
    ...(pageToken ? { pageToken } : {}),
  });
  sendJson(request.res, 200, {
    kind: 'storage#objects',
    prefixes: page.prefixes,
    items: page.items.map((name) => ({ name, bucket: request.bucket })),
    ...(page.nextPageToken === undefined ? {} : { nextPageToken: page.nextPageToken }),
  });
}
