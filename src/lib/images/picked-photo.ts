import { fail, type Result } from '#src/lib/data/result';
import { decodeImage, ImageConversionError } from './webp';

/**
 * The one pipeline of a picked photo (decision 82), for a horse's, a news item's and an
 * application's: decoded, converted by `convert`, and the decoded image closed whatever happens.
 * A file the browser cannot read throws `ImageConversionError('unreadable')`.
 */
export async function convertPicked<T>(
  file: Blob,
  convert: (image: ImageBitmap) => Promise<T>,
): Promise<T> {
  const image = await decodeImage(file);
  try {
    return await convert(image);
  } finally {
    image.close();
  }
}

/** A staff photo that could not be converted: the converter's own words, else general ones. */
export function conversionFailure(error: unknown, what: string): Result<never> {
  console.error(`Converting ${what} to WebP failed`, error);
  const message =
    error instanceof ImageConversionError
      ? error.message
      : 'Non riusciamo a convertire questa immagine: prova con un’altra.';
  return fail('invalid-argument', message);
}
