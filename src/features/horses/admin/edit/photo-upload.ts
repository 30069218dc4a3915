import {
  HORSE_PHOTO_CACHE,
  horseImageName,
  horseImagePaths,
  horseImageSizes,
  horsePhotoFolder,
  type HorseImageSize,
} from '#src/config/storage-paths';
import { listStorage, storedBlob, uploadWebp } from '#src/lib/data/media-api';
import { fail, ok, type Result } from '#src/lib/data/result';
import { horsePhotoSizes, photoFileError } from './image-crop';
import { conversionFailure, convertPicked } from '#src/lib/images/picked-photo';
import { toWebp } from './webp-image';

/** A photo picked and converted, waiting for Salva: nothing is stored before. */
export type PreparedPhoto = readonly (readonly [size: HorseImageSize, blob: Blob])[];

export async function preparePhoto(file: File): Promise<Result<PreparedPhoto>> {
  const refused = photoFileError(file);
  if (refused) return fail('invalid-argument', refused);
  try {
    const sizes = await convertPicked(file, (image) =>
      Promise.all(
        horseImageSizes.map(
          async (size) => [size, await toWebp(image, horsePhotoSizes[size])] as const,
        ),
      ),
    );
    return ok(sizes);
  } catch (error) {
    return conversionFailure(error, 'the photo');
  }
}

/** Answers the stored paths, which the horse's log entry names. */
export async function uploadHorsePhoto(
  slug: string,
  photo: PreparedPhoto,
  onProgress: (fraction: number) => void,
): Promise<Result<string[]>> {
  const paths: string[] = [];
  for (const [index, [size, blob]] of photo.entries()) {
    const uploaded = await uploadWebp(blob, horseImageName(slug, size), {
      onProgress: (fraction) => onProgress((index + fraction) / photo.length),
      cacheControl: HORSE_PHOTO_CACHE,
    });
    if (!uploaded.success) return uploaded;
    paths.push(uploaded.data);
  }
  return ok(paths);
}

/**
 * The stored thumbnail, read with the staff's own account (a hidden horse's photo is refused to the
 * public address, docs/decisions/0075-hidden-horses-photos.md); `null` when there is none. The
 * folder is listed first (staff may list it) and only a file it holds is asked for: a request for
 * a missing file answers 404, which the browser logs as an error on every horse without a photo.
 */
export async function readStoredHorseThumb(slug: string): Promise<Result<Blob | null>> {
  const listing = await listStorage(horsePhotoFolder(slug));
  if (!listing.success) return listing;
  const paths = horseImagePaths(slug, 'thumb');
  // Horses saved before WebP have only the PNG.
  const path = [paths.webp, paths.png].find((candidate) => listing.data.files.includes(candidate));
  return path ? storedBlob(path) : ok(null);
}
