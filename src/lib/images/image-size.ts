// Apart from the canvas work (webp.ts), so that it can be tested without a browser.

export interface ImageSize {
  width: number;
  height: number;
}

export interface CropRect extends ImageSize {
  x: number;
  y: number;
}

function assertPositive(size: ImageSize): void {
  if (!(size.width > 0 && size.height > 0 && Number.isFinite(size.width * size.height))) {
    throw new Error('Image sizes must be positive');
  }
}

/** Never upscaled. */
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

export const wholeImage = (size: ImageSize): CropRect => ({
  x: 0,
  y: 0,
  width: size.width,
  height: size.height,
});
