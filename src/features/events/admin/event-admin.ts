import { fromDateTimeLocal, toDateTimeLocal } from '#src/lib/format/dates';
import type { HorseEvent } from '../model/event';

export function eventListName(event: HorseEvent): string {
  return event.name_it.trim() || event.name.trim() || event.slug;
}

export function eventEditTitle(event: HorseEvent): string {
  return `Eventi: ${event.name.trim() || event.slug}`;
}

export const eventFieldLabels = { name: 'Nome', date: 'Data e ora' } as const;

export type EventField = keyof typeof eventFieldLabels;

export const eventFieldErrors = {
  name: 'Il nome è obbligatorio: senza nome non si può salvare.',
  date: "Indica data e ora dell'evento.",
} as const satisfies Record<EventField, string>;

/** The date as typed: a half-typed one is not the event's date yet (see `typedEventDate`). */
export function eventErrors(
  event: Pick<HorseEvent, 'name'>,
  dateText: string,
  savedDate: Date,
): Partial<Record<EventField, string>> {
  return {
    ...(event.name.trim() === '' ? { name: eventFieldErrors.name } : {}),
    ...(typedEventDate(dateText, savedDate) === null ? { date: eventFieldErrors.date } : {}),
  };
}

/**
 * Read as Italian time; text that still shows the saved date keeps its seconds, so retyping it
 * leaves nothing unsaved.
 */
export function typedEventDate(text: string, saved: Date): Date | null {
  return text === toDateTimeLocal(saved) ? saved : fromDateTimeLocal(text);
}
