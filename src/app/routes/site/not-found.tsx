import { Link } from 'react-router';
import { PageHead } from '#src/components/seo/page-head';
import { paths } from '#src/config/paths';

export function NotFoundPage() {
  return (
    <section className="container-xxl page-section">
      <PageHead
        title="Pagina non trovata"
        description="La pagina che cerchi non esiste o è stata spostata."
        noindex
      />
      <h1 className="page-title">Pagina non trovata</h1>
      <p className="lead">La pagina che cerchi non esiste o è stata spostata.</p>
      <Link to={paths.home()} className="btn btn-primary">
        Torna alla home
      </Link>
    </section>
  );
}
