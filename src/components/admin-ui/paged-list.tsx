import type { ReactNode } from 'react';
import { useRead, type Read } from '#src/lib/async/use-result';
import type { Page, PageCursor } from '#src/lib/data/firestore-data';
import type { Result } from '#src/lib/data/result';
import { ReadState } from '#src/components/ui/read-state';
import { NoResults } from './no-results';
import { Pager } from './pager';
import { useCursorPaging, type CursorPaging } from './use-cursor-paging';

export interface PagedList<T> {
  readonly paging: CursorPaging;
  readonly read: Read<Page<T>>;
  /** The page on screen; undefined while it loads and after a failed load. */
  readonly page: Page<T> | undefined;
}

/**
 * One page of an admin list, read with cursors for the filters `filtersKey` (any change of it starts
 * again at page 0). A failed load is logged as "{failure}: {error}".
 */
export function usePagedList<T>(
  filtersKey: string,
  loadPage: (cursor: PageCursor | null) => Promise<Result<Page<T>>>,
  failure: string,
): PagedList<T> {
  const paging = useCursorPaging(filtersKey);
  const read = useRead(
    failure,
    () => loadPage(paging.cursor),
    // The filters and the page index determine what loadPage reads.
    [filtersKey, paging.index],
  );
  return { paging, read, page: read.state.status === 'ready' ? read.state.data : undefined };
}

export interface PagedResultsProps<T> extends PagedList<T> {
  readonly loadingLabel: string;
  /** The rows of the page (never empty). */
  readonly children: (items: readonly T[]) => ReactNode;
  /** Shown under the pager when the page has rows (the horse map). */
  readonly after?: (items: readonly T[]) => ReactNode;
}

/** The loader, the failure with "Riprova", "There are no results.", or the rows and the pager. */
export function PagedResults<T>({
  paging,
  read,
  loadingLabel,
  children,
  after,
}: PagedResultsProps<T>) {
  return (
    <ReadState
      read={read}
      loading={loadingLabel}
      failed="Non è stato possibile caricare l'elenco:"
      isEmpty={(page) => page.items.length === 0}
      empty={<NoResults />}
    >
      {(page) => (
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
      )}
    </ReadState>
  );
}
