import type { Result } from '#src/lib/data/result';
import type { PublicHorse } from './model/public-horse';

let cached: Promise<Result<PublicHorse[]>> | undefined;

/**
 * The web-visible horses, ordered by name, read at most once per visit: the random strip on every
 * page, the horses page, the support page and the horse pages share this one read. The data layer
 * (and Firestore Lite with it) is loaded on demand, so it stays out of the first page load.
 */
export function loadWebHorses(): Promise<Result<PublicHorse[]>> {
  cached ??= import('./api/public-horses-api')
    .then(({ listPublicHorses }) => listPublicHorses())
    .then((result) => {
      // A failed read is not kept: the next page tries again.
      if (result.success) latest = result.data;
      else cached = undefined;
      return result;
    });
  return cached;
}

/** What the lists of horses show (galleries, sections by status). */
export type WebHorseSummary = Pick<PublicHorse, 'slug' | 'name' | 'status'>;

export function summarizeHorse({ slug, name, status }: PublicHorse): WebHorseSummary {
  return { slug, name, status };
}

/**
 * Horses known before any read: what a prerendered page was built with (embedded in its HTML), or,
 * while prerendering, what was read at build time.
 */
export interface WebHorsesSnapshot {
  /** Every web-visible horse, as lists show them. */
  readonly list?: readonly WebHorseSummary[];
  /** Horses known in full (a horse page's own). */
  readonly horses?: readonly PublicHorse[];
}

let snapshot: WebHorsesSnapshot | undefined;
let latest: readonly PublicHorse[] | undefined;

export function primeWebHorses(next: WebHorsesSnapshot | undefined): void {
  snapshot = next;
}

/** What is known before any read (see {@link WebHorsesSnapshot}). */
export function webHorsesSnapshot(): WebHorsesSnapshot | undefined {
  return snapshot;
}

/** The visit's read, once it has answered: pages opened later start from it, with no loader. */
export function latestWebHorses(): readonly PublicHorse[] | undefined {
  return latest;
}

/** For tests: forget the cached read and the snapshot. */
export function resetWebHorses(): void {
  cached = undefined;
  snapshot = undefined;
  latest = undefined;
}
