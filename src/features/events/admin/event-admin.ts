import { fromDateTimeLocal, toDateTimeLocal } from '#src/lib/format/dates';
import { fieldErrors } from '#src/lib/data/field-errors';
import type { HorseEvent } from '../model/event';
import { eventDraftSchema } from '../model/event-draft';

export function eventListName(event: HorseEvent): string {
  return event.name_it.trim() || event.name.trim() || event.slug;
}

export function eventEditTitle(event: HorseEvent): string {
  return `Eventi: ${event.name.trim() || event.slug}`;
}

export const eventFieldLabels = { name: 'Nome', date: 'Data e ora' } as const;

export type EventField = keyof typeof eventFieldLabels;

/** The date as typed: a half-typed one is not the event's date yet (see `typedEventDate`). */
export function eventErrors(
  event: Pick<HorseEvent, 'name'>,
  dateText: string,
  savedDate: Date,
): Partial<Record<EventField, string>> {
  return fieldErrors(eventDraftSchema, {
    name: event.name,
    date: typedEventDate(dateText, savedDate),
  });
}

/**
 * Read as Italian time; text that still shows the saved date keeps its seconds, so retyping it
 * leaves nothing unsaved.
 */
export function typedEventDate(text: string, saved: Date): Date | null {
  return text === toDateTimeLocal(saved) ? saved : fromDateTimeLocal(text);
}
