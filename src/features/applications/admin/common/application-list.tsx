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
  readonly title: string;
  readonly filtersKey: string;
  readonly filters: ReactNode;
  readonly loadPage: (cursor: PageCursor | null) => Promise<Result<Page<T>>>;
  readonly columns: readonly ListColumn<T>[];
  readonly caption: string;
  readonly loadingLabel: string;
  readonly csv: { readonly fileName: string; readonly load: () => Promise<Result<string>> };
}

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
