// The arithmetic of resizing an image, apart from the canvas work (webp.ts) so that it can be
// tested without a browser.

export interface ImageSize {
  width: number;
  height: number;
}

/** A rectangle of the source image, in its pixels. */
export interface CropRect extends ImageSize {
  x: number;
  y: number;
}

function assertPositive(size: ImageSize): void {
  if (!(size.width > 0 && size.height > 0 && Number.isFinite(size.width * size.height))) {
    throw new Error('Image sizes must be positive');
  }
}

/**
 * The size of an image scaled to fit within `longSide` pixels on its longer side, keeping its
 * proportions: the longer side becomes exactly `longSide`, the shorter one is rounded (never below
 * one pixel). An image that already fits keeps its size: never upscaled.
 */
export function scaleWithin(source: ImageSize, longSide: number): ImageSize {
  assertPositive(source);
  if (!(Number.isInteger(longSide) && longSide > 0)) {
    throw new Error('The long side must be a positive whole number of pixels');
  }
  const long = Math.max(source.width, source.height);
  if (long <= longSide) return { width: source.width, height: source.height };
  const shorter = (side: number) => Math.max(1, Math.round((side * longSide) / long));
  return source.width >= source.height
    ? { width: longSide, height: shorter(source.height) }
    : { width: shorter(source.width), height: longSide };
}

/** The whole of an image as a crop rectangle. */
export const wholeImage = (size: ImageSize): CropRect => ({
  x: 0,
  y: 0,
  width: size.width,
  height: size.height,
});
