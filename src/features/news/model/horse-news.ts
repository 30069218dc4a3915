import * as z from 'zod/mini';
import { isoDate, text } from '#src/lib/data/schema';
import { todayInRome } from '#src/lib/format/dates';

// docs/decisions/0039-horse-news.md; firestore.rules checks the keys, their types and sizes.

export const HORSE_NEWS = 'horseNews';

export const newsLimits = { title: 200, text: 20_000 } as const;

/** A replaced photo keeps its path, so visitors see the new one within the hour. */
export const NEWS_PHOTO_CACHE = 'public, max-age=3600';

export interface StoredHorseNews {
  readonly horseSlug: string;
  readonly date: string;
  readonly title: string;
  readonly text: string;
  readonly photo: string;
}

export interface HorseNews extends StoredHorseNews {
  readonly id: string;
}

export const horseNewsSchema = z.pipe(
  z.object({
    slug: z.string(),
    horseSlug: z.string({ error: 'deve essere lo slug di un cavallo' }),
    date: isoDate(),
    title: text(),
    text: text(),
    photo: text(),
  }),
  z.transform(({ slug, ...stored }): HorseNews => ({
    id: slug,
    horseSlug: stored.horseSlug,
    date: stored.date,
    title: stored.title,
    text: stored.text,
    photo: stored.photo,
  })),
);

export function storedNews({ horseSlug, date, title, text, photo }: HorseNews): StoredHorseNews {
  return { horseSlug, date, title, text, photo };
}

export function newNews(horseSlug: string, id: string, now: Date = new Date()): HorseNews {
  return { id, horseSlug, date: todayInRome(now), title: '', text: '', photo: '' };
}

/** Ties broken by title, so the order never changes between reads. */
export function byNewestFirst(a: HorseNews, b: HorseNews): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.title.localeCompare(b.title, 'it') || a.id.localeCompare(b.id);
}

export const newestFirst = (news: readonly HorseNews[]): HorseNews[] =>
  [...news].sort(byNewestFirst);
