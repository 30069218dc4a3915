import { drawToWebp } from '#src/lib/images/webp';
import type { ImageSize } from '#src/lib/images/image-size';
import { coverCrop } from './image-crop';

/**
 * The image cropped to the target's proportions (centred "cover"), scaled to the target size and
 * encoded as WebP in the browser (decoding and encoding: `#src/lib/images/webp`).
 */
export function toWebp(image: ImageBitmap, target: ImageSize): Promise<Blob> {
  return drawToWebp(image, coverCrop(image, target), target);
}
