import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import {
  DataTable,
  DateTime,
  ListHeader,
  NoResults,
  Pager,
  useCursorPaging,
  type DataTableColumn,
} from '../../../../components/admin-ui';
import { Loading } from '../../../../components/ui/loading';
import { paths } from '../../../../config/paths';
import { useResult } from '../../../../lib/async/use-result';
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
  { key: 'date', header: 'Data', cell: (event) => <DateTime date={event.date} /> },
  { key: 'location', header: 'Luogo', cell: (event) => event.location },
];

/**
 * The staff event list (spec "Events list"): newest first, 25 a page with cursors, the count in the
 * title and the add dialog. A failed load is logged and the list stays on the loader (spec 8).
 */
export function EventList() {
  // No filters: the key never changes, paging only moves with the buttons.
  const paging = useCursorPaging('');
  const [adding, setAdding] = useState(false);
  const state = useResult(() => listEventsPage(paging.cursor), [paging.index]);

  useEffect(() => {
    if (state.status === 'failed') {
      console.error(`Elenco degli eventi non caricato: ${state.error.message}`);
    }
  }, [state]);

  const page = state.status === 'ready' ? state.data : undefined;

  return (
    <section className="admin-page event-list">
      <ListHeader
        title="Eventi"
        total={page?.total}
        actions={
          <Button variant="primary" onClick={() => setAdding(true)}>
            Nuovo
          </Button>
        }
      />
      {!page ? (
        <Loading label="Caricamento degli eventi…" />
      ) : page.items.length === 0 ? (
        <NoResults />
      ) : (
        <>
          <DataTable
            caption="Eventi, dal più recente; ogni riga porta alla scheda"
            columns={columns}
            rows={page.items}
            rowKey={(event) => event.slug}
            rowProps={(event) => ({ 'data-slug': event.slug })}
          />
          <Pager
            index={paging.index}
            total={page.total}
            hasNext={page.next !== null}
            onPrevious={() => paging.goTo(paging.index - 1, page)}
            onNext={() => paging.goTo(paging.index + 1, page)}
          />
        </>
      )}
      <AddEventDialog show={adding} onHide={() => setAdding(false)} />
    </section>
  );
}
