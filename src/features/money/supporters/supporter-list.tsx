import { Link } from 'react-router';
import {
  addressFilters,
  DataTable,
  ListHeader,
  PagedResults,
  SearchField,
  textParam,
  useAddressFilters,
  usePagedList,
  type DataTableColumn,
} from '#src/components/admin-ui';
import { paths } from '#src/config/paths';
import { listSupportersPage } from '../api/supporters-api';
import type { Supporter } from '../model/money-record';
import { supporterName } from './supporter-draft';

// The supporters (decision 90): by name, 25 a page; the search finds a name's start, a codice
// fiscale or partita IVA, or an e-mail.

const supporterFilters = addressFilters<{ search?: string }>({ search: textParam('cerca') });

const columns: readonly DataTableColumn<Supporter>[] = [
  {
    key: 'name',
    header: 'Nome',
    cell: (s) => (
      <Link to={paths.adminSupporter(s.id)} className="stretched-link">
        {supporterName(s)}
      </Link>
    ),
  },
  {
    key: 'kind',
    header: 'Tipo',
    cell: (s) => (s.kind === 'ente' ? 'Ente' : 'Persona'),
    width: '6rem',
  },
  {
    key: 'fiscalCode',
    header: 'Codice fiscale / P. IVA',
    cell: (s) => s.fiscalCode,
    width: '12rem',
  },
  { key: 'email', header: 'E-mail', cell: (s) => s.email },
  { key: 'city', header: 'Città', cell: (s) => s.address.city, width: '9rem' },
  {
    key: 'circles',
    header: 'Cerchie',
    cell: (s) => (s.circleApplicationIds.length > 0 ? s.circleApplicationIds.length : ''),
    width: '5rem',
  },
];

export function SupporterList() {
  const { filters, key, change } = useAddressFilters(supporterFilters);
  const list = usePagedList(
    key,
    (cursor) => listSupportersPage(filters.search ?? '', cursor),
    'Sostenitori non caricati',
  );
  return (
    <section className="admin-page supporter-list">
      <ListHeader
        title="Sostenitori"
        total={list.page?.total}
        actions={
          <Link className="btn btn-primary" to={paths.adminSupporterNew()}>
            Nuovo sostenitore
          </Link>
        }
      />
      <div className="admin-filters">
        <SearchField
          label="Cerca per nome, codice fiscale o e-mail"
          name="cerca"
          value={filters.search}
          onSearch={(search) => change({ search })}
        />
      </div>
      <PagedResults {...list} loadingLabel="Caricamento dei sostenitori…">
        {(rows) => (
          <DataTable
            caption="Sostenitori per nome; ogni riga apre la scheda"
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            rowProps={(row) => ({ 'data-id': row.id })}
          />
        )}
      </PagedResults>
    </section>
  );
}
