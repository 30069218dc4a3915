import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router';
import { Loading } from '../../../../components/ui/loading';
import type { PageCursor } from '../../../../lib/data/firestore-data';
import { useResult } from '../../../../lib/async/use-result';
import { listHorsesPage } from '../../api/horses-api';
import { AddHorseDialog } from './add-horse-dialog';
import { HorseListFilters } from './horse-list-filters';
import { HorseListTable } from './horse-list-table';
import { HorseMap } from './horse-map';
import {
  filtersFromParams,
  filtersToParams,
  pageCount,
  type ListFilters,
} from './horse-list-rules';
import './horse-list.scss';

export const noResults = 'There are no results.';

/** Where each page starts (index 0: the beginning), for the filters they were read with. */
interface Paging {
  filtersKey: string;
  index: number;
  cursors: (PageCursor | null)[];
}

const firstPage = (filtersKey: string): Paging => ({ filtersKey, index: 0, cursors: [null] });

/**
 * The staff horse list (spec "Horse list"): filters kept in the URL, 25 rows a page with cursors,
 * the add dialog and the map. A failed load is logged and the list stays on the loader (spec 8).
 */
export function HorseList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromParams(searchParams);
  const filtersKey = filtersToParams(filters).toString();
  const [storedPaging, setPaging] = useState<Paging>(() => firstPage(filtersKey));
  // Filters changed (a select, or back/forward in the browser): the list starts again at page 0.
  const paging = storedPaging.filtersKey === filtersKey ? storedPaging : firstPage(filtersKey);
  const cursor = paging.cursors[paging.index] ?? null;
  const [adding, setAdding] = useState(false);

  const state = useResult(
    () => listHorsesPage(filters, cursor),
    // filtersKey and the page index determine both the filters and the cursor.
    [filtersKey, paging.index],
  );

  useEffect(() => {
    if (state.status === 'failed') {
      console.error(`Elenco dei cavalli non caricato: ${state.error.message}`);
    }
  }, [state]);

  const changeFilters = (next: ListFilters) => {
    const nextKey = filtersToParams(next).toString();
    setPaging(firstPage(nextKey));
    setSearchParams(filtersToParams(next));
  };

  const page = state.status === 'ready' ? state.data : undefined;
  const pages = page ? pageCount(page.total) : 1;
  const goTo = (index: number) => {
    if (!page) return;
    const cursors = paging.cursors.slice(0, index + 1);
    if (index === paging.index + 1) cursors[index] = page.next;
    setPaging({ filtersKey, index, cursors });
  };

  return (
    <section className="horse-list">
      <div className="horse-list__header">
        <h1 className="horse-list__title">{page ? `Cavalli (${page.total})` : 'Cavalli'}</h1>
        <Button variant="primary" onClick={() => setAdding(true)}>
          Nuovo
        </Button>
      </div>
      <HorseListFilters filters={filters} onChange={changeFilters} />
      {!page ? (
        <Loading label="Caricamento dei cavalli…" />
      ) : page.items.length === 0 ? (
        <p className="horse-list__empty">{noResults}</p>
      ) : (
        <>
          <HorseListTable horses={page.items} />
          <nav className="horse-list__pages" aria-label="Pagine">
            <Button
              variant="outline-secondary"
              size="sm"
              disabled={paging.index === 0}
              onClick={() => goTo(paging.index - 1)}
            >
              Precedente
            </Button>
            <span aria-live="polite">
              Pagina {paging.index + 1} di {pages}
            </span>
            <Button
              variant="outline-secondary"
              size="sm"
              disabled={!page.next}
              onClick={() => goTo(paging.index + 1)}
            >
              Successiva
            </Button>
          </nav>
          <HorseMap horses={page.items} />
        </>
      )}
      <AddHorseDialog show={adding} onHide={() => setAdding(false)} />
    </section>
  );
}
