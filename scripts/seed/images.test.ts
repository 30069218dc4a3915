import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eventImage, headerImage, horseImage } from './images.ts';
import type { GeneratedImage, ImageFormat } from './images.ts';

// Every image rendered here, never read from the seed's cache.
beforeAll(() => {
  vi.stubEnv('EQ_DEMO_IMAGE_CACHE', '');
});

const FORMATS: readonly ImageFormat[] = ['png', 'jpeg', 'webp'];

const MAGIC: Record<ImageFormat, (bytes: Buffer) => boolean> = {
  png: (b) =>
    b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  webp: (b) => b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WEBP',
};

const CONTENT_TYPE: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

const KB = 1024;
const THUMB_BUDGET = 30 * KB;
const LARGE_BUDGET = 120 * KB;

interface Case {
  name: string;
  width: number;
  height: number;
  budget: number;
  make: (seed: string, format: ImageFormat) => Promise<GeneratedImage>;
}

const CASES: readonly Case[] = [
  {
    name: 'horse thumb',
    width: 400,
    height: 400,
    budget: THUMB_BUDGET,
    make: (seed, format) => horseImage(seed, { kind: 'horse', size: 'thumb', format }),
  },
  {
    name: 'donkey thumb',
    width: 400,
    height: 400,
    budget: THUMB_BUDGET,
    make: (seed, format) => horseImage(seed, { kind: 'donkey', size: 'thumb', format }),
  },
  {
    name: 'horse zoom',
    width: 1200,
    height: 800,
    budget: LARGE_BUDGET,
    make: (seed, format) => horseImage(seed, { kind: 'horse', size: 'zoom', format }),
  },
  {
    name: 'donkey zoom',
    width: 1200,
    height: 800,
    budget: LARGE_BUDGET,
    make: (seed, format) => horseImage(seed, { kind: 'donkey', size: 'zoom', format }),
  },
  {
    name: 'event',
    width: 400,
    height: 400,
    budget: THUMB_BUDGET,
    make: (seed, format) => eventImage(seed, { format }),
  },
  {
    name: 'header',
    width: 1600,
    height: 600,
    budget: LARGE_BUDGET,
    make: (seed, format) => headerImage(seed, { format }),
  },
];

// Each test takes the renders an earlier one already made (the same case, seed and format are
// the same bytes, which the test of that says), so that no image is drawn twice for nothing.
const renders = new Map<string, Promise<GeneratedImage>>();
function render(c: Case, seed: string, format: ImageFormat): Promise<GeneratedImage> {
  const key = `${c.name} ${seed} ${format}`;
  const image = renders.get(key) ?? c.make(seed, format);
  renders.set(key, image);
  return image;
}

describe.each(CASES)('$name', (c) => {
  it.each(FORMATS)(
    'renders %s with the right type, magic bytes, dimensions and size',
    async (format) => {
      const image = await render(c, 'furia', format);
      expect(image.contentType).toBe(CONTENT_TYPE[format]);
      expect(image.width).toBe(c.width);
      expect(image.height).toBe(c.height);
      expect(MAGIC[format](image.bytes)).toBe(true);
      expect(image.bytes.length).toBeLessThan(c.budget);

      const meta = await sharp(image.bytes).metadata();
      expect(meta.format).toBe(format);
      expect(meta.width).toBe(c.width);
      expect(meta.height).toBe(c.height);
    },
    30_000,
  );

  it('is byte-identical for the same seed', async () => {
    for (const format of FORMATS) {
      const first = await render(c, 'furia', format);
      const second = await c.make('furia', format);
      expect(first.bytes.equals(second.bytes)).toBe(true);
    }
  }, 30_000);

  it('differs between seeds', async () => {
    const seeds = ['stella', 'stella2', 'tornado', 'nuvola'];
    const images = await Promise.all(seeds.map((seed) => render(c, seed, 'png')));
    const distinct = new Set(images.map((image) => image.bytes.toString('base64')));
    expect(distinct.size).toBe(seeds.length);
  }, 30_000);
});

describe('budgets across many seeds', () => {
  it('keeps every image under its size budget', async () => {
    const seeds = ['stella', 'tornado'];
    for (const c of CASES) {
      for (const format of FORMATS) {
        for (const seed of seeds) {
          const image = await render(c, seed, format);
          expect(image.bytes.length, `${c.name} ${format} ${seed}`).toBeLessThan(c.budget);
        }
      }
    }
  }, 120_000);
});

describe('horseImage', () => {
  it('draws a donkey differently from a horse with the same seed', async () => {
    for (const size of ['thumb', 'zoom'] as const) {
      const horse = await horseImage('Ombra', { kind: 'horse', size, format: 'png' });
      const donkey = await horseImage('Ombra', { kind: 'donkey', size, format: 'png' });
      expect(horse.bytes.equals(donkey.bytes)).toBe(false);

      // Not just a few bytes: a fair share of the pixels differ (the silhouette).
      const a = await sharp(horse.bytes).raw().toBuffer();
      const b = await sharp(donkey.bytes).raw().toBuffer();
      expect(a.length).toBe(b.length);
      let changed = 0;
      for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) changed++;
      expect(changed / a.length).toBeGreaterThan(0.03);
    }
  }, 30_000);

  it('shows the same scene in the thumbnail and the zoom', async () => {
    // The thumbnail is a square crop of the zoom scene, so the dominant colours match.
    const thumb = await horseImage('Brezza', { kind: 'horse', size: 'thumb', format: 'png' });
    const zoom = await horseImage('Brezza', { kind: 'horse', size: 'zoom', format: 'png' });
    const crop = await sharp(zoom.bytes)
      .extract({ left: 240, top: 80, width: 720, height: 720 })
      .resize(400, 400)
      .raw()
      .toBuffer();
    const small = await sharp(thumb.bytes).raw().toBuffer();
    let diff = 0;
    for (let i = 0; i < small.length; i++) diff += Math.abs((small[i] ?? 0) - (crop[i] ?? 0));
    expect(diff / small.length).toBeLessThan(12);
  }, 30_000);
});

describe('headerImage', () => {
  it('varies by page name', async () => {
    const pages = ['home', 'chi-siamo', 'adozioni', 'eventi', 'contatti'];
    const images = await Promise.all(pages.map((page) => headerImage(page, { format: 'webp' })));
    expect(new Set(images.map((image) => image.bytes.toString('base64'))).size).toBe(pages.length);
  });
});
