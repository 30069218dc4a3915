import { Link } from 'react-router';
import { PageHead } from '#src/components/seo/page-head';
import { paths } from '#src/config/paths';
import { useSiteLanguage } from '#src/hooks/use-site-language';

const texts = {
  it: {
    title: 'Pagina non trovata',
    lead: 'La pagina che cerchi non esiste o è stata spostata.',
    home: 'Torna alla home',
  },
  en: {
    title: 'Page not found',
    lead: 'The page you are looking for does not exist or has been moved.',
    home: 'Back to the home page',
  },
} as const;

export function NotFoundPage() {
  const language = useSiteLanguage();
  const t = texts[language];
  return (
    <section className="container-xxl page-section">
      <PageHead title={t.title} description={t.lead} noindex language={language} />
      <h1 className="page-title">{t.title}</h1>
      <p className="lead">{t.lead}</p>
      <Link to={paths.home(language)} className="btn btn-primary">
        {t.home}
      </Link>
    </section>
  );
}
