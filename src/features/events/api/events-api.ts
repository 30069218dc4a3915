import {
  readDocument,
  readList,
  readPage,
  type Page,
  type PageCursor,
} from '../../../lib/data/firestore-data';
import { addLogged, deleteLogged, updateLogged } from '../../../lib/data/logged-writes';
import type { QuerySpec } from '../../../lib/data/query-spec';
import type { LogActor } from '../../../lib/data/audit-log';
import { fail, type Result } from '../../../lib/data/result';
import { eventSchema, newEvent, type EventWhen, type HorseEvent } from '../model/event';

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

/** Staff: one page of events, newest first, with the total. */
export function listEventsPage(
  cursor: PageCursor | null = null,
): Promise<Result<Page<HorseEvent>>> {
  return readPage(eventSchema, eventListSpec({ order: 'desc' }), cursor);
}

/** Staff: one event, shown on the site or not. */
export function getEvent(slug: string): Promise<Result<HorseEvent>> {
  return readDocument(eventSchema, EVENTS, slug);
}

/** Public: one event shown on the site; a hidden or unknown one is 'not-found'. */
export async function getWebEvent(slug: string): Promise<Result<HorseEvent>> {
  const result = await readDocument(eventSchema, EVENTS, slug);
  // A hidden event's read is refused: to a visitor it is simply not there.
  if (!result.success && result.error.code === 'permission-denied') {
    return fail('not-found', `${EVENTS}/${slug} non esiste.`);
  }
  return result;
}

/** Staff: adds an event with only its slug; a slug that is not URL-safe or is taken is refused. */
export function addEvent(actor: LogActor, slug: string): Promise<Result<HorseEvent>> {
  return addLogged(actor, 'addEvent', EVENTS, slug, (valid) => newEvent(valid), 'un evento');
}

export function updateEvent(
  actor: LogActor,
  slug: string,
  event: HorseEvent,
): Promise<Result<HorseEvent>> {
  return updateLogged(actor, 'updateEvent', eventSchema, EVENTS, slug, event);
}

export function deleteEvent(actor: LogActor, slug: string): Promise<Result<void>> {
  return deleteLogged(actor, 'deleteEvent', eventSchema, EVENTS, slug);
}
