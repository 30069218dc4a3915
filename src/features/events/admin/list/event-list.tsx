import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import {
  DataTable,
  DateTime,
  ListHeader,
  PagedResults,
  usePagedList,
  type DataTableColumn,
} from '#src/components/admin-ui';
import { paths } from '#src/config/paths';
import { listEventsPage } from '../../api/events-api';
import type { HorseEvent } from '../../model/event';
import { eventListName } from '../event-admin';
import { AddEventDialog } from './add-event-dialog';

const columns: readonly DataTableColumn<HorseEvent>[] = [
  {
    key: 'name',
    header: 'Nome',
    cell: (event) => (
      <Link to={paths.adminEvent(event.slug)} className="stretched-link">
        {eventListName(event)}
      </Link>
    ),
  },
  {
    key: 'date',
    header: 'Data',
    cell: (event) => <DateTime date={event.date} />,
    width: '12rem',
  },
  { key: 'location', header: 'Luogo', cell: (event) => event.location },
  {
    key: 'showWeb',
    header: 'Sul sito',
    cell: (event) => (event.showWeb ? 'Sì' : 'Nascosto'),
    width: '6rem',
  },
];

export function EventList() {
  // No filters: the key never changes, paging only moves with the buttons.
  const list = usePagedList('', listEventsPage, 'Elenco degli eventi non caricato');
  const [adding, setAdding] = useState(false);

  return (
    <section className="admin-page event-list">
      <ListHeader
        title="Eventi"
        total={list.page?.total}
        actions={
          <Button variant="primary" onClick={() => setAdding(true)}>
            Nuovo
          </Button>
        }
      />
      <PagedResults {...list} loadingLabel="Caricamento degli eventi…">
        {(events) => (
          <DataTable
            caption="Eventi, dal più recente; ogni riga porta alla scheda"
            columns={columns}
            rows={events}
            rowKey={(event) => event.slug}
            rowProps={(event) => ({ 'data-slug': event.slug })}
            fit
          />
        )}
      </PagedResults>
      <AddEventDialog show={adding} onHide={() => setAdding(false)} />
    </section>
  );
}
