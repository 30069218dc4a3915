import * as z from 'zod/mini';
import { imageUrl } from '#src/components/gallery/image-url';
import { messageFor } from '#src/lib/data/errors';
import { fail, ok, type Result } from '#src/lib/data/result';
import { parseDocument } from '#src/lib/data/schema';

// The files of the published site (docs/product.md, "Publishing the public site"): public pages
// read them from Storage's public address with `fetch`, without any Firebase SDK, and parse them
// with the schemas the back office wrote them with.

/** How long browsers and Storage's cache keep a published file: a change shows within a minute. */
export const PUBLISHED_CACHE_CONTROL = 'public, max-age=60';

/** Raised when a file's shape changes: a page never reads a file of another version. */
export const PUBLISHED_SCHEMA_VERSION = 1;

/** Every published file: its version, when it was published, and what the pages show. */
export const publishedFileSchema = <S extends z.ZodMiniType>(data: S) =>
  z.object({
    schemaVersion: z.literal(PUBLISHED_SCHEMA_VERSION, {
      error: `deve essere la versione ${PUBLISHED_SCHEMA_VERSION}`,
    }),
    publishedAt: z.string({ error: 'deve essere una data e ora' }),
    data,
  });

export interface PublishedFile<T> {
  readonly schemaVersion: typeof PUBLISHED_SCHEMA_VERSION;
  readonly publishedAt: string;
  readonly data: T;
}

/** The file to publish for `data`, as JSON would carry it. */
export function publishedFile<T>(data: T, publishedAt: Date): PublishedFile<T> {
  return { schemaVersion: PUBLISHED_SCHEMA_VERSION, publishedAt: publishedAt.toISOString(), data };
}

/** The text of a published file: JSON, with a date written as its ISO string. */
export function publishedJson<T>(data: T, publishedAt: Date): string {
  return JSON.stringify(publishedFile(data, publishedAt));
}

/** The network's `fetch`, or a stand-in (tests, the build). */
export type Fetch = (url: string) => Promise<Response>;

/**
 * Fetches one published file by its path in Storage and answers its JSON: 'not-found' when nothing
 * is published there (a hidden or deleted horse), 'unavailable' when the network or Storage fails,
 * 'malformed-document' when it is not JSON. Never throws.
 */
export async function fetchPublished(path: string, fetcher: Fetch): Promise<Result<unknown>> {
  let response: Response;
  try {
    response = await fetcher(imageUrl(path));
  } catch (error) {
    console.error(`Reading ${path} failed`, error);
    return fail('unavailable', messageFor('unavailable'));
  }
  if (response.status === 404) return fail('not-found', `${path} non è pubblicato.`);
  if (!response.ok) {
    console.error(`Reading ${path} failed (HTTP ${response.status})`);
    return fail('unavailable', messageFor('unavailable'));
  }
  try {
    return ok((await response.json()) as unknown);
  } catch (error) {
    console.error(`Reading ${path} failed`, error);
    return fail('malformed-document', `Il file ${path} non è un JSON valido.`);
  }
}

/** Parses what {@link fetchPublished} answered with the file's schema, and answers its data. */
export function parsePublished<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  json: Result<unknown>,
): Result<z.infer<S>> {
  if (!json.success) return json;
  const parsed = parseDocument(publishedFileSchema(schema), path, json.data);
  return parsed.success ? ok((parsed.data as { data: z.infer<S> }).data) : parsed;
}
