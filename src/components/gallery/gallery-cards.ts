import { association } from '#src/config/association';
import { paths } from '#src/config/paths';
import { eventImagePaths, horseImagePaths, type ImagePaths } from '#src/config/storage-paths';
import type { SiteLanguage } from '#src/config/site';
import { formatEventDay } from '#src/lib/format/dates';

export interface GalleryHorse {
  readonly slug: string;
  readonly name: string;
}

export interface GalleryEvent {
  readonly slug: string;
  readonly name: string;
  readonly name_it: string;
  readonly name_en: string;
  /** ISO 8601: the list travels as JSON. */
  readonly date: string;
}

export type GallerySlot<T> = T | null | undefined;

export interface GalleryCardData {
  readonly key: string;
  readonly name: string;
  /** An event's day, in the page's language. */
  readonly date?: { readonly iso: string; readonly text: string };
  readonly href: string;
  readonly image: {
    readonly png: string;
    readonly webp: string;
    readonly alt: string;
  };
}

export const thumbnailSize = { width: 400, height: 400 } as const;

const withAlt = (image: ImagePaths, alt: string) => ({ ...image, alt });

export function horseCard(horse: GalleryHorse, language: SiteLanguage = 'it'): GalleryCardData {
  return {
    key: horse.slug,
    name: horse.name,
    href: paths.horse(horse.slug, language),
    image: withAlt(horseImagePaths(horse.slug, 'thumb'), `${horse.name} di ${association.name}`),
  };
}

export function eventName(
  event: Pick<GalleryEvent, 'name' | 'name_it' | 'name_en'>,
  language: SiteLanguage,
): string {
  const translated = language === 'it' ? event.name_it : event.name_en;
  return translated.trim() !== '' ? translated : event.name;
}

export function eventCard(event: GalleryEvent, language: SiteLanguage): GalleryCardData {
  const name = eventName(event, language);
  const date = new Date(event.date);
  return {
    key: event.slug,
    name,
    ...(Number.isNaN(date.getTime())
      ? {}
      : { date: { iso: event.date, text: formatEventDay(date, language) } }),
    href: paths.event(language, event.slug),
    // Italian wording in both languages (docs/product.md, "Gallery grid").
    image: withAlt(eventImagePaths(event.slug), `${name} organizzato da ${association.name}`),
  };
}
