import type { Result } from '#src/lib/data/result';
import type { HorseNews } from './model/horse-news';

/**
 * One horse's news, newest first, with the data layer (and Firestore Lite) loaded on demand so that
 * it stays out of a public page's first load. The horse page and the staff section read through it.
 */
export function loadHorseNews(horseSlug: string): Promise<Result<HorseNews[]>> {
  return import('./api/web-news-api').then(({ listHorseNews }) => listHorseNews(horseSlug));
}
