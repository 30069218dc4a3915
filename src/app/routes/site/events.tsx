import { GalleryGrid } from '#src/components/gallery/gallery-grid';
import { PageHead } from '#src/components/seo/page-head';
import { ReadState } from '#src/components/ui/read-state';
import type { SiteLanguage } from '#src/config/site';
import type { EventWhen } from '#src/features/events/model/event';
import type { Read } from '#src/lib/async/use-result';
import type { WebEventSummary } from '#src/features/events/web-event-view';
import { useWebEventList } from '#src/features/events/use-web-events';

const texts = {
  it: {
    title: 'Eventi',
    description: "Feste, open day e incontri all'Oasi: vieni a conoscere i nostri cavalli.",
    next: 'Prossimi eventi',
    past: 'Eventi passati',
    noneNext: 'Nessun evento in programma per ora: torna a trovarci presto.',
    nonePast: 'Nessun evento passato.',
    failed: 'Non riusciamo a mostrarti gli eventi in questo momento:',
    retry: 'Riprova',
    loading: 'Caricamento degli eventi…',
  },
  en: {
    title: 'Events',
    description: 'Parties, open days and meetings at the Oasis: come and meet our horses.',
    next: 'Upcoming events',
    past: 'Past events',
    noneNext: 'No events planned for now: please come back soon.',
    nonePast: 'No past events.',
    failed: 'We cannot show the events right now:',
    retry: 'Try again',
    loading: 'Loading the events…',
  },
} as const;

interface EventSectionProps {
  readonly language: SiteLanguage;
  readonly when: EventWhen;
  readonly events: Read<readonly WebEventSummary[]>;
  /** The section's photos are the first on a phone's screen. */
  readonly first: boolean;
}

function EventSection({ language, when, events, first }: EventSectionProps) {
  const t = texts[language];
  const headingId = `events-${when}`;
  return (
    <section aria-labelledby={headingId} className="events-section">
      <h2 id={headingId}>{when === 'next' ? t.next : t.past}</h2>
      <ReadState
        read={events}
        loading={t.loading}
        failed={t.failed}
        retry={t.retry}
        isEmpty={(list) => list.length === 0}
        empty={<p>{when === 'next' ? t.noneNext : t.nonePast}</p>}
      >
        {(list) => (
          <GalleryGrid
            type="events"
            lang={language}
            items={list}
            columns={{ small: 2, medium: 3, large: 6 }}
            label={when === 'next' ? t.next : t.past}
            priority={first}
          />
        )}
      </ReadState>
    </section>
  );
}

export function EventsPage({ language }: { language: SiteLanguage }) {
  const t = texts[language];
  const next = useWebEventList('next');
  const past = useWebEventList('past');
  const noneNext = next.state.status === 'ready' && next.state.data.length === 0;
  return (
    <section className="container-xxl page-section">
      <PageHead title={t.title} description={t.description} language={language} />
      <h1 className="page-title">{t.title}</h1>
      <EventSection language={language} when="next" events={next} first />
      <EventSection language={language} when="past" events={past} first={noneNext} />
    </section>
  );
}
