// Where files live in Cloud Storage (docs/product.md, "Settled rules": Images): the app reads and
// uploads them here, the demo seed writes them here, the retention script deletes application photos
// from here. Who may read or write each folder is storage.rules' business (docs/decisions/0026).

/** The legacy PNG every image has, and the WebP the staff upload makes beside it. */
export type ImageFormat = 'png' | 'webp';

/** A horse photo comes in two sizes: the square card thumbnail and the wide detail-page photo. */
export const horseImageSizes = ['thumb', 'zoom'] as const;

export type HorseImageSize = (typeof horseImageSizes)[number];

/** The kinds of application whose photos Storage may keep, as the retention script names them. */
export type ApplicationPhotoKind = 'adoption' | 'cession' | 'circle';

/** The same image in both formats. */
export interface ImagePaths {
  readonly png: string;
  readonly webp: string;
}

const inBothFormats = (name: string): ImagePaths => ({ png: `${name}.png`, webp: `${name}.webp` });

/** A horse photo without its extension, `horses/ada-thumb`: the upload adds `.webp`. */
export const horseImageName = (slug: string, size: HorseImageSize): string =>
  `horses/${slug}-${size}`;

/** A horse photo in one format, `horses/ada-zoom.webp`. */
export const horseImagePath = (slug: string, size: HorseImageSize, format: ImageFormat): string =>
  `${horseImageName(slug, size)}.${format}`;

/** A horse photo in both formats. */
export const horseImagePaths = (slug: string, size: HorseImageSize): ImagePaths =>
  inBothFormats(horseImageName(slug, size));

/** A news' photo of a horse without its extension, `horses/ada/news/{id}`: the upload adds `.webp`. */
export const horseNewsPhotoName = (slug: string, id: string): string => `horses/${slug}/news/${id}`;

/** A news' photo of a horse, `horses/ada/news/{id}.webp` (docs/decisions/0039-horse-news.md). */
export const horseNewsPhotoPath = (slug: string, id: string): string =>
  `${horseNewsPhotoName(slug, id)}.webp`;

/** An event's picture (only a thumbnail) without its extension, `events/festa-thumb`. */
export const eventImageName = (slug: string): string => `events/${slug}-thumb`;

/** An event's picture in one format, `events/festa-thumb.png`. */
export const eventImagePath = (slug: string, format: ImageFormat): string =>
  `${eventImageName(slug)}.${format}`;

/** An event's picture in both formats. */
export const eventImagePaths = (slug: string): ImagePaths => inBothFormats(eventImageName(slug));

/** The header photo of a public page, `web/headers/home.jpg`. */
export const headerImagePath = (page: string): string => `web/headers/${page}.jpg`;

/** The folder under which every application's photos live. */
export const applicationPhotosRoot = 'applications/';

/** The folder of one application's photos, with its trailing slash: `applications/adoption/{id}/`. */
export const applicationPhotosFolder = (kind: ApplicationPhotoKind, id: string): string =>
  `${applicationPhotosRoot}${kind}/${id}/`;

/**
 * The published site (docs/product.md, "Publishing the public site"): the JSON files public pages
 * read instead of the database, written by the back office after each change and read by anyone.
 */
export const publishedSiteFolder = 'public/site';

/** The web-visible horses as lists and the random strip show them. */
export const publishedHorseListPath = `${publishedSiteFolder}/horses.json`;

/** The folder of the horse pages' files (staff list it to remove the files of hidden horses). */
export const publishedHorsesFolder = `${publishedSiteFolder}/horses`;

/** One horse's page in full, with its news and its circle's totals: `public/site/horses/ada.json`. */
export const publishedHorsePath = (slug: string): string => `${publishedHorsesFolder}/${slug}.json`;

/** The web-visible events as their lists show them. */
export const publishedEventListPath = `${publishedSiteFolder}/events.json`;

/** The folder of the event pages' files. */
export const publishedEventsFolder = `${publishedSiteFolder}/events`;

/** One event's page in full: `public/site/events/festa.json`. */
export const publishedEventPath = (slug: string): string => `${publishedEventsFolder}/${slug}.json`;
