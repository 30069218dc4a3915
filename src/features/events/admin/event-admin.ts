import { fromDateTimeLocal, toDateTimeLocal } from '#src/lib/format/dates';
import type { HorseEvent } from '../model/event';

export function eventListName(event: HorseEvent): string {
  return event.name_it.trim() || event.name.trim() || event.slug;
}

export function eventEditTitle(event: HorseEvent): string {
  return `Eventi: ${event.name.trim() || event.slug}`;
}

export function canSaveEvent(name: string): boolean {
  return name.trim() !== '';
}

/**
 * Read as Italian time; text that still shows the saved date keeps its seconds, so retyping it
 * leaves nothing unsaved.
 */
export function typedEventDate(text: string, saved: Date): Date | null {
  return text === toDateTimeLocal(saved) ? saved : fromDateTimeLocal(text);
}
