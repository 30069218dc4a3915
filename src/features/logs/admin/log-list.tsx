import { Link } from 'react-router';
import {
  DataTable,
  DateTime,
  ListHeader,
  PagedResults,
  useAddressFilters,
  usePagedList,
  type DataTableColumn,
} from '#src/components/admin-ui';
import { listLogsPage } from '../api/logs-api';
import type { LogEntry } from '../model/log-entry';
import { itemPath, logUserName } from './log-details';
import { LogDetailsCell } from './log-details-cell';
import { LogFilterForm } from './log-filter-form';
import { logFilters } from './log-filters';
import { collectionLabels, operationLabel } from './log-labels';
import './logs-admin.scss';

const NONE = '—';

function Operation({ operation }: { readonly operation: string }) {
  const label = operationLabel(operation);
  // Staff read Italian words; the stored name (the code's, the rules' and the scripts') is shown
  // only for an operation without words, and is on hover otherwise.
  if (!label) return <code className="logs-admin__operation">{operation}</code>;
  return (
    <span className="logs-admin__operation" title={operation}>
      {label}
    </span>
  );
}

function Slug({ entry }: { readonly entry: LogEntry }) {
  const href = itemPath(entry);
  if (href) return <Link to={href}>{entry.slug}</Link>;
  return <span>{entry.slug === '*' ? '* (tutti)' : entry.slug || NONE}</span>;
}

const columns: readonly DataTableColumn<LogEntry>[] = [
  { key: 'date', header: 'Data', cell: (entry) => <DateTime date={entry.date} />, width: '12rem' },
  { key: 'user', header: 'Utente', cell: (entry) => logUserName(entry), width: '9rem' },
  {
    key: 'operation',
    header: 'Operazione',
    cell: (entry) => <Operation operation={entry.operation} />,
  },
  {
    key: 'collection',
    header: 'Raccolta',
    cell: (entry) => (entry.collection ? collectionLabels[entry.collection] : NONE),
    width: '9rem',
  },
  {
    key: 'slug',
    header: 'Slug',
    cell: (entry) => <Slug entry={entry} />,
    className: 'logs-admin__slug-cell',
  },
  {
    key: 'details',
    header: 'Dettagli',
    cell: (entry) => <LogDetailsCell entry={entry} />,
    className: 'logs-admin__details-cell',
    width: '30%',
  },
];

export function LogList() {
  const { filters, key, change } = useAddressFilters(logFilters);
  const list = usePagedList(
    key,
    (cursor) => listLogsPage(filters, cursor),
    'Registro attività non caricato',
  );
  return (
    <section className="admin-page logs-admin">
      <ListHeader title="Registro attività" total={list.page?.total} />
      <LogFilterForm filters={filters} onChange={change} />
      <PagedResults {...list} loadingLabel="Caricamento del registro attività…">
        {(entries) => (
          <DataTable
            caption="Registro attività, dalla voce più recente"
            columns={columns}
            rows={entries}
            rowKey={(entry) => entry.id}
            rowProps={(entry) => ({ 'data-id': entry.id })}
            scrollable
            fit
          />
        )}
      </PagedResults>
    </section>
  );
}
