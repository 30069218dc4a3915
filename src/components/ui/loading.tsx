export interface LoadingProps {
  /** What is loading, for screen readers. */
  label?: string;
}

/** A centred spinner, announced to screen readers. */
export function Loading({ label = 'Caricamento…' }: LoadingProps) {
  return (
    <div className="loading" role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
