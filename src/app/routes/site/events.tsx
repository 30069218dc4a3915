import { GalleryGrid } from '#src/components/gallery/gallery-grid';
import { PageHead } from '#src/components/seo/page-head';
import { ReadState } from '#src/components/ui/read-state';
import type { SiteLanguage } from '#src/config/site';
import type { EventWhen } from '#src/features/events/model/event';
import type { Read } from '#src/lib/async/use-result';
import type { WebEventSummary } from '#src/features/events/web-event-view';
import { useWebEventList } from '#src/features/events/use-web-events';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { useTexts } from '#src/hooks/use-texts';
import { eventsTexts } from './texts/events';

interface EventSectionProps {
  readonly language: SiteLanguage;
  readonly when: EventWhen;
  readonly events: Read<readonly WebEventSummary[]>;
  /** The section's photos are the first on a phone's screen. */
  readonly first: boolean;
}

function EventSection({ language, when, events, first }: EventSectionProps) {
  const t = useTexts(eventsTexts);
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

export function EventsPage() {
  const language = useSiteLanguage();
  const t = useTexts(eventsTexts);
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
