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
  readonly page: Page<T> | undefined;
}

export function usePagedList<T>(
  filtersKey: string,
  loadPage: (cursor: PageCursor | null) => Promise<Result<Page<T>>>,
  failure: string,
): PagedList<T> {
  const paging = useCursorPaging(filtersKey);
  const read = useRead(
    failure,
    () => loadPage(paging.cursor),
    // loadPage is not a dependency: the filters and the page index decide what it reads.
    [filtersKey, paging.index],
  );
  return { paging, read, page: read.state.status === 'ready' ? read.state.data : undefined };
}

export interface PagedResultsProps<T> extends PagedList<T> {
  readonly loadingLabel: string;
  readonly children: (items: readonly T[]) => ReactNode;
  readonly after?: (items: readonly T[]) => ReactNode;
}

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
