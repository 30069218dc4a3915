import { convertPicked } from '#src/lib/images/picked-photo';
import { ImageConversionError, photoDataUrlWithin, toPhotoWithin } from '#src/lib/images/webp';
import { pickedFileProblem } from './picked-file';
import type { PhotoProblem } from './photo-problem';

// The decoding and WebP encoding load only when a photo is picked (photo-picker.tsx).
export { MAX_PICKED_BYTES, pickedFileProblem } from './picked-file';

export const PHOTO_LONG_SIDE = 2048;
export const PHOTO_QUALITY = 0.85;
export const THUMB_LONG_SIDE = 160;
export const THUMB_QUALITY = 0.7;

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
    const photo = await convertPicked(file, async (image) => ({
      blob: await toPhotoWithin(image, PHOTO_LONG_SIDE, PHOTO_QUALITY),
      thumb: photoDataUrlWithin(image, THUMB_LONG_SIDE, THUMB_QUALITY),
    }));
    return { ok: true, photo };
  } catch (error) {
    return { ok: false, problem: conversionProblem(error) };
  }
}
