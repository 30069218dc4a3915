import { eventName, type GalleryEvent } from '#src/components/gallery/gallery-cards';
import type { SiteLanguage } from '#src/config/site';
import { formatEventDate } from '#src/lib/format/dates';
import type { HorseEvent } from './model/event';

/** What the event lists show (cards: the names and the slug). */
export type WebEventSummary = GalleryEvent;

export function summarizeEvent({
  slug,
  name,
  name_it,
  name_en,
}: Pick<HorseEvent, 'slug' | 'name' | 'name_it' | 'name_en'>): WebEventSummary {
  return { slug, name, name_it, name_en };
}

/** An event as its page shows it in one language: only that, so a page embeds no more. */
export interface WebEventView {
  readonly slug: string;
  readonly language: SiteLanguage;
  readonly name: string;
  /** The date as an ISO string (JSON has no dates). */
  readonly date: string;
  /** The date as people read it, in Rome's time ("sabato 18 aprile 2026 alle ore 10:00"). */
  readonly when: string;
  readonly location: string;
  /** Staff HTML, sanitised where it is rendered. */
  readonly description: string;
}

/**
 * The event's page in `language`. The English page falls back to the Italian description. `known`
 * is what the page was built with: when the date is the same its words are kept, so that the
 * browser's date formatting (its own copy of the locale data) cannot change a page it hydrated.
 */
export function eventView(
  event: HorseEvent,
  language: SiteLanguage,
  known?: WebEventView,
): WebEventView {
  const date = event.date.toISOString();
  return {
    slug: event.slug,
    language,
    name: eventName(event, language),
    date,
    when:
      known?.date === date && known.language === language
        ? known.when
        : formatEventDate(event.date, language),
    location: event.location,
    description:
      language === 'en' ? event.description_en || event.description_it : event.description_it,
  };
}
