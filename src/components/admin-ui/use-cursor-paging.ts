import { useCallback, useState } from 'react';
import type { Page, PageCursor } from '#src/lib/data/firestore-data';

interface Paging {
  readonly filtersKey: string;
  readonly index: number;
  readonly cursors: readonly (PageCursor | null)[];
}

const firstPage = (filtersKey: string): Paging => ({ filtersKey, index: 0, cursors: [null] });

export interface CursorPaging {
  readonly index: number;
  readonly cursor: PageCursor | null;
  goTo(index: number, page: Page<unknown>): void;
  reset(): void;
}

/**
 * Query cursors, never offsets (docs/product.md "Paging"); the cursors seen are kept, so Precedente
 * needs no extra read.
 */
export function useCursorPaging(filtersKey: string): CursorPaging {
  const [stored, setStored] = useState<Paging>(() => firstPage(filtersKey));
  let paging = stored;
  if (stored.filtersKey !== filtersKey) {
    // New filters: page 0, right in this render (React's "adjust state on a prop change").
    paging = firstPage(filtersKey);
    setStored(paging);
  }

  const goTo = useCallback(
    (index: number, page: Page<unknown>) => {
      setStored((current) => {
        if (current.filtersKey !== filtersKey || index < 0) return current;
        if (index === current.index + 1) {
          if (!page.next) return current;
          const cursors = [...current.cursors.slice(0, index), page.next];
          return { filtersKey, index, cursors };
        }
        if (index >= current.cursors.length) return current;
        return { filtersKey, index, cursors: current.cursors.slice(0, index + 1) };
      });
    },
    [filtersKey],
  );

  const reset = useCallback(() => setStored(firstPage(filtersKey)), [filtersKey]);

  return { index: paging.index, cursor: paging.cursors[paging.index] ?? null, goTo, reset };
}
