import { coverCrop, type ImageSize } from './image-crop';

/** WebP quality of the uploaded photos: small files, no visible loss on a horse photo. */
const WEBP_QUALITY = 0.85;

export class ImageConversionError extends Error {}

/** Decodes an image file; a file the browser cannot read is an ImageConversionError. */
export async function decodeImage(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file);
  } catch {
    throw new ImageConversionError('Non riusciamo a leggere questa immagine: prova con un’altra.');
  }
}

function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) =>
        blob ? resolve(blob) : reject(new ImageConversionError('Conversione non riuscita.')),
      type,
      quality,
    );
  });
}

/**
 * The image cropped to the target's proportions (centred "cover"), scaled to the target size and
 * encoded as WebP in the browser. Refuses a browser that cannot encode WebP instead of sending PNG.
 */
export async function toWebp(image: ImageBitmap, target: ImageSize): Promise<Blob> {
  const crop = coverCrop(image, target);
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  const context = canvas.getContext('2d');
  if (!context) throw new ImageConversionError('Il browser non sa elaborare immagini.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    image,
    crop.x,
    crop.y,
    crop.width,
    crop.height,
    0,
    0,
    target.width,
    target.height,
  );
  const blob = await canvasToBlob(canvas, 'image/webp', WEBP_QUALITY);
  if (blob.type !== 'image/webp') {
    throw new ImageConversionError(
      'Questo browser non sa creare immagini WebP: usa una versione recente di Chrome, Firefox o Safari.',
    );
  }
  return blob;
}
