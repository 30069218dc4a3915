import { readList } from '#src/lib/data/firestore-data';
import type { QuerySpec } from '#src/lib/data/query-spec';
import { fail, ok, type Result } from '#src/lib/data/result';
import { eventSchema, type EventWhen, type HorseEvent } from '../model/event';

// Apart from the staff's writes: a visitor's page never loads the audit log's writing code.

export const EVENTS = 'events';

export interface EventListOptions {
  when?: EventWhen;
  order?: 'asc' | 'desc';
  now?: Date;
  /** Rules are not filters: public lists must ask for visible events only. */
  webOnly?: boolean;
}

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
 * Asks for `showWeb == true` itself: a query that could return a hidden event is refused as a
 * whole.
 */
export function listEvents(
  options: Omit<EventListOptions, 'webOnly'> = {},
): Promise<Result<HorseEvent[]>> {
  return readList(eventSchema, eventListSpec({ ...options, webOnly: true }));
}

/**
 * firestore.rules keep the slug equal to the document id; equalities only, so single-field indexes
 * serve it.
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
 * A query, never a document read: reading a hidden event is refused, which the console would show a
 * visitor following an old link.
 */
export async function findWebEvent(slug: string): Promise<Result<HorseEvent>> {
  const result = await readList(eventSchema, webEventSpec(slug));
  if (!result.success) return result;
  const [event] = result.data;
  return event ? ok(event) : fail('not-found', `${EVENTS}/${slug} non esiste.`);
}
