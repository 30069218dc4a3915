import * as z from 'zod/mini';
import { flag, text, timestamp } from '#src/lib/data/schema';

/** An event (`events/{slug}`, public): docs/product.md §3, with the texts its detail page shows. */
export const eventSchema = z.object({
  slug: z.string({ error: 'deve essere un testo' }),
  name: text(),
  name_it: text(),
  name_en: text(),
  date: timestamp(),
  location: text(),
  /** Staff-authored HTML: sanitise before rendering. */
  description_it: text(),
  description_en: text(),
  /** Shown on the public site; a new event starts hidden (absent reads as hidden). */
  showWeb: flag(),
});

export type HorseEvent = z.infer<typeof eventSchema>;

/** Past events are dated before now, next ones from now on (docs/product.md §4). */
export type EventWhen = 'past' | 'next';

/**
 * A new event as the add dialog creates it: the slug, dated a week from now, hidden from the site
 * until staff have written it and tick "Visibile sul sito".
 */
export function newEvent(slug: string, now = new Date()): HorseEvent {
  return {
    slug,
    name: slug,
    name_it: '',
    name_en: '',
    date: new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000),
    location: '',
    description_it: '',
    description_en: '',
    showWeb: false,
  };
}
