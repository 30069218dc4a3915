import type { HorseNews } from './model/horse-news';

// No React here: the build (scripts/prerender) imports it before it loads the app.

export interface HorseNewsSnapshot {
  readonly horseSlug: string;
  readonly news: readonly HorseNews[];
}

export function horseNewsSnapshot(
  horseSlug: string,
  allNews: readonly HorseNews[],
): HorseNewsSnapshot {
  return { horseSlug, news: allNews.filter((news) => news.horseSlug === horseSlug) };
}
