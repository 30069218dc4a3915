import { Link } from 'react-router';
import { GalleryGrid } from '#src/components/gallery/gallery-grid';
import { PageHead } from '#src/components/seo/page-head';
import { association } from '#src/config/association';
import { paths } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import { useWebEventList } from '#src/features/events/use-web-events';

const eventTexts = {
  it: {
    title: 'Prossimi eventi',
    invitation: 'Vieni a trovarci: conoscerai i cavalli e le persone che se ne prendono cura.',
    all: 'Tutti gli eventi',
  },
  en: {
    title: 'Upcoming events',
    invitation: 'Come and visit: you will meet the horses and the people who look after them.',
    all: 'All events',
  },
} as const satisfies Record<SiteLanguage, unknown>;

export function UpcomingEvents({ language }: { language: SiteLanguage }) {
  const events = useWebEventList('next').state;
  const t = eventTexts[language];
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

export interface HomeTexts {
  readonly eyebrow: string;
  readonly tagline: string;
  readonly support: string;
  readonly meetHorses: string;
  readonly manifesto: string;
  readonly manifestoLead: string;
  readonly manifestoBody: readonly string[];
  readonly circles: string;
  readonly association: string;
}

export function HomePage({ language, texts: t }: { language: SiteLanguage; texts: HomeTexts }) {
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
      <UpcomingEvents language={language} />
    </>
  );
}
