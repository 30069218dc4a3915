import './lists.scss';

export const noResultsText = 'There are no results.';

export function NoResults({ className }: { readonly className?: string }) {
  return (
    <p className={['admin-no-results', className].filter(Boolean).join(' ')}>{noResultsText}</p>
  );
}
