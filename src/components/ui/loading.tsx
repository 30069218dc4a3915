export interface LoadingProps {
  label?: string;
}

export function Loading({ label = 'Caricamento…' }: LoadingProps) {
  return (
    <div className="loading" role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/**
 * Bootstrap's markup alone, hidden from screen readers, so public pages need no react-bootstrap for
 * it.
 */
export function InlineSpinner({ className = '' }: { readonly className?: string }) {
  return (
    <span className={`spinner-border spinner-border-sm ${className}`.trim()} aria-hidden="true" />
  );
}
