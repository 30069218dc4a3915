import type { EventWhen } from './model/event';
import type { WebEventSummary, WebEventView } from './web-event-view';

/**
 * Events known before any read: what a prerendered page was built with (embedded in its HTML), or,
 * while prerendering, what was read at build time.
 */
export interface WebEventsSnapshot {
  /**
   * The lists as the build split them (upcoming soonest first, past latest first): both on the
   * event lists, the upcoming one alone on the home page.
   */
  readonly lists?: Readonly<Partial<Record<EventWhen, readonly WebEventSummary[]>>>;
  /** An event page's own event. */
  readonly event?: WebEventView;
}

let snapshot: WebEventsSnapshot | undefined;

export function primeWebEvents(next: WebEventsSnapshot | undefined): void {
  snapshot = next;
}

/** What is known before any read (see {@link WebEventsSnapshot}). */
export function webEventsSnapshot(): WebEventsSnapshot | undefined {
  return snapshot;
}
