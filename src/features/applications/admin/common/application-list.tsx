import type { ReactNode } from 'react';
import {
  CsvDownloadButton,
  ListHeader,
  PagedResults,
  usePagedList,
} from '#src/components/admin-ui';
import type { Page, PageCursor } from '#src/lib/data/firestore-data';
import type { Result } from '#src/lib/data/result';
import { ApplicationTable } from './application-table';
import type { ListColumn } from './list-columns';
import { ListNoticeAlert } from './list-notice';
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
 * An application list (docs/product.md §2): heading with the total, the message a detail left (a
 * deletion), filters, "Scarica CSV", the table with cursor paging, "There are no results." when
 * empty.
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
  const list = usePagedList(filtersKey, loadPage, `${title}: elenco non caricato`);
  return (
    <section className="admin-page applications-admin">
      <ListHeader
        title={title}
        total={list.page?.total}
        actions={<CsvDownloadButton fileName={csv.fileName} load={csv.load} />}
      />
      <ListNoticeAlert />
      {filters}
      <PagedResults {...list} loadingLabel={loadingLabel}>
        {(items) => <ApplicationTable caption={caption} columns={columns} rows={items} />}
      </PagedResults>
    </section>
  );
}
