import { Link } from 'react-router';
import { PageHead } from '#src/components/seo/page-head';
import { paths } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import { useSiteLanguage } from '#src/hooks/use-site-language';

/** What was not found: any address, or a horse's or an event's, which lead to their list. */
export type NotFound = 'page' | 'horse' | 'event';

interface NotFoundText {
  readonly title: string;
  readonly lead: string;
  /** The way on: the list the address belongs to, or the home page. */
  readonly link: string;
  readonly to: (language: SiteLanguage) => string;
}

const texts: Readonly<Record<SiteLanguage, Readonly<Record<NotFound, NotFoundText>>>> = {
  it: {
    page: {
      title: 'Pagina non trovata',
      lead: 'La pagina che cerchi non esiste o è stata spostata.',
      link: 'Torna alla home',
      to: paths.home,
    },
    horse: {
      title: 'Cavallo non trovato',
      lead: "A questo indirizzo non c'è nessun cavallo: forse l'indirizzo è sbagliato, o la sua pagina non è più sul sito.",
      link: 'Vedi tutti i cavalli',
      to: paths.horses,
    },
    event: {
      title: 'Evento non trovato',
      lead: "A questo indirizzo non c'è nessun evento: forse l'indirizzo è sbagliato, o la sua pagina non è più sul sito.",
      link: 'Vedi tutti gli eventi',
      to: paths.events,
    },
  },
  en: {
    page: {
      title: 'Page not found',
      lead: 'The page you are looking for does not exist or has been moved.',
      link: 'Back to the home page',
      to: paths.home,
    },
    horse: {
      title: 'Horse not found',
      lead: 'There is no horse at this address: the address may be wrong, or the page is no longer on the site.',
      link: 'See all our horses',
      to: paths.horses,
    },
    event: {
      title: 'Event not found',
      lead: 'There is no event at this address: the address may be wrong, or the page is no longer on the site.',
      link: 'See all our events',
      to: paths.events,
    },
  },
};

/** Not indexable; served with the app shell, as every address no page was built for. */
export function NotFoundPage({ of = 'page' }: { of?: NotFound }) {
  const language = useSiteLanguage();
  const t = texts[language][of];
  const home = texts[language].page;
  return (
    <section className="container-xxl page-section">
      <PageHead title={t.title} description={t.lead} noindex language={language} />
      <h1 className="page-title">{t.title}</h1>
      <p className="lead">{t.lead}</p>
      <p className="d-flex flex-wrap gap-3 align-items-center">
        <Link to={t.to(language)} className="btn btn-primary">
          {t.link}
        </Link>
        {of !== 'page' && <Link to={home.to(language)}>{home.link}</Link>}
      </p>
    </section>
  );
}
