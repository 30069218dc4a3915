import { createContext, useContext } from 'react';
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

/**
 * Gives the app the events its page was built with, for the whole visit: rendered once around the
 * app (`SiteDataProvider`, src/app/site-data.tsx) as `<WebEventsSnapshotContext value={…}>`.
 * Nothing is known outside it.
 */
export const WebEventsSnapshotContext = createContext<WebEventsSnapshot | undefined>(undefined);

/** What is known before any read (see {@link WebEventsSnapshot}). */
export function useWebEventsSnapshot(): WebEventsSnapshot | undefined {
  return useContext(WebEventsSnapshotContext);
}
