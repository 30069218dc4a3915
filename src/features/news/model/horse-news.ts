import * as z from 'zod/mini';
import { horseNewsPhotoPath } from '#src/config/storage-paths';
import { isoDate, text } from '#src/lib/data/schema';
import { formatDate } from '#src/lib/format/dates';

// News from the horses (docs/product.md, "News from the horses"; docs/decisions/0039-horse-news.md):
// dated news staff write on a horse, shown newest first at the end of its public page. Stored in
// `horseNews/{id}` under a Firestore auto-id with exactly the fields of `StoredHorseNews`
// (firestore.rules checks the keys, their types and sizes).

export const HORSE_NEWS = 'horseNews';

/** The longest title and text the rules accept (characters). */
export const newsLimits = { title: 200, text: 20_000 } as const;

/**
 * How long browsers keep a news' photo: a photo replaced later keeps its path, so visitors see the
 * new one within the hour rather than the day of the other public images.
 */
export const NEWS_PHOTO_CACHE = 'public, max-age=3600';

/** A news as it is stored: these keys and no other. */
export interface StoredHorseNews {
  /** The slug of the horse it is about. */
  readonly horseSlug: string;
  /** The news' own date, `YYYY-MM-DD`. */
  readonly date: string;
  readonly title: string;
  /** Staff HTML from the rich-text editor, sanitised wherever it is shown. */
  readonly text: string;
  /** The photo's path in Storage (`horses/{slug}/news/{id}.webp`), or '' without a photo. */
  readonly photo: string;
}

/** A news as the app reads it: the stored fields and its document id. */
export interface HorseNews extends StoredHorseNews {
  readonly id: string;
}

/** A news read from Firestore; the data layer adds the document id as `slug`. */
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

/** What a news stores: every field of the document, without its id. */
export function storedNews({ horseSlug, date, title, text, photo }: HorseNews): StoredHorseNews {
  return { horseSlug, date, title, text, photo };
}

/** Today in Italy, `YYYY-MM-DD`: a new news' date. */
export const todayInRome = (now: Date = new Date()): string => formatDate(now);

/** A new, empty news of a horse under `id` (chosen when the form opens), dated today in Italy. */
export function newNews(horseSlug: string, id: string, now: Date = new Date()): HorseNews {
  return { id, horseSlug, date: todayInRome(now), title: '', text: '', photo: '' };
}

/** Newest first; on the same day the title decides, so the order never changes between reads. */
export function byNewestFirst(a: HorseNews, b: HorseNews): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.title.localeCompare(b.title, 'it') || a.id.localeCompare(b.id);
}

/** A horse's news, newest first. */
export const newestFirst = (news: readonly HorseNews[]): HorseNews[] =>
  [...news].sort(byNewestFirst);

const validDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
};

export type NewsField = 'title' | 'date' | 'text' | 'photo';
export type NewsErrors = Partial<Record<NewsField, string>>;

/** What stops a news from being saved, by field, in Italian (empty when it can be saved). */
export function newsErrors(news: HorseNews): NewsErrors {
  const errors: NewsErrors = {};
  if (news.title.trim() === '') errors.title = 'Scrivi il titolo.';
  else if (news.title.length > newsLimits.title) {
    errors.title = `Il titolo può essere lungo al massimo ${newsLimits.title} caratteri.`;
  }
  if (!validDate(news.date)) errors.date = 'Scegli la data della notizia.';
  if (news.text.length > newsLimits.text) {
    errors.text = `Il testo è troppo lungo: al massimo ${newsLimits.text} caratteri (formattazione compresa).`;
  }
  if (news.photo !== '' && news.photo !== horseNewsPhotoPath(news.horseSlug, news.id)) {
    errors.photo = 'La foto non è quella di questa notizia.';
  }
  return errors;
}
