import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router';
import { ListHeader, PagedResults, usePagedList } from '#src/components/admin-ui';
import { listHorsesPage } from '../../api/horses-api';
import { AddHorseDialog } from './add-horse-dialog';
import { HorseListFilters } from './horse-list-filters';
import { HorseListTable } from './horse-list-table';
import { HorseMap } from './horse-map';
import { filtersFromParams, filtersToParams, type ListFilters } from './horse-list-rules';
import './horse-list.scss';

export function HorseList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromParams(searchParams);
  const filtersKey = filtersToParams(filters).toString();
  const list = usePagedList(
    filtersKey,
    (cursor) => listHorsesPage(filters, cursor),
    'Elenco dei cavalli non caricato',
  );
  const [adding, setAdding] = useState(false);

  const changeFilters = (next: ListFilters) => setSearchParams(filtersToParams(next));

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
      <HorseListFilters filters={filters} onChange={changeFilters} />
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
