import type * as z from 'zod/mini';
import { createVisitRead, type VisitRead } from '#src/lib/async/visit-read';
import type { Result } from '#src/lib/data/result';
import { fetchPublished, type Fetch } from './fetch-published';
import { parsePublished } from './published-file';

/** A failed read is not kept: the next ask ("Riprova") fetches again. */
export interface PublishedReads {
  read<S extends z.ZodMiniType>(path: string, schema: S): Promise<Result<z.infer<S>>>;
}

const networkFetch: Fetch = (url) => fetch(url);

export function createPublishedReads(fetcher: Fetch = networkFetch): PublishedReads {
  const files = new Map<string, VisitRead<unknown>>();
  return {
    async read(path, schema) {
      let file = files.get(path);
      if (!file) {
        file = createVisitRead(() => fetchPublished(path, fetcher));
        files.set(path, file);
      }
      return parsePublished(path, schema, await file.read());
    },
  };
}

let visit: PublishedReads | undefined;

/** The browser's visit: its pages' loaders and fresh reads read through it (decision 84). */
export function visitReads(): PublishedReads {
  return (visit ??= createPublishedReads());
}
