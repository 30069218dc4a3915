// Who may read or write each folder is storage.rules' business (docs/decisions/0026).

export type ImageFormat = 'png' | 'webp';

export const horseImageSizes = ['thumb', 'zoom'] as const;

export type HorseImageSize = (typeof horseImageSizes)[number];

export type ApplicationPhotoKind = 'adoption' | 'cession' | 'circle';

export interface ImagePaths {
  readonly png: string;
  readonly webp: string;
}

const inBothFormats = (name: string): ImagePaths => ({ png: `${name}.png`, webp: `${name}.webp` });

/**
 * A horse's photo, every size and format, lives in the horse's own folder: storage.rules serve it
 * only while the horse is published (docs/decisions/0075-hidden-horses-photos.md).
 */
export const horsePhotoFolder = (slug: string): string => `horses/${slug}/photo/`;

export const horseImageName = (slug: string, size: HorseImageSize): string =>
  `${horsePhotoFolder(slug)}${size}`;

/** Where photos were before decision 75; only the one-off migration still reads them. */
export const legacyHorseImagePath = (
  slug: string,
  size: HorseImageSize,
  format: ImageFormat,
): string => `horses/${slug}-${size}.${format}`;

/** Horse photos are private to a visitor's browser: no shared cache keeps a hidden horse's. */
export const HORSE_PHOTO_CACHE = 'private, max-age=86400';

export const horseImagePath = (slug: string, size: HorseImageSize, format: ImageFormat): string =>
  `${horseImageName(slug, size)}.${format}`;

export const horseImagePaths = (slug: string, size: HorseImageSize): ImagePaths =>
  inBothFormats(horseImageName(slug, size));

export const horseNewsPhotoName = (slug: string, id: string): string => `horses/${slug}/news/${id}`;

export const horseNewsPhotoPath = (slug: string, id: string): string =>
  `${horseNewsPhotoName(slug, id)}.webp`;

export const eventImageName = (slug: string): string => `events/${slug}-thumb`;

export const eventImagePath = (slug: string, format: ImageFormat): string =>
  `${eventImageName(slug)}.${format}`;

export const eventImagePaths = (slug: string): ImagePaths => inBothFormats(eventImageName(slug));

export const headerImagePath = (page: string): string => `web/headers/${page}.jpg`;

export const applicationPhotosRoot = 'applications/';

export const applicationPhotosFolder = (kind: ApplicationPhotoKind, id: string): string =>
  `${applicationPhotosRoot}${kind}/${id}/`;

export const publishedSiteFolder = 'public/site';

export const publishedHorseListPath = `${publishedSiteFolder}/horses.json`;

export const publishedHorsesFolder = `${publishedSiteFolder}/horses`;

export const publishedHorsePath = (slug: string): string => `${publishedHorsesFolder}/${slug}.json`;

export const publishedEventListPath = `${publishedSiteFolder}/events.json`;

export const publishedEventsFolder = `${publishedSiteFolder}/events`;

export const publishedEventPath = (slug: string): string => `${publishedEventsFolder}/${slug}.json`;
