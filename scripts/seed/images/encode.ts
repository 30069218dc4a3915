import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { repoRoot } from '#tools/emulator-config.ts';

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

/**
 * Rendering is most of a seed's CPU (about 13 s on two cores) and the images never change between
 * seeds: each is kept under its SVG and settings, and npm ci's fresh node_modules starts over.
 * `EQ_DEMO_IMAGE_CACHE=` (empty) renders every time.
 */
export const demoImageCache = (env: NodeJS.ProcessEnv = process.env): string | null =>
  (env.EQ_DEMO_IMAGE_CACHE ?? join(repoRoot, 'node_modules/.cache/demo-images')) || null;
const ENCODER = `sharp ${sharp.versions.sharp ?? ''} vips ${sharp.versions.vips} settings 1`;

export async function renderSvg(
  svg: string,
  width: number,
  height: number,
  format: ImageFormat,
  cache: string | null = demoImageCache(),
): Promise<GeneratedImage> {
  const key = createHash('sha256').update(`${ENCODER}|${width}|${height}|${format}|${svg}`);
  const file = cache && join(cache, `${key.digest('hex')}.${format}`);
  const cached = file ? await readFile(file).catch(() => null) : null;
  const bytes = cached ?? (await encode(svg, width, height, format));
  if (file && !cached) {
    // Seeds of parallel test lanes render at once: a whole file or none.
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await mkdir(cache, { recursive: true });
    await writeFile(partial, bytes);
    await rename(partial, file);
  }
  return { bytes, contentType: CONTENT_TYPES[format], width, height };
}

async function encode(svg: string, width: number, height: number, format: ImageFormat) {
  const image = sharp(Buffer.from(svg), { density: 72 })
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: '#ffffff' });
  switch (format) {
    case 'png':
      return image
        .png({ palette: true, colours: 256, dither: 0.5, effort: 7, compressionLevel: 9 })
        .toBuffer();
    case 'jpeg':
      return image.jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: '4:4:4' }).toBuffer();
    case 'webp':
      return image.webp({ quality: 82, effort: 5 }).toBuffer();
  }
}
