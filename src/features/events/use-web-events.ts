import type { SiteLanguage } from '#src/config/site';
import { keepOrFail, ready, useSnapshotThenRead, type Read } from '#src/lib/async/use-result';
import type { EventWhen, HorseEvent } from './model/event';
import { usePublishedReads } from '#src/lib/published/published-reads';
import { loadEvent, loadEvents, type ListedEvent } from './web-events';
import {
  eventView,
  summarizeEvent,
  type WebEventSummary,
  type WebEventView,
} from './web-event-view';
import { useWebEventsSnapshot } from './web-events-snapshot';

export function useWebEventList(when: EventWhen): Read<readonly WebEventSummary[]> {
  // The snapshot is the visit's: constant, so not a dependency.
  const snapshot = useWebEventsSnapshot();
  const reads = usePublishedReads();
  return useSnapshotThenRead<ListedEvent[], readonly WebEventSummary[]>(
    'Eventi del sito non letti',
    ['list', when, reads],
    () => snapshot?.lists?.[when],
    () => loadEvents(reads, when),
    (result, before) =>
      result.success
        ? ready(result.data.map(summarizeEvent))
        : keepOrFail(before, { status: 'failed', error: result.error }),
  );
}

export function useWebEvent(slug: string, language: SiteLanguage): Read<WebEventView | null> {
  const snapshot = useWebEventsSnapshot();
  const reads = usePublishedReads();
  const fromSnapshot = () => {
    const known = snapshot?.event;
    return known?.slug === slug && known.language === language ? known : undefined;
  };
  return useSnapshotThenRead<HorseEvent, WebEventView | null>(
    `Evento ${slug} non letto`,
    ['event', language, slug, reads],
    fromSnapshot,
    () => loadEvent(reads, slug),
    (result, before) => {
      if (result.success) {
        const shown = before.status === 'ready' ? before.data : undefined;
        return ready(eventView(result.data, language, shown ?? fromSnapshot()));
      }
      if (result.error.code === 'not-found') return ready(null);
      return keepOrFail(before, { status: 'failed', error: result.error });
    },
  );
}
