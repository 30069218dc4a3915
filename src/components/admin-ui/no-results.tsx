import './lists.scss';

/** The text of an empty list (docs/product.md §8), in English as written there. */
export const noResultsText = 'There are no results.';

export function NoResults({ className }: { readonly className?: string }) {
  return (
    <p className={['admin-no-results', className].filter(Boolean).join(' ')}>{noResultsText}</p>
  );
}
