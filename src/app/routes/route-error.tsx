import { useRouteError } from 'react-router';
import { paths } from '#src/config/paths';

export function RouteError() {
  const error = useRouteError();
  const detail = import.meta.env.DEV && error instanceof Error ? error.message : undefined;

  return (
    <section className="container-xxl page-section" role="alert">
      <h1 className="page-title">Unhandled Thrown Error!</h1>
      {detail && <pre className="small text-body-secondary">{detail}</pre>}
      {/* A full page load, so that a broken client state is not reused. */}
      <a href={paths.home()} className="btn btn-primary">
        Torna alla home
      </a>
    </section>
  );
}
