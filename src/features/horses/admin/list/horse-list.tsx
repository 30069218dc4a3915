import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router';
import {
  ListHeader,
  NoResults,
  noResultsText,
  Pager,
  useCursorPaging,
} from '../../../../components/admin-ui';
import { Loading } from '../../../../components/ui/loading';
import { useResult } from '../../../../lib/async/use-result';
import { listHorsesPage } from '../../api/horses-api';
import { AddHorseDialog } from './add-horse-dialog';
import { HorseListFilters } from './horse-list-filters';
import { HorseListTable } from './horse-list-table';
import { HorseMap } from './horse-map';
import { filtersFromParams, filtersToParams, type ListFilters } from './horse-list-rules';
import './horse-list.scss';

export const noResults = noResultsText;

/**
 * The staff horse list (spec "Horse list"): filters kept in the URL, 25 rows a page with cursors,
 * the add dialog and the map. A failed load is logged and the list stays on the loader (spec 8).
 */
export function HorseList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromParams(searchParams);
  const filtersKey = filtersToParams(filters).toString();
  // Filters changed (a select, or back/forward in the browser): the list starts again at page 0.
  const paging = useCursorPaging(filtersKey);
  const [adding, setAdding] = useState(false);

  const state = useResult(
    () => listHorsesPage(filters, paging.cursor),
    // filtersKey and the page index determine both the filters and the cursor.
    [filtersKey, paging.index],
  );

  useEffect(() => {
    if (state.status === 'failed') {
      console.error(`Elenco dei cavalli non caricato: ${state.error.message}`);
    }
  }, [state]);

  const changeFilters = (next: ListFilters) => setSearchParams(filtersToParams(next));

  const page = state.status === 'ready' ? state.data : undefined;

  return (
    <section className="horse-list">
      <ListHeader
        title="Cavalli"
        total={page?.total}
        actions={
          <Button variant="primary" onClick={() => setAdding(true)}>
            Nuovo
          </Button>
        }
      />
      <HorseListFilters filters={filters} onChange={changeFilters} />
      {!page ? (
        <Loading label="Caricamento dei cavalli…" />
      ) : page.items.length === 0 ? (
        <NoResults />
      ) : (
        <>
          <HorseListTable horses={page.items} />
          <Pager
            index={paging.index}
            total={page.total}
            hasNext={page.next !== null}
            onPrevious={() => paging.goTo(paging.index - 1, page)}
            onNext={() => paging.goTo(paging.index + 1, page)}
          />
          <HorseMap horses={page.items} />
        </>
      )}
      <AddHorseDialog show={adding} onHide={() => setAdding(false)} />
    </section>
  );
}
