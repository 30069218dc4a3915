import { useCallback, useState } from 'react';
import type { Page, PageCursor } from '#src/lib/data/firestore-data';

/** Where each page starts (index 0: the beginning), for the filters they were read with. */
interface Paging {
  readonly filtersKey: string;
  readonly index: number;
  readonly cursors: readonly (PageCursor | null)[];
}

const firstPage = (filtersKey: string): Paging => ({ filtersKey, index: 0, cursors: [null] });

export interface CursorPaging {
  /** The page shown, from 0. */
  readonly index: number;
  /** Where that page starts: pass it to the list query (null for the first page). */
  readonly cursor: PageCursor | null;
  /**
   * Moves to a page already seen or to the next one; `page` is the page on screen, whose `next`
   * cursor starts the following one.
   */
  goTo(index: number, page: Page<unknown>): void;
  /** Back to the first page (e.g. after adding an item). */
  reset(): void;
}

/**
 * Cursor paging of an admin list (docs/product.md "Paging": query cursors, never offsets). The cursors
 * of the pages seen are kept, so Precedente needs no extra read. Any change of `filtersKey` (the
 * filters as a string) starts again at page 0.
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
        // A page seen before: its cursor is known.
        if (index >= current.cursors.length) return current;
        return { filtersKey, index, cursors: current.cursors.slice(0, index + 1) };
      });
    },
    [filtersKey],
  );

  const reset = useCallback(() => setStored(firstPage(filtersKey)), [filtersKey]);

  return { index: paging.index, cursor: paging.cursors[paging.index] ?? null, goTo, reset };
}
