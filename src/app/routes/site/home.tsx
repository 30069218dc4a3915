import { GalleryGrid } from '#src/components/gallery/gallery-grid';
import { PageHead } from '#src/components/seo/page-head';
import { association } from '#src/config/association';
import { paths } from '#src/config/paths';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { useTexts } from '#src/hooks/use-texts';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { loadEventList } from '#src/features/events/web-event-pages';
import { nowOf, readsOf, useLoaderRead } from '#src/lib/published/loader-reads';
import { homeTexts } from './texts/home';

/** The home's loader: the upcoming events, which the home announces (decision 84). */
export const homeLoader = ({ context }: LoaderFunctionArgs) =>
  loadEventList(readsOf(context), 'next', nowOf(context));

export function UpcomingEvents() {
  const language = useSiteLanguage();
  const events = useLoaderRead('Eventi del sito non letti', (reads) =>
    loadEventList(reads, 'next'),
  ).state;
  const t = useTexts(homeTexts).events;
  // The section appears only when there is something to announce.
  if (events.status !== 'ready' || events.data.length === 0) return null;
  return (
    <section className="container-xxl page-section" aria-labelledby="home-events">
      <h2 id="home-events">{t.title}</h2>
      <p>{t.invitation}</p>
      <GalleryGrid
        type="events"
        lang={language}
        items={events.data}
        columns={{ small: 2, medium: 4, large: 6 }}
        rows={1}
        label={t.title}
      />
      <p className="mt-3">
        <Link to={paths.events(language)}>{t.all}</Link>
      </p>
    </section>
  );
}

export function HomePage() {
  const language = useSiteLanguage();
  const t = useTexts(homeTexts);
  return (
    <>
      <PageHead description={t.tagline} language={language} />
      <section className="home-hero" aria-labelledby="home-title">
        <div className="container-xxl home-hero__inner">
          <p className="home-hero__eyebrow">{t.eyebrow}</p>
          <h1 id="home-title" className="home-hero__title">
            {association.name}
          </h1>
          <p className="home-hero__manifesto">{t.tagline}</p>
          <div className="home-hero__actions">
            <Link to={paths.support(language)} className="btn btn-accent btn-lg">
              {t.support}
            </Link>
            <Link to={paths.horses(language)} className="btn btn-outline-light btn-lg">
              {t.meetHorses}
            </Link>
          </div>
        </div>
      </section>
      <section className="container-xxl page-section manifesto" aria-labelledby="manifesto-title">
        <h2 id="manifesto-title">{t.manifesto}</h2>
        <p className="lead">{t.manifestoLead}</p>
        {t.manifestoBody.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <div className="manifesto__actions">
          <Link to={paths.circles(language)} className="btn btn-primary">
            {t.circles}
          </Link>
          <Link to={paths.association(language)} className="btn btn-outline-primary">
            {t.association}
          </Link>
        </div>
      </section>
      <UpcomingEvents />
    </>
  );
}
