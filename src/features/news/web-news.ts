import * as z from 'zod/mini';
import { publishedHorseListPath, publishedHorsePath } from '#src/config/storage-paths';
import { ok, type Result } from '#src/lib/data/result';
import type { PublishedReads } from '#src/lib/published/published-reads';
import { horseNewsSchema, type HorseNews } from './model/horse-news';

/**
 * The news' part of a horse page's published file (`public/site/horses/{slug}.json`'s data): the
 * horse's news newest first, each as stored with its id as `slug`, so that the schema that reads
 * Firestore reads them. The file also holds the horse, which the horses read with their own schema.
 */
export const publishedHorseNewsSchema = z.object({ news: z.array(horseNewsSchema) });

/** Of the published list of horses, only which are on the site. */
const listedSlugsSchema = z.array(z.object({ slug: z.string() }));

/** The news' part of a horse page's file, to publish. */
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

/**
 * A horse's news on its public page, newest first, from the horse's published page file (read once
 * per visit with the horse itself). A horse with no file has no news to show.
 */
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

/**
 * Staff: one horse's news, newest first, from Firestore, with the data layer loaded on demand. The
 * back office's news section reads through it.
 */
export function loadHorseNews(horseSlug: string): Promise<Result<HorseNews[]>> {
  return import('./api/web-news-api').then(({ listHorseNews }) => listHorseNews(horseSlug));
}
