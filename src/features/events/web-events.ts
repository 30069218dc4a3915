import type { Result } from '#src/lib/data/result';
import { startOfRomeDay } from '#src/lib/format/dates';
import type { EventWhen, HorseEvent } from './model/event';

/**
 * Public event lists, with the data layer (and Firestore Lite) loaded on demand so that it stays out
 * of the first page load. Next means from the start of today in Rome, as the build splits them
 * (event-days.ts): an event today is upcoming for the whole day.
 */
export async function loadEvents(when: EventWhen): Promise<Result<HorseEvent[]>> {
  const { listEvents } = await import('./api/web-event-api');
  return listEvents({ when, now: startOfRomeDay(new Date()) });
}

/** One public event; a hidden or unknown one is 'not-found'. */
export async function loadEvent(slug: string): Promise<Result<HorseEvent>> {
  const { findWebEvent } = await import('./api/web-event-api');
  return findWebEvent(slug);
}
