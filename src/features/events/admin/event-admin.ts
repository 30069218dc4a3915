import { fromDateTimeLocal, toDateTimeLocal } from '#src/lib/format/dates';
import type { HorseEvent } from '../model/event';

// Pure rules of the staff event screens (docs/product.md "Events list", "Event edit", section 5).

/** The list shows the Italian name, else the name, else the slug (a new event has only a slug). */
export function eventListName(event: HorseEvent): string {
  return event.name_it.trim() || event.name.trim() || event.slug;
}

/** "Eventi: " and the event's name (its slug while it has none). */
export function eventEditTitle(event: HorseEvent): string {
  return `Eventi: ${event.name.trim() || event.slug}`;
}

/** docs/product.md §5: Save is disabled while the name is empty (spaces do not count). */
export function canSaveEvent(name: string): boolean {
  return name.trim() !== '';
}

/**
 * The date typed in the edit form's `datetime-local` input, read as Italian time: null while the
 * text is not a date (emptied or half-typed). Text that still shows the saved date gives the saved
 * instant itself, its seconds included, so that retyping it leaves nothing unsaved.
 */
export function typedEventDate(text: string, saved: Date): Date | null {
  return text === toDateTimeLocal(saved) ? saved : fromDateTimeLocal(text);
}
