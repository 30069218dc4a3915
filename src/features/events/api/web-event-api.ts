import { readList } from '../../../lib/data/firestore-data';
import type { QuerySpec } from '../../../lib/data/query-spec';
import { fail, ok, type Result } from '../../../lib/data/result';
import { eventSchema, type HorseEvent } from '../model/event';

/** The events collection (as in events-api.ts, whose writes a visitor's page does not need). */
const EVENTS = 'events';

/**
 * The query of one web-visible event: by its slug, which firestore.rules keep equal to the
 * document's id. Equalities only, so single-field indexes serve it.
 */
export function webEventSpec(slug: string): QuerySpec {
  return {
    collection: EVENTS,
    equals: [
      ['showWeb', true],
      ['slug', slug],
    ],
    orderBy: [],
    limit: 1,
  };
}

/**
 * Public: one event shown on the site; a hidden or unknown one is 'not-found'. Asked as a query that
 * can only match a visible event, never as a read of the document: the rules refuse to read a
 * hidden one, which the browser would report as an error in the console of a visitor who followed
 * an old link.
 */
export async function findWebEvent(slug: string): Promise<Result<HorseEvent>> {
  const result = await readList(eventSchema, webEventSpec(slug));
  if (!result.success) return result;
  const [event] = result.data;
  return event ? ok(event) : fail('not-found', `${EVENTS}/${slug} non esiste.`);
}
