import sharp from 'sharp';

export type ImageFormat = 'png' | 'jpeg' | 'webp';

export interface GeneratedImage {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

export const CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

export function svgDocument(
  content: string,
  options: { width: number; height: number; viewBox: readonly [number, number, number, number] },
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${options.height}" ` +
    `viewBox="${options.viewBox.join(' ')}" preserveAspectRatio="xMidYMid slice">${content}</svg>`
  );
}

export async function renderSvg(
  svg: string,
  width: number,
  height: number,
  format: ImageFormat,
): Promise<GeneratedImage> {
  const image = sharp(Buffer.from(svg), { density: 72 })
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: '#ffffff' });
  let bytes: Buffer;
  switch (format) {
    case 'png':
      bytes = await image
        .png({ palette: true, colours: 256, dither: 0.5, effort: 7, compressionLevel: 9 })
        .toBuffer();
      break;
    case 'jpeg':
      bytes = await image
        .jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: '4:4:4' })
        .toBuffer();
      break;
    case 'webp':
      bytes = await image.webp({ quality: 82, effort: 5 }).toBuffer();
      break;
  }
  return { bytes, contentType: CONTENT_TYPES[format], width, height };
}
