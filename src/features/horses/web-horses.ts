import type { HorseStatus } from '#src/config/options';
import type { Result } from '#src/lib/data/result';
import type { Funding } from './model/coverage';
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
export interface WebHorseSummary extends Pick<PublicHorse, 'slug' | 'name' | 'status'> {
  /**
   * The funding bar of a horse that `/sostienici/cerchie` lists and that costs something
   * (`circleListStatus`, docs/product.md "Supporter circles"); absent otherwise, so that the other
   * lists embed no more than they show.
   */
  readonly funding?: Funding;
}

/** The status of the horses `/sostienici/cerchie` lists, each with its funding bar. */
export const circleListStatus: HorseStatus = "Residente dell'Oasi";

export function summarizeHorse(horse: PublicHorse): WebHorseSummary {
  const { slug, name, status, monthlyCost, coveredAmount, activeSupporters } = horse;
  if (status !== circleListStatus || !(monthlyCost > 0)) return { slug, name, status };
  return { slug, name, status, funding: { monthlyCost, coveredAmount, activeSupporters } };
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
