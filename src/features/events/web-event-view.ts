import { eventName, type GalleryEvent } from '#src/components/gallery/gallery-cards';
import type { SiteLanguage } from '#src/config/site';
import { formatEventDate } from '#src/lib/format/dates';
import type { HorseEvent } from './model/event';

export type WebEventSummary = GalleryEvent;

export function summarizeEvent({
  slug,
  name,
  name_it,
  name_en,
  date,
}: Pick<HorseEvent, 'slug' | 'name' | 'name_it' | 'name_en' | 'date'>): WebEventSummary {
  return { slug, name, name_it, name_en, date: date.toISOString() };
}

export interface WebEventView {
  readonly slug: string;
  readonly language: SiteLanguage;
  readonly name: string;
  /** JSON has no dates. */
  readonly date: string;
  readonly when: string;
  readonly location: string;
  readonly description: string;
}

/**
 * When the date matches what the page was built with, its words are kept: the browser's locale data
 * cannot change a hydrated page.
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
