import { scaleWithin, wholeImage, type CropRect, type ImageSize } from './image-size';

// The canvas work is tested in a real browser (jsdom has no canvas):
// tests/e2e/admin-horse-edit.spec.ts.

export const WEBP_QUALITY = 0.85;

export type ImageConversionProblem = 'unreadable' | 'no-canvas' | 'no-webp' | 'failed';

const problemMessages: Record<ImageConversionProblem, string> = {
  unreadable: 'Non riusciamo a leggere questa immagine: prova con un’altra.',
  'no-canvas': 'Il browser non sa elaborare immagini.',
  // Safari (and so every browser on an iPhone) decodes WebP but its canvas cannot encode it.
  'no-webp':
    'Questo browser non sa creare immagini WebP: usa una versione recente di Chrome, Edge o Firefox.',
  failed: 'Conversione non riuscita.',
};

export class ImageConversionError extends Error {
  readonly problem: ImageConversionProblem;

  constructor(problem: ImageConversionProblem, message = problemMessages[problem]) {
    super(message);
    this.name = 'ImageConversionError';
    this.problem = problem;
  }
}

export async function decodeImage(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file);
  } catch {
    throw new ImageConversionError('unreadable');
  }
}

function drawn(image: CanvasImageSource, from: CropRect, size: ImageSize): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new ImageConversionError('no-canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, from.x, from.y, from.width, from.height, 0, 0, size.width, size.height);
  return canvas;
}

function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new ImageConversionError('failed'))),
      type,
      quality,
    );
  });
}

/** A browser whose canvas silently answers PNG is refused rather than sending PNG. */
export async function drawToWebp(
  image: CanvasImageSource,
  from: CropRect,
  size: ImageSize,
  quality = WEBP_QUALITY,
): Promise<Blob> {
  const blob = await canvasToBlob(drawn(image, from, size), 'image/webp', quality);
  if (blob.type !== 'image/webp') throw new ImageConversionError('no-webp');
  return blob;
}

const scaledCanvas = (image: ImageBitmap, longSide: number) =>
  drawn(image, wholeImage(image), scaleWithin(image, longSide));

/**
 * JPEG where the browser cannot encode WebP: visitors' photos may not be refused for their browser
 * (docs/decisions/0037-public-applications.md).
 */
export async function toPhotoWithin(
  image: ImageBitmap,
  longSide: number,
  quality = WEBP_QUALITY,
): Promise<Blob> {
  const canvas = scaledCanvas(image, longSide);
  const webp = await canvasToBlob(canvas, 'image/webp', quality);
  if (webp.type === 'image/webp') return webp;
  const jpeg = await canvasToBlob(canvas, 'image/jpeg', quality);
  if (jpeg.type !== 'image/jpeg') throw new ImageConversionError('failed');
  return jpeg;
}

export function photoDataUrlWithin(image: ImageBitmap, longSide: number, quality: number): string {
  const canvas = scaledCanvas(image, longSide);
  const webp = canvas.toDataURL('image/webp', quality);
  if (webp.startsWith('data:image/webp')) return webp;
  const jpeg = canvas.toDataURL('image/jpeg', quality);
  if (!jpeg.startsWith('data:image/jpeg')) throw new ImageConversionError('failed');
  return jpeg;
}
