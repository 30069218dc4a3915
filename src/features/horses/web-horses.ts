import type { Result } from '#src/lib/data/result';
import type { PublicHorse } from './model/public-horse';

/**
 * Reads the web-visible horses, ordered by name. The visit asks it at most once, through its
 * {@link WebHorsesVisit} (web-horses-visit.tsx): the random strip on every page, the horses page,
 * the support page, the horse pages and the circle form share that one read. The data layer (and
 * Firestore Lite with it) is loaded on demand, so it stays out of the first page load.
 */
export function loadWebHorses(): Promise<Result<PublicHorse[]>> {
  return import('./api/public-horses-api').then(({ listPublicHorses }) => listPublicHorses());
}

/** What the lists of horses show (galleries, sections by status). */
export type WebHorseSummary = Pick<PublicHorse, 'slug' | 'name' | 'status'>;

export function summarizeHorse({ slug, name, status }: PublicHorse): WebHorseSummary {
  return { slug, name, status };
}

/**
 * Horses known before any read: what a prerendered page was built with (embedded in its HTML), or,
 * while prerendering, what was read at build time. Given to the app by its provider
 * (`SiteDataProvider`, src/app/site-data.tsx).
 */
export interface WebHorsesSnapshot {
  /** Every web-visible horse, as lists show them. */
  readonly list?: readonly WebHorseSummary[];
  /** Horses known in full (a horse page's own). */
  readonly horses?: readonly PublicHorse[];
}
