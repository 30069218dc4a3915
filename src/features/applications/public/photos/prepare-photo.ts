import {
  decodeImage,
  ImageConversionError,
  photoDataUrlWithin,
  toPhotoWithin,
} from '#src/lib/images/webp';
import type { PhotoProblem } from './photo-text';

// A picked file made ready for the upload (docs/product.md "Public applications"): checked, decoded,
// scaled within 2048 px and converted to WebP (JPEG where the browser cannot encode WebP), with a
// small preview the form can keep in its draft.

/** Files larger than this are refused before decoding (a phone would struggle with them). */
export const MAX_PICKED_BYTES = 30 * 1024 * 1024;
/** The uploaded photo's longer side, in pixels, and its WebP quality. */
export const PHOTO_LONG_SIDE = 2048;
export const PHOTO_QUALITY = 0.85;
/** The preview kept with the photo (a data: URL in the form's draft): small and light. */
export const THUMB_LONG_SIDE = 160;
export const THUMB_QUALITY = 0.7;

// Some systems give no type for some photos (HEIC on Windows): their extension says what they are.
const imageExtension = /\.(avif|bmp|gif|heic|heif|jfif|jpe?g|png|tiff?|webp)$/i;

/** Why a picked file is refused before it is even read; undefined when it may be tried. */
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
  /** The WebP (or JPEG) to upload. */
  readonly blob: Blob;
  /** A WebP (or JPEG) `data:` URL within 160 px. */
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

/** Checks, decodes and converts a picked file. Never throws. */
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
