import { HttpError } from './http-io.ts';

export const MAX_LIST_RESULTS = 1000;

export interface ListRequest {
  prefix: string;
  delimiter: string;
  maxResults: number;
  pageToken?: string;
}

export interface ListPage {
  prefixes: string[];
  items: string[];
  nextPageToken?: string;
}

export function encodePageToken(lastEntry: string): string {
  return Buffer.from(lastEntry, 'utf8').toString('base64url');
}

export function decodePageToken(token: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) throw new HttpError(400, 'Invalid page token.');
  return Buffer.from(token, 'base64url').toString('utf8');
}

export function listNames(names: Iterable<string>, request: ListRequest): ListPage {
  const entries = new Map<string, 'item' | 'prefix'>();
  for (const name of names) {
    if (!name.startsWith(request.prefix)) continue;
    const rest = name.slice(request.prefix.length);
    const cut = request.delimiter === '' ? -1 : rest.indexOf(request.delimiter);
    if (cut === -1) entries.set(name, 'item');
    else entries.set(request.prefix + rest.slice(0, cut + request.delimiter.length), 'prefix');
  }
  const after = request.pageToken === undefined ? undefined : decodePageToken(request.pageToken);
  const sorted = [...entries.keys()]
    .filter((key) => after === undefined || key > after)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const page = sorted.slice(0, request.maxResults);
  const last = page.at(-1);
  const result: ListPage = {
    prefixes: page.filter((key) => entries.get(key) === 'prefix'),
    items: page.filter((key) => entries.get(key) === 'item'),
  };
  if (sorted.length > page.length && last !== undefined) {
    result.nextPageToken = encodePageToken(last);
  }
  return result;
}
