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
