import {
  readDocument,
  readList,
  readPage,
  type Page,
  type PageCursor,
} from '../../../lib/data/firestore-data';
import { addLogged, deleteLogged, updateLogged } from '../../../lib/data/logged-writes';
import type { QuerySpec } from '../../../lib/data/query-spec';
import type { Result } from '../../../lib/data/result';
import type { SignedInUser } from '../../auth/model/signed-in-user';
import { eventSchema, newEvent, type EventWhen, type HorseEvent } from '../model/event';

export const EVENTS = 'events';

export interface EventListOptions {
  /** Past (before `now`) or next (from `now` on); both when absent. */
  when?: EventWhen;
  /** By date; by default next events soonest first, past ones latest first. */
  order?: 'asc' | 'desc';
  now?: Date;
}

/** The query of an event list, as data (see query-spec.ts). */
export function eventListSpec({ when, order, now = new Date() }: EventListOptions): QuerySpec {
  const spec: QuerySpec = {
    collection: EVENTS,
    equals: [],
    orderBy: [['date', order ?? (when === 'past' ? 'desc' : 'asc')]],
  };
  if (when) spec.range = { field: 'date', op: when === 'past' ? '<' : '>=', value: now };
  return spec;
}

/** Public: events, past or next. */
export function listEvents(options: EventListOptions = {}): Promise<Result<HorseEvent[]>> {
  return readList(eventSchema, eventListSpec(options));
}

/** Staff: one page of events, newest first, with the total. */
export function listEventsPage(
  cursor: PageCursor | null = null,
): Promise<Result<Page<HorseEvent>>> {
  return readPage(eventSchema, eventListSpec({ order: 'desc' }), cursor);
}

export function getEvent(slug: string): Promise<Result<HorseEvent>> {
  return readDocument(eventSchema, EVENTS, slug);
}

/** Staff: adds an event with only its slug; a slug that is not URL-safe or is taken is refused. */
export function addEvent(actor: SignedInUser, slug: string): Promise<Result<HorseEvent>> {
  return addLogged(actor, 'addEvent', EVENTS, slug, (valid) => newEvent(valid), 'un evento');
}

export function updateEvent(
  actor: SignedInUser,
  slug: string,
  event: HorseEvent,
): Promise<Result<HorseEvent>> {
  return updateLogged(actor, 'updateEvent', eventSchema, EVENTS, slug, event);
}

export function deleteEvent(actor: SignedInUser, slug: string): Promise<Result<void>> {
  return deleteLogged(actor, 'deleteEvent', eventSchema, EVENTS, slug);
}
