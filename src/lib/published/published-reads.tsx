import { createContext, useContext, useState, type ReactNode } from 'react';
import type * as z from 'zod/mini';
import { createVisitRead, type VisitRead } from '#src/lib/async/visit-read';
import type { Result } from '#src/lib/data/result';
import { fetchPublished, type Fetch } from './fetch-published';
import { parsePublished } from './published-file';

/**
 * One visit's reads of the published site: each file fetched at most once per visit and shared by
 * every page and component that shows it (a horse page and its news read one file). A failed read
 * is not kept: the next ask ("Riprova") fetches again.
 */
export interface PublishedReads {
  /** The data of the file at `path`, parsed with `schema`. */
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

const PublishedReadsContext = createContext<PublishedReads | undefined>(undefined);

export interface PublishedReadsProviderProps {
  /** A stand-in for tests; the visit's own reads otherwise. */
  readonly reads?: PublishedReads;
  readonly children: ReactNode;
}

/** Holds one visit's reads for everything inside it (rendered once around the app). */
export function PublishedReadsProvider({ reads, children }: PublishedReadsProviderProps) {
  const [visit] = useState(() => reads ?? createPublishedReads());
  return <PublishedReadsContext value={visit}>{children}</PublishedReadsContext>;
}

let unscoped: PublishedReads | undefined;

/**
 * The visit's reads of the published site, from the nearest {@link PublishedReadsProvider}. The app
 * always renders one (SiteDataProvider); a component rendered alone (a component test) shares one
 * set of reads instead.
 */
export function usePublishedReads(): PublishedReads {
  return useContext(PublishedReadsContext) ?? (unscoped ??= createPublishedReads());
}
