import { readList } from '#src/lib/data/firestore-data';
import type { QuerySpec } from '#src/lib/data/query-spec';
import { ok, type Result } from '#src/lib/data/result';
import { HORSE_NEWS, horseNewsSchema, newestFirst, type HorseNews } from '../model/horse-news';

// A visitor's page loads this module and never the audit log's writing code.

/** An equality only, so no composite index is needed; a horse has few news, ordered here. */
export function horseNewsSpec(horseSlug: string): QuerySpec {
  return { collection: HORSE_NEWS, equals: [['horseSlug', horseSlug]], orderBy: [] };
}

export const allHorseNewsSpec: QuerySpec = { collection: HORSE_NEWS, equals: [], orderBy: [] };

export async function listHorseNews(horseSlug: string): Promise<Result<HorseNews[]>> {
  const result = await readList(horseNewsSchema, horseNewsSpec(horseSlug));
  return result.success ? ok(newestFirst(result.data)) : result;
}

export async function listAllHorseNews(): Promise<Result<HorseNews[]>> {
  const result = await readList(horseNewsSchema, allHorseNewsSpec);
  return result.success ? ok(newestFirst(result.data)) : result;
}
