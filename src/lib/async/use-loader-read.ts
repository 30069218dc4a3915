import { useLoaderData } from 'react-router';
import type { Result } from '#src/lib/data/result';
import { keepOrFail, ready, useSnapshotThenRead, type Read } from './use-result';

/**
 * A page's data as its route's loader answered it (decision 84), then as `read` (the loader's own
 * read, on the visit's reads) answers it: a prerendered page hydrates with what it was built with
 * and is corrected by the visit's fresh read; a page the browser rendered finds the files its
 * loader just read already in the visit. A failed read keeps what the page shows.
 */
export function useLoaderRead<T>(what: string, read: () => Promise<Result<T>>): Read<T> {
  const loaded = useLoaderData() as Result<T>;
  return useSnapshotThenRead<T, T>(
    what,
    [loaded],
    () => (loaded.success ? loaded.data : undefined),
    read,
    (result, before) =>
      result.success
        ? ready(result.data)
        : keepOrFail(before, { status: 'failed', error: result.error }),
  );
}
