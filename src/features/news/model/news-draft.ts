import * as z from 'zod/mini';
import { horseNewsPhotoPath } from '#src/config/storage-paths';
import { fieldErrors, notBlank } from '#src/lib/data/field-errors';
import { newsLimits, type HorseNews } from './horse-news';

// What the staff form and the data layer check before a save (decision 81): apart from the stored
// news' schema, which reads every news stored so far.

const validDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
};

export const newsDraftSchema = z.object({
  title: z
    .string()
    .check(
      notBlank('Scrivi il titolo.'),
      z.maxLength(
        newsLimits.title,
        `Il titolo può essere lungo al massimo ${newsLimits.title} caratteri.`,
      ),
    ),
  date: z.string().check(z.refine(validDate, 'Scegli la data della notizia.')),
  text: z
    .string()
    .check(
      z.maxLength(
        newsLimits.text,
        `Il testo è troppo lungo: al massimo ${newsLimits.text} caratteri (formattazione compresa).`,
      ),
    ),
});

export type NewsField = 'title' | 'date' | 'text' | 'photo';
export type NewsErrors = Partial<Record<NewsField, string>>;

/** The schema's errors, and the photo's path, which must be the news' own (its horse and id). */
export function newsErrors(news: HorseNews): NewsErrors {
  const wrongPhoto =
    news.photo !== '' && news.photo !== horseNewsPhotoPath(news.horseSlug, news.id);
  return {
    ...fieldErrors(newsDraftSchema, news),
    ...(wrongPhoto ? { photo: 'La foto non è quella di questa notizia.' } : {}),
  };
}
