import {
  decodeImage,
  ImageConversionError,
  photoDataUrlWithin,
  toPhotoWithin,
} from '#src/lib/images/webp';
import type { PhotoProblem } from './photo-text';

/** Refused before decoding: a phone would struggle with larger files. */
export const MAX_PICKED_BYTES = 30 * 1024 * 1024;
export const PHOTO_LONG_SIDE = 2048;
export const PHOTO_QUALITY = 0.85;
export const THUMB_LONG_SIDE = 160;
export const THUMB_QUALITY = 0.7;

// Some systems give no type for some photos (HEIC on Windows): their extension says what they are.
const imageExtension = /\.(avif|bmp|gif|heic|heif|jfif|jpe?g|png|tiff?|webp)$/i;

export function pickedFileProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
): PhotoProblem | undefined {
  const image =
    file.type.startsWith('image/') || (file.type === '' && imageExtension.test(file.name));
  if (!image) return 'not-image';
  if (file.size > MAX_PICKED_BYTES) return 'file-too-big';
  return undefined;
}

export interface PreparedPhoto {
  readonly blob: Blob;
  readonly thumb: string;
}

export type PrepareOutcome =
  | { readonly ok: true; readonly photo: PreparedPhoto }
  | { readonly ok: false; readonly problem: PhotoProblem };

const conversionProblem = (error: unknown): PhotoProblem => {
  if (error instanceof ImageConversionError) {
    if (error.problem === 'unreadable') return error.problem;
    return 'conversion';
  }
  console.error('Preparing an application photo failed', error);
  return 'conversion';
};

export async function preparePhoto(file: File): Promise<PrepareOutcome> {
  const refused = pickedFileProblem(file);
  if (refused) return { ok: false, problem: refused };
  try {
    const image = await decodeImage(file);
    try {
      const blob = await toPhotoWithin(image, PHOTO_LONG_SIDE, PHOTO_QUALITY);
      const thumb = photoDataUrlWithin(image, THUMB_LONG_SIDE, THUMB_QUALITY);
      return { ok: true, photo: { blob, thumb } };
    } finally {
      image.close();
    }
  } catch (error) {
    return { ok: false, problem: conversionProblem(error) };
  }
}
