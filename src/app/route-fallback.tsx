export function RouteFallback() {
  return (
    <div className="route-fallback" role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">Caricamento…</span>
    </div>
  );
}
