import './lists.scss';

/** The spec's text for an empty list (section 8), in English as the spec writes it. */
export const noResultsText = 'There are no results.';

export function NoResults({ className }: { readonly className?: string }) {
  return (
    <p className={['admin-no-results', className].filter(Boolean).join(' ')}>{noResultsText}</p>
  );
}
