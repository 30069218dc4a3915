import * as z from 'zod/mini';
import { flag, text, timestamp } from '#src/lib/data/schema';

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
  showWeb: flag(),
});

export type HorseEvent = z.infer<typeof eventSchema>;

export type EventWhen = 'past' | 'next';

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
