import {
  HORSE_PHOTO_CACHE,
  horseImageName,
  horseImageSizes,
  type HorseImageSize,
} from '#src/config/storage-paths';
import { uploadWebp } from '#src/lib/data/media-api';
import { fail, ok, type Result } from '#src/lib/data/result';
import { horsePhotoSizes, photoFileError } from './image-crop';
import { decodeImage, ImageConversionError } from '#src/lib/images/webp';
import { toWebp } from './webp-image';

/** A photo picked and converted, waiting for Salva: nothing is stored before. */
export type PreparedPhoto = readonly (readonly [size: HorseImageSize, blob: Blob])[];

export async function preparePhoto(file: File): Promise<Result<PreparedPhoto>> {
  const refused = photoFileError(file);
  if (refused) return fail('invalid-argument', refused);
  try {
    const image = await decodeImage(file);
    try {
      return ok(
        await Promise.all(
          horseImageSizes.map(
            async (size) => [size, await toWebp(image, horsePhotoSizes[size])] as const,
          ),
        ),
      );
    } finally {
      image.close();
    }
  } catch (error) {
    console.error('Converting the photo to WebP failed', error);
    const message =
      error instanceof ImageConversionError
        ? error.message
        : 'Non riusciamo a convertire questa immagine: prova con un’altra.';
    return fail('invalid-argument', message);
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
