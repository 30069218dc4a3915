import { useEffect, type ReactNode } from 'react';
import { useResult } from '#src/lib/async/use-result';
import type { Page, PageCursor } from '#src/lib/data/firestore-data';
import type { Result } from '#src/lib/data/result';
import { Loading } from '#src/components/ui/loading';
import { NoResults } from './no-results';
import { Pager } from './pager';
import { useCursorPaging, type CursorPaging } from './use-cursor-paging';

export interface PagedList<T> {
  readonly paging: CursorPaging;
  /** The page on screen; undefined while it loads, and after a failed load (docs/product.md §8). */
  readonly page: Page<T> | undefined;
}

/**
 * One page of an admin list, read with cursors for the filters `filtersKey` (any change of it starts
 * again at page 0). A failed load is logged as "{failure}: {error}" and leaves the list loading.
 */
export function usePagedList<T>(
  filtersKey: string,
  loadPage: (cursor: PageCursor | null) => Promise<Result<Page<T>>>,
  failure: string,
): PagedList<T> {
  const paging = useCursorPaging(filtersKey);
  const state = useResult(
    () => loadPage(paging.cursor),
    // The filters and the page index determine what loadPage reads.
    [filtersKey, paging.index],
  );
  useEffect(() => {
    if (state.status === 'failed') console.error(`${failure}: ${state.error.message}`);
  }, [state, failure]);
  return { paging, page: state.status === 'ready' ? state.data : undefined };
}

export interface PagedResultsProps<T> extends PagedList<T> {
  readonly loadingLabel: string;
  /** The rows of the page (never empty). */
  readonly children: (items: readonly T[]) => ReactNode;
  /** Shown under the pager when the page has rows (the horse map). */
  readonly after?: (items: readonly T[]) => ReactNode;
}

/** The loader, "There are no results.", or the rows with the pager under them. */
export function PagedResults<T>({
  paging,
  page,
  loadingLabel,
  children,
  after,
}: PagedResultsProps<T>) {
  if (!page) return <Loading label={loadingLabel} />;
  if (page.items.length === 0) return <NoResults />;
  return (
    <>
      {children(page.items)}
      <Pager
        index={paging.index}
        total={page.total}
        hasNext={page.next !== null}
        onPrevious={() => paging.goTo(paging.index - 1, page)}
        onNext={() => paging.goTo(paging.index + 1, page)}
      />
      {after?.(page.items)}
    </>
  );
}
