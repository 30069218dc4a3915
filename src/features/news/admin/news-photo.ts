import { horsePhotoSizes, photoFileError, toWebp } from '#src/features/horses/admin';
import { fail, ok, type Result } from '#src/lib/data/result';
import { decodeImage, ImageConversionError } from '#src/lib/images/webp';

/** One fixed shape lets the public page reserve its place before the photo loads. */
export const newsPhotoSize = horsePhotoSizes.zoom;

export async function prepareNewsPhoto(file: File): Promise<Result<Blob>> {
  const refused = photoFileError(file);
  if (refused) return fail('invalid-argument', refused);
  try {
    const image = await decodeImage(file);
    try {
      return ok(await toWebp(image, newsPhotoSize));
    } finally {
      image.close();
    }
  } catch (error) {
    console.error('Converting the news photo to WebP failed', error);
    const message =
      error instanceof ImageConversionError
        ? error.message
        : 'Non riusciamo a convertire questa immagine: prova con un’altra.';
    return fail('invalid-argument', message);
  }
}
