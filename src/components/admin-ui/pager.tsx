import './lists.scss';

/**
 * Rows a page: the data layer's PAGE_SIZE (docs/product.md "Paging"), repeated here so that the kit
 * does not pull the Firestore SDK in (pager.test.ts checks that they agree).
 */
export const PAGE_SIZE = 25;

/** How many pages `total` rows fill (at least one, also for an empty list). */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export interface PagerProps {
  /** The page shown, from 0. */
  readonly index: number;
  /** The number of rows of the whole list (count aggregation). */
  readonly total: number;
  readonly hasNext: boolean;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
  readonly pageSize?: number;
}

/** "Precedente", "Pagina N di M", "Successiva" under an admin list. */
export function Pager({
  index,
  total,
  hasNext,
  onPrevious,
  onNext,
  pageSize = PAGE_SIZE,
}: PagerProps) {
  return (
    <nav className="admin-pager" aria-label="Pagine">
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={index === 0}
        onClick={onPrevious}
      >
        Precedente
      </button>
      <span aria-live="polite">
        Pagina {index + 1} di {pageCount(total, pageSize)}
      </span>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={!hasNext}
        onClick={onNext}
      >
        Successiva
      </button>
    </nav>
  );
}
