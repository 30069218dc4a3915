import { useLoaderData } from 'react-router';
import { keepOrFail, ready, useSnapshotThenRead, type Read } from '#src/lib/async/use-result';
import type { Result } from '#src/lib/data/result';
import { visitReads, type PublishedReads } from './published-reads';

// A public page's data (decision 84): its route's loader reads the published site through its
// `context` (the build's reads and clock when the prerender's static handler renders the page, the
// browser's visit otherwise), and the page follows the same read on the visit's reads. One module,
// in the first download, so that each page's chunk imports the plumbing rather than copies it.

/** What the build gives its pages' loaders as their context (entry-server.tsx). */
export interface BuildContext {
  readonly reads: PublishedReads;
  /** When the build runs: it decides which events are upcoming. */
  readonly now: Date;
}

/** The reads of a loader's `context`: the build's, or the visit's in a browser. */
export const readsOf = (context: unknown): PublishedReads =>
  (context as Partial<BuildContext> | undefined)?.reads ?? visitReads();

/** The time a loader reads at: the build's, or undefined (now) in a browser. */
export const nowOf = (context: unknown): Date | undefined =>
  (context as Partial<BuildContext> | undefined)?.now;

/**
 * A page's data as its route's loader answered it, then as `read` (the loader's own read, given
 * the visit's reads and what the page shows) answers it: a prerendered page hydrates with what it
 * was built with and is corrected by the visit's fresh read; a page the browser rendered finds the
 * files its loader just read already in the visit. A failed read keeps what the page shows.
 */
export function useLoaderRead<T>(
  what: string,
  read: (reads: PublishedReads, known?: T) => Promise<Result<T>>,
): Read<T> {
  const loaded = useLoaderData() as Result<T>;
  const known = () => (loaded.success ? loaded.data : undefined);
  return useSnapshotThenRead<T, T>(
    what,
    [loaded],
    known,
    () => read(visitReads(), known()),
    (result, before) =>
      result.success
        ? ready(result.data)
        : keepOrFail(before, { status: 'failed', error: result.error }),
  );
}
