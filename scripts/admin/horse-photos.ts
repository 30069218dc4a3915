import {
  HORSE_PHOTO_CACHE,
  horseImagePath,
  horsePhotoFolder,
  type HorseImageSize,
  type ImageFormat,
} from '#src/config/storage-paths.ts';
import type { Bucket } from '../retention/photos.ts';

// The one-off move of the horse photos into each horse's own folder, where storage.rules serve
// them only while the horse is published (docs/decisions/0075-hidden-horses-photos.md).

export interface HorsePhotoMove {
  /** Old paths copied to the horse's folder, then deleted. */
  readonly moved: string[];
  /** Old paths deleted without a copy: the horse's folder already had that photo (newer). */
  readonly dropped: string[];
  /** Other objects at the top of `horses/`, kept: staff only now, like every old path. */
  readonly left: string[];
}

/** `horses/{slug}-{size}.{format}`, the slug itself possibly with '-'. */
const LEGACY_PHOTO = /^horses\/([^/]+)-(thumb|zoom)\.(png|webp)$/;

const CONTENT_TYPES: Record<ImageFormat, string> = { png: 'image/png', webp: 'image/webp' };

/**
 * Copies each photo stored before (`horses/{slug}-thumb.webp`, every size and format) to
 * `horses/{slug}/photo/thumb.webp` with the photos' cache header, then deletes the old one. A copy
 * already there is kept (a photo saved since, or a run stopped half-way); run again it changes
 * nothing. The copy takes only its type and cache header: no download token of the old object.
 */
export async function moveHorsePhotos(
  bucket: Bucket,
  /** The tests' own names; the deploy moves every photo. */
  prefix = 'horses/',
): Promise<HorsePhotoMove> {
  const move = { moved: [] as string[], dropped: [] as string[], left: [] as string[] };
  const [files] = await bucket.getFiles({ prefix, delimiter: '/' });
  const inFolder = new Map<string, Set<string>>();
  const storedIn = async (slug: string): Promise<Set<string>> => {
    let names = inFolder.get(slug);
    if (!names) {
      const [found] = await bucket.getFiles({ prefix: horsePhotoFolder(slug) });
      names = new Set(found.map((file) => file.name));
      inFolder.set(slug, names);
    }
    return names;
  };
  for (const file of [...files].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const match = LEGACY_PHOTO.exec(file.name);
    const [, slug = '', size = '', format = ''] = match ?? [];
    if (!match) {
      move.left.push(file.name);
      continue;
    }
    const target = horseImagePath(slug, size as HorseImageSize, format as ImageFormat);
    const stored = await storedIn(slug);
    if (stored.has(target)) {
      move.dropped.push(file.name);
    } else {
      await file.copy(bucket.file(target), {
        contentType: CONTENT_TYPES[format as ImageFormat],
        cacheControl: HORSE_PHOTO_CACHE,
      });
      stored.add(target);
      move.moved.push(file.name);
    }
    await file.delete({ ignoreNotFound: true });
  }
  return move;
}
