import type { Result } from '../../lib/data/result';
import type { EventWhen, HorseEvent } from './model/event';

/**
 * Public event lists, with the data layer (and Firestore Lite) loaded on demand so that it stays out
 * of the first page load.
 */
export async function loadEvents(when: EventWhen): Promise<Result<HorseEvent[]>> {
  const { listEvents } = await import('./api/events-api');
  return listEvents({ when });
}

/** One public event. */
export async function loadEvent(slug: string): Promise<Result<HorseEvent>> {
  const { getWebEvent } = await import('./api/events-api');
  return getWebEvent(slug);
}
