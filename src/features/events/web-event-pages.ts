import { ok, type Result } from '#src/lib/data/result';
import type { SiteLanguage } from '#src/config/site';
import type { PublishedReads } from '#src/lib/published/published-reads';
import type { EventWhen } from './model/event';
import {
  eventView,
  summarizeEvent,
  type WebEventSummary,
  type WebEventView,
} from './web-event-view';
import { loadEvent, loadEvents } from './web-events';

// What the events' public pages show, read by their routes' loaders (decision 84). In the home's
// download with its own list, so that the events' pages import them rather than copy them.

/** The upcoming or past events as the lists show them (the home's and the events page's). */
export async function loadEventList(
  reads: PublishedReads,
  when: EventWhen,
  now?: Date,
): Promise<Result<WebEventSummary[]>> {
  const result = await loadEvents(reads, when, now);
  return result.success ? ok(result.data.map(summarizeEvent)) : result;
}

/** Both lists of the events page, from the one published list. */
export type EventLists = Readonly<Record<EventWhen, readonly WebEventSummary[]>>;

export async function loadEventLists(
  reads: PublishedReads,
  now?: Date,
): Promise<Result<EventLists>> {
  const [next, past] = await Promise.all([
    loadEventList(reads, 'next', now),
    loadEventList(reads, 'past', now),
  ]);
  if (!next.success) return next;
  if (!past.success) return past;
  return ok({ next: next.data, past: past.data });
}

/**
 * The event as its page shows it in `language`, null once it is hidden or deleted; an unchanged
 * date keeps the words `known` wrote it in (the build's, so that the page does not change them).
 */
export async function loadEventView(
  reads: PublishedReads,
  slug: string,
  language: SiteLanguage,
  known?: WebEventView | null,
): Promise<Result<WebEventView | null>> {
  const result = await loadEvent(reads, slug);
  if (result.success) return ok(eventView(result.data, language, known ?? undefined));
  return result.error.code === 'not-found' ? ok(null) : result;
}
