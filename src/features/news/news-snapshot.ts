import type { HorseNews } from './model/horse-news';

// What a prerendered horse page embeds of the news (decision 39). No React here: the build
// (scripts/prerender) imports it before it loads the app.

/**
 * The news known before any read: what a prerendered horse page was built with (embedded in its
 * HTML), or, while prerendering, what was read at build time: one horse's news, newest first.
 */
export interface HorseNewsSnapshot {
  readonly horseSlug: string;
  readonly news: readonly HorseNews[];
}

/** One horse's snapshot out of every news the build read (they come newest first). */
export function horseNewsSnapshot(
  horseSlug: string,
  allNews: readonly HorseNews[],
): HorseNewsSnapshot {
  return { horseSlug, news: allNews.filter((news) => news.horseSlug === horseSlug) };
}
