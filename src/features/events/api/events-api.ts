import { readDocument, readPage, type Page, type PageCursor } from '#src/lib/data/firestore-data';
import { addLogged, deleteLogged, updateLogged } from '#src/lib/data/logged-writes';
import { eventTargets } from '#src/lib/data/publication';
import type { LogActor } from '#src/lib/data/audit-log';
import type { Result } from '#src/lib/data/result';
import { eventSchema, newEvent, type HorseEvent } from '../model/event';
import { EVENTS, eventListSpec } from './web-event-api';

export { EVENTS, eventListSpec, listEvents, type EventListOptions } from './web-event-api';

export function listEventsPage(
  cursor: PageCursor | null = null,
): Promise<Result<Page<HorseEvent>>> {
  return readPage(eventSchema, eventListSpec({ order: 'desc' }), cursor);
}

export function getEvent(slug: string): Promise<Result<HorseEvent>> {
  return readDocument(eventSchema, EVENTS, slug);
}

export function addEvent(actor: LogActor, slug: string): Promise<Result<HorseEvent>> {
  return addLogged(actor, 'addEvent', EVENTS, slug, (valid) => newEvent(valid), 'un evento');
}

export function updateEvent(
  actor: LogActor,
  slug: string,
  event: HorseEvent,
): Promise<Result<HorseEvent>> {
  return updateLogged(actor, 'updateEvent', eventSchema, EVENTS, slug, event, eventTargets(slug));
}

export function deleteEvent(actor: LogActor, slug: string): Promise<Result<void>> {
  return deleteLogged(actor, 'deleteEvent', eventSchema, EVENTS, slug, eventTargets(slug));
}
