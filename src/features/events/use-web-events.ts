import { useEffect, useState } from 'react';
import type { SiteLanguage } from '../../config/site';
import type { AsyncState } from '../../lib/async/use-result';
import type { Result } from '../../lib/data/result';
import type { EventWhen, HorseEvent } from './model/event';
import { loadEvent, loadEvents } from './web-events';
import {
  eventView,
  summarizeEvent,
  type WebEventSummary,
  type WebEventView,
} from './web-event-view';
import { webEventsSnapshot } from './web-events-snapshot';

const loading = { status: 'loading' } as const;

const ready = <T>(data: T): AsyncState<T> => ({ status: 'ready', data });

/**
 * Starts from what the snapshot answers (so a prerendered page renders, and hydrates, with its data
 * at once), then follows the visit's fresh read, settled against what was shown before.
 */
function useSnapshotThenRead<R, T>(
  key: string,
  fromSnapshot: () => T | undefined,
  read: () => Promise<Result<R>>,
  settle: (result: Result<R>, before: AsyncState<T>) => AsyncState<T>,
): AsyncState<T> {
  const initial = (): AsyncState<T> => {
    const known = fromSnapshot();
    return known === undefined ? loading : ready(known);
  };
  const [state, setState] = useState<{ key: string; value: AsyncState<T> }>(() => ({
    key,
    value: initial(),
  }));
  const current = state.key === key ? state.value : initial();

  useEffect(() => {
    let active = true;
    void read().then((result) => {
      if (!active) return;
      setState((previous) => ({
        key,
        value: settle(result, previous.key === key ? previous.value : initial()),
      }));
    });
    return () => {
      active = false;
    };
    // `fromSnapshot`, `read` and `settle` are derived from `key` by the callers below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return current;
}

/** A failed read keeps what the page shows rather than taking it away. */
const keepOrFail = <T>(before: AsyncState<T>, failed: AsyncState<T>) =>
  before.status === 'ready' ? before : failed;

/** The web-visible events of one list, upcoming or past, as cards show them. */
export function useWebEventList(when: EventWhen): AsyncState<readonly WebEventSummary[]> {
  return useSnapshotThenRead<HorseEvent[], readonly WebEventSummary[]>(
    `list:${when}`,
    () => webEventsSnapshot()?.lists?.[when],
    () => loadEvents(when),
    (result, before) =>
      result.success
        ? ready(result.data.map(summarizeEvent))
        : keepOrFail(before, { status: 'failed', error: result.error }),
  );
}

/**
 * One web-visible event as its page shows it in `language`; `null` when the site has no such
 * event (hidden or deleted since the build, or never there).
 */
export function useWebEvent(slug: string, language: SiteLanguage): AsyncState<WebEventView | null> {
  const fromSnapshot = () => {
    const known = webEventsSnapshot()?.event;
    return known?.slug === slug && known.language === language ? known : undefined;
  };
  return useSnapshotThenRead<HorseEvent, WebEventView | null>(
    `event:${language}:${slug}`,
    fromSnapshot,
    () => loadEvent(slug),
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
