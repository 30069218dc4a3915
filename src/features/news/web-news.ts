import * as z from 'zod/mini';
import { publishedHorseListPath, publishedHorsePath } from '#src/config/storage-paths';
import { ok, type Result } from '#src/lib/data/result';
import type { PublishedReads } from '#src/lib/published/published-reads';
import { horseNewsSchema, type HorseNews } from './model/horse-news';

/** Each news with its id as `slug`, so that the schema that reads Firestore reads them. */
export const publishedHorseNewsSchema = z.object({ news: z.array(horseNewsSchema) });

const listedSlugsSchema = z.array(z.object({ slug: z.string() }));

export function horseNewsPageData(news: readonly HorseNews[]): {
  news: Record<string, string>[];
} {
  return {
    news: news.map(({ id, horseSlug, date, title, text, photo }) => ({
      slug: id,
      horseSlug,
      date,
      title,
      text,
      photo,
    })),
  };
}

export async function loadPublishedNews(
  reads: PublishedReads,
  horseSlug: string,
): Promise<Result<HorseNews[]>> {
  // The list says first whether the horse is on the site: no file is asked for that is not there.
  const list = await reads.read(publishedHorseListPath, listedSlugsSchema);
  if (!list.success) return list;
  if (!list.data.some(({ slug }) => slug === horseSlug)) return ok([]);
  const result = await reads.read(publishedHorsePath(horseSlug), publishedHorseNewsSchema);
  if (!result.success) return result.error.code === 'not-found' ? ok([]) : result;
  return ok(result.data.news);
}

export function loadHorseNews(horseSlug: string): Promise<Result<HorseNews[]>> {
  return import('./api/web-news-api').then(({ listHorseNews }) => listHorseNews(horseSlug));
}
