import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import {
  ListHeader,
  PagedResults,
  useAddressFilters,
  usePagedList,
} from '#src/components/admin-ui';
import { listHorsesPage } from '../../api/horses-api';
import { AddHorseDialog } from './add-horse-dialog';
import { HorseLegend } from './horse-legend';
import { HorseListFilters } from './horse-list-filters';
import { HorseListTable } from './horse-list-table';
import { HorseMap } from './horse-map';
import { horseListFilters } from './horse-list-rules';
import './horse-list.scss';

export function HorseList() {
  const { filters, key, change } = useAddressFilters(horseListFilters);
  const list = usePagedList(
    key,
    (cursor) => listHorsesPage(filters, cursor),
    'Elenco dei cavalli non caricato',
  );
  const [adding, setAdding] = useState(false);

  return (
    <section className="admin-page horse-list">
      <ListHeader
        title="Cavalli"
        total={list.page?.total}
        actions={
          <Button variant="primary" onClick={() => setAdding(true)}>
            Nuovo
          </Button>
        }
      />
      <HorseListFilters filters={filters} onChange={change} />
      <HorseLegend />
      <PagedResults
        {...list}
        loadingLabel="Caricamento dei cavalli…"
        after={(horses) => <HorseMap horses={horses} />}
      >
        {(horses) => <HorseListTable horses={horses} />}
      </PagedResults>
      <AddHorseDialog show={adding} onHide={() => setAdding(false)} />
    </section>
  );
}
