import './lists.scss';

/**
 * The data layer's PAGE_SIZE, repeated so that the kit does not pull the Firestore SDK in
 * (pager.test.ts checks they agree).
 */
export const PAGE_SIZE = 25;

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export interface PagerProps {
  readonly index: number;
  readonly total: number;
  readonly hasNext: boolean;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
  readonly pageSize?: number;
}

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
