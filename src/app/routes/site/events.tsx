import type { LoaderFunctionArgs } from 'react-router';
import { GalleryGrid } from '#src/components/gallery/gallery-grid';
import { PageHead } from '#src/components/seo/page-head';
import { ReadState } from '#src/components/ui/read-state';
import type { SiteLanguage } from '#src/config/site';
import type { EventWhen } from '#src/features/events/model/event';
import type { Read } from '#src/lib/async/use-result';
import { loadEventLists, type EventLists } from '#src/features/events/web-event-pages';
import { nowOf, readsOf, useLoaderRead } from '#src/lib/published/loader-reads';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { useTexts } from '#src/hooks/use-texts';
import { eventsTexts } from './texts/events';

interface EventSectionProps {
  readonly language: SiteLanguage;
  readonly when: EventWhen;
  readonly events: Read<EventLists>;
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
        isEmpty={(lists) => lists[when].length === 0}
        empty={<p>{when === 'next' ? t.noneNext : t.nonePast}</p>}
      >
        {(lists) => (
          <GalleryGrid
            type="events"
            lang={language}
            items={lists[when]}
            columns={{ small: 2, medium: 3, large: 6 }}
            label={when === 'next' ? t.next : t.past}
            priority={first}
          />
        )}
      </ReadState>
    </section>
  );
}

/** The events page's loader: the upcoming and the past events (decision 84). */
export const eventsLoader = ({ context }: LoaderFunctionArgs) =>
  loadEventLists(readsOf(context), nowOf(context));

export function EventsPage() {
  const language = useSiteLanguage();
  const t = useTexts(eventsTexts);
  const lists = useLoaderRead('Eventi del sito non letti', (reads) => loadEventLists(reads));
  const noneNext = lists.state.status === 'ready' && lists.state.data.next.length === 0;
  return (
    <section className="container-xxl page-section">
      <PageHead title={t.title} description={t.description} language={language} />
      <h1 className="page-title">{t.title}</h1>
      <EventSection language={language} when="next" events={lists} first />
      <EventSection language={language} when="past" events={lists} first={noneNext} />
    </section>
  );
}
