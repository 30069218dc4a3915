import { horseImageName, horseImageSizes, type HorseImageSize } from '#src/config/storage-paths';
import { uploadWebp } from '#src/lib/data/media-api';
import { fail, ok, type Result } from '#src/lib/data/result';
import { horsePhotoSizes, photoFileError } from './image-crop';
import { decodeImage, ImageConversionError } from '#src/lib/images/webp';
import { toWebp } from './webp-image';

export async function uploadHorsePhoto(
  slug: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<Result<string[]>> {
  const refused = photoFileError(file);
  if (refused) return fail('invalid-argument', refused);
  let blobs: (readonly [size: HorseImageSize, blob: Blob])[];
  try {
    const image = await decodeImage(file);
    try {
      blobs = await Promise.all(
        horseImageSizes.map(
          async (size) => [size, await toWebp(image, horsePhotoSizes[size])] as const,
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
  const paths: string[] = [];
  for (const [index, [size, blob]] of blobs.entries()) {
    const uploaded = await uploadWebp(blob, horseImageName(slug, size), {
      onProgress: (fraction) => onProgress((index + fraction) / blobs.length),
    });
    if (!uploaded.success) return uploaded;
    paths.push(uploaded.data);
  }
  return ok(paths);
}
