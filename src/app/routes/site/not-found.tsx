import { Link } from 'react-router';
import { PageHead } from '#src/components/seo/page-head';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { useTexts } from '#src/hooks/use-texts';
import { notFoundTexts } from './texts/not-found';

/** What was not found: any address, or a horse's or an event's, which lead to their list. */
export type NotFound = 'page' | 'horse' | 'event';

/** Not indexable; served with the app shell, as every address no page was built for. */
export function NotFoundPage({ of = 'page' }: { of?: NotFound }) {
  const language = useSiteLanguage();
  const texts = useTexts(notFoundTexts);
  const t = texts[of];
  const home = texts.page;
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
