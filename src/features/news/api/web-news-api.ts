import { readList } from '#src/lib/data/firestore-data';
import type { QuerySpec } from '#src/lib/data/query-spec';
import { ok, type Result } from '#src/lib/data/result';
import { HORSE_NEWS, horseNewsSchema, newestFirst, type HorseNews } from '../model/horse-news';

// The reads of the news, for the public pages, the build and the back office alike: a visitor's
// page loads this module and never the audit log's writing code (horse-news-api.ts).

/**
 * The query of one horse's news: an equality only, served by the single-field index, so no
 * composite index is needed; a horse has few news, ordered here (newest first).
 */
export function horseNewsSpec(horseSlug: string): QuerySpec {
  return { collection: HORSE_NEWS, equals: [['horseSlug', horseSlug]], orderBy: [] };
}

/** Every news of the site, for the build (one read for all the horse pages). */
export const allHorseNewsSpec: QuerySpec = { collection: HORSE_NEWS, equals: [], orderBy: [] };

/** One horse's news, newest first. */
export async function listHorseNews(horseSlug: string): Promise<Result<HorseNews[]>> {
  const result = await readList(horseNewsSchema, horseNewsSpec(horseSlug));
  return result.success ? ok(newestFirst(result.data)) : result;
}

/** Every news, newest first (the build groups them by horse). */
export async function listAllHorseNews(): Promise<Result<HorseNews[]>> {
  const result = await readList(horseNewsSchema, allHorseNewsSpec);
  return result.success ? ok(newestFirst(result.data)) : result;
}
