import { readList } from '#src/lib/data/firestore-data';
import type { QuerySpec } from '#src/lib/data/query-spec';
import { fail, ok, type Result } from '#src/lib/data/result';
import { eventSchema, type EventWhen, type HorseEvent } from '../model/event';

// The public site's event reads, apart from the staff's writes (events-api.ts): a visitor's page
// loads this module and never the audit log's writing code.

export const EVENTS = 'events';

export interface EventListOptions {
  /** Past (before `now`) or next (from `now` on); both when absent. */
  when?: EventWhen;
  /** By date; by default next events soonest first, past ones latest first. */
  order?: 'asc' | 'desc';
  now?: Date;
  /** Only the events shown on the site (public lists: rules are not filters). */
  webOnly?: boolean;
}

/** The query of an event list, as data (see query-spec.ts). */
export function eventListSpec({
  when,
  order,
  now = new Date(),
  webOnly = false,
}: EventListOptions): QuerySpec {
  const spec: QuerySpec = {
    collection: EVENTS,
    equals: webOnly ? [['showWeb', true]] : [],
    orderBy: [['date', order ?? (when === 'past' ? 'desc' : 'asc')]],
  };
  if (when) spec.range = { field: 'date', op: when === 'past' ? '<' : '>=', value: now };
  return spec;
}

/**
 * Public: events shown on the site, past or next. The query asks for `showWeb == true` itself: a
 * query that could return a hidden event is refused as a whole.
 */
export function listEvents(
  options: Omit<EventListOptions, 'webOnly'> = {},
): Promise<Result<HorseEvent[]>> {
  return readList(eventSchema, eventListSpec({ ...options, webOnly: true }));
}

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
