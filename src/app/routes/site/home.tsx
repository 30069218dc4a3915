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

export function HomePage() {
  return (
    <>
      <PageHead />
      <section className="home-hero" aria-labelledby="home-title">
        <div className="container-xxl home-hero__inner">
          <p className="home-hero__eyebrow">Organizzazione di volontariato per cavalli e asini</p>
          <h1 id="home-title" className="home-hero__title">
            {association.name}
          </h1>
          <p className="home-hero__manifesto">{association.tagline}</p>
          <div className="home-hero__actions">
            <Link to={paths.support()} className="btn btn-accent btn-lg">
              Sostienici
            </Link>
            <Link to={paths.horses()} className="btn btn-outline-light btn-lg">
              Conosci i cavalli
            </Link>
          </div>
        </div>
      </section>
      <section className="container-xxl page-section manifesto" aria-labelledby="manifesto-title">
        <h2 id="manifesto-title">Il nostro manifesto</h2>
        <p className="lead">
          Crediamo che un cavallo non smetta di valere quando smette di lavorare. Che un asino non
          sia un attrezzo da buttare. Che la vecchiaia, la malattia e il carattere difficile non
          siano colpe.
        </p>
        <p>
          Accogliamo equidi maltrattati, abbandonati, sequestrati o rimasti senza nessuno. Li
          curiamo, diamo loro il tempo di fidarsi di nuovo e, quando possibile, cerchiamo per loro
          una famiglia che li accolga per sempre. Chi non può essere adottato resta con noi,
          all&apos;Oasi, fino all&apos;ultimo giorno.
        </p>
        <p>
          Siamo volontari. Ogni fieno, ogni pareggio, ogni visita del veterinario esiste perché
          qualcuno ha scelto di aiutarci.
        </p>
        <div className="manifesto__actions">
          <Link to={paths.circles()} className="btn btn-primary">
            Adotta a distanza
          </Link>
          <Link to={paths.association()} className="btn btn-outline-primary">
            Chi siamo
          </Link>
        </div>
      </section>
      <UpcomingEvents language="it" />
    </>
  );
}
