import { drawToWebp } from '#src/lib/images/webp';
import type { ImageSize } from '#src/lib/images/image-size';
import { coverCrop } from './image-crop';

export function toWebp(image: ImageBitmap, target: ImageSize): Promise<Blob> {
  return drawToWebp(image, coverCrop(image, target), target);
}
