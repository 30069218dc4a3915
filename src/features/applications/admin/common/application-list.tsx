import { useEffect, type ReactNode } from 'react';
import {
  CsvDownloadButton,
  ListHeader,
  NoResults,
  Pager,
  useCursorPaging,
} from '../../../../components/admin-ui';
import { Loading } from '../../../../components/ui/loading';
import { useResult } from '../../../../lib/async/use-result';
import type { Page, PageCursor } from '../../../../lib/data/firestore-data';
import type { Result } from '../../../../lib/data/result';
import { ApplicationTable } from './application-table';
import type { ListColumn } from './list-columns';
import './applications-admin.scss';

export interface ApplicationListProps<T extends { slug: string }> {
  /** "Candidature adozione": the heading reads "Candidature adozione (N)" once loaded. */
  readonly title: string;
  /** The filters as a string (the URL's query): a change starts again at page 0. */
  readonly filtersKey: string;
  /** The filter form. */
  readonly filters: ReactNode;
  /** One page (25) of the filtered list, with the total. */
  readonly loadPage: (cursor: PageCursor | null) => Promise<Result<Page<T>>>;
  readonly columns: readonly ListColumn<T>[];
  /** What the table lists, for screen readers. */
  readonly caption: string;
  readonly loadingLabel: string;
  /** The file name of "Scarica CSV" and the CSV of every application matching the filters. */
  readonly csv: { readonly fileName: string; readonly load: () => Promise<Result<string>> };
}

/**
 * An application list (spec section 2): heading with the total, filters, "Scarica CSV", the table
 * with cursor paging, "There are no results." when empty. A failed load is logged and the list stays
 * on the loader (spec section 8).
 */
export function ApplicationList<T extends { slug: string }>({
  title,
  filtersKey,
  filters,
  loadPage,
  columns,
  caption,
  loadingLabel,
  csv,
}: ApplicationListProps<T>) {
  const paging = useCursorPaging(filtersKey);
  const state = useResult(
    () => loadPage(paging.cursor),
    // The filters and the page index determine what loadPage reads.
    [filtersKey, paging.index],
  );
  useEffect(() => {
    if (state.status === 'failed') {
      console.error(`${title}: elenco non caricato: ${state.error.message}`);
    }
  }, [state, title]);

  const page = state.status === 'ready' ? state.data : undefined;
  return (
    <section className="applications-admin">
      <ListHeader
        title={title}
        total={page?.total}
        actions={<CsvDownloadButton fileName={csv.fileName} load={csv.load} />}
      />
      {filters}
      {!page ? (
        <Loading label={loadingLabel} />
      ) : page.items.length === 0 ? (
        <NoResults />
      ) : (
        <>
          <ApplicationTable caption={caption} columns={columns} rows={page.items} />
          <Pager
            index={paging.index}
            total={page.total}
            hasNext={page.next !== null}
            onPrevious={() => paging.goTo(paging.index - 1, page)}
            onNext={() => paging.goTo(paging.index + 1, page)}
          />
        </>
      )}
    </section>
  );
}
