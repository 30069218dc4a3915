import type { HorseImageSize } from '#src/config/storage-paths';
import { MAX_UPLOAD_BYTES } from '#src/lib/data/media-api';
import type { CropRect, ImageSize } from '#src/lib/images/image-size';

export const horsePhotoSizes = {
  thumb: { width: 400, height: 400 },
  zoom: { width: 1200, height: 800 },
} as const satisfies Record<HorseImageSize, ImageSize>;

export function coverCrop(source: ImageSize, target: ImageSize): CropRect {
  if (source.width <= 0 || source.height <= 0 || target.width <= 0 || target.height <= 0) {
    throw new Error('Image sizes must be positive');
  }
  const targetRatio = target.width / target.height;
  const sourceRatio = source.width / source.height;
  if (sourceRatio > targetRatio) {
    // Wider than the target: keep the full height, cut the sides.
    const width = Math.round(source.height * targetRatio);
    return { x: Math.floor((source.width - width) / 2), y: 0, width, height: source.height };
  }
  // Taller (or the same shape): keep the full width, cut top and bottom.
  const height = Math.round(source.width / targetRatio);
  return { x: 0, y: Math.floor((source.height - height) / 2), width: source.width, height };
}

export function photoFileError(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!file.type.startsWith('image/')) {
    return 'Il file scelto non è un’immagine: scegli una foto (JPEG, PNG, WebP…).';
  }
  if (file.size >= MAX_UPLOAD_BYTES) {
    return 'L’immagine è troppo grande: il massimo è 10 MB.';
  }
  return undefined;
}
