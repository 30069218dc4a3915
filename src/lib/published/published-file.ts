import * as z from 'zod/mini';
import { ok, type Result } from '#src/lib/data/result';
import { parseDocument } from '#src/lib/data/schema';

// Decision 46; no Firebase and no settings here.

/** A change shows as soon as it is published, even to the staff member who just saved it. */
export const PUBLISHED_CACHE_CONTROL = 'no-cache';

/** Raised when a file's shape changes: a page never reads a file of another version. */
export const PUBLISHED_SCHEMA_VERSION = 1;

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

export function publishedFile<T>(data: T, publishedAt: Date): PublishedFile<T> {
  return { schemaVersion: PUBLISHED_SCHEMA_VERSION, publishedAt: publishedAt.toISOString(), data };
}

export function publishedJson<T>(data: T, publishedAt: Date): string {
  return JSON.stringify(publishedFile(data, publishedAt));
}

export function parsePublished<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  json: Result<unknown>,
): Result<z.infer<S>> {
  if (!json.success) return json;
  const parsed = parseDocument(publishedFileSchema(schema), path, json.data);
  return parsed.success ? ok((parsed.data as { data: z.infer<S> }).data) : parsed;
}
