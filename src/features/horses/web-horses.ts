import type { Result } from '../../lib/data/result';
import type { PublicHorse } from './model/public-horse';

let cached: Promise<Result<PublicHorse[]>> | undefined;

/**
 * The web-visible horses, ordered by name, read at most once per visit: the random strip on every
 * page, the horses page, the support page and the horse pages share this one read. The data layer
 * (and Firestore Lite with it) is loaded on demand, so it stays out of the first page load.
 */
export function loadWebHorses(): Promise<Result<PublicHorse[]>> {
  cached ??= import('./api/horses-api')
    .then(({ listPublicHorses }) => listPublicHorses())
    .then((result) => {
      // A failed read is not kept: the next page tries again.
      if (!result.success) cached = undefined;
      return result;
    });
  return cached;
}

/** For tests: forget the cached read. */
export function resetWebHorses(): void {
  cached = undefined;
}
