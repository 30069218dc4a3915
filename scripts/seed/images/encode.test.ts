import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoImageCache, renderSvg, svgDocument } from './encode.ts';

const svg = (fill: string) =>
  svgDocument(`<rect width="40" height="30" fill="${fill}"/>`, {
    width: 40,
    height: 30,
    viewBox: [0, 0, 40, 30],
  });

const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'demo-images-'));
  folders.push(folder);
  return folder;
};

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the cache of rendered demo images', () => {
  it('keeps each rendering under its SVG, size and format, and reads it back', async () => {
    const cache = newFolder();
    const first = await renderSvg(svg('#8a5a2b'), 40, 30, 'webp', cache);
    const [file, ...others] = readdirSync(cache);
    expect(others).toEqual([]);
    expect(file).toMatch(/^[0-9a-f]{64}\.webp$/);
    expect(readFileSync(join(cache, file ?? ''))).toEqual(first.bytes);

    // What the cache holds is what a second rendering returns: it is not encoded again.
    writeFileSync(join(cache, file ?? ''), Buffer.from('kept'));
    const second = await renderSvg(svg('#8a5a2b'), 40, 30, 'webp', cache);
    expect(second.bytes.toString()).toBe('kept');
    expect(second).toMatchObject({ contentType: 'image/webp', width: 40, height: 30 });
  });

  it('renders anew for another SVG, size or format, each kept apart', async () => {
    const cache = newFolder();
    await renderSvg(svg('#8a5a2b'), 40, 30, 'webp', cache);
    await renderSvg(svg('#2b5a8a'), 40, 30, 'webp', cache);
    await renderSvg(svg('#8a5a2b'), 20, 15, 'webp', cache);
    await renderSvg(svg('#8a5a2b'), 40, 30, 'png', cache);
    expect(readdirSync(cache)).toHaveLength(4);
  });

  it('gives the same bytes with or without the cache', async () => {
    const cached = await renderSvg(svg('#8a5a2b'), 40, 30, 'jpeg', newFolder());
    const fresh = await renderSvg(svg('#8a5a2b'), 40, 30, 'jpeg', null);
    expect(cached.bytes).toEqual(fresh.bytes);
  });

  it('lives in node_modules/.cache unless EQ_DEMO_IMAGE_CACHE says otherwise; empty is off', () => {
    expect(demoImageCache({})).toMatch(/node_modules[/\\]\.cache[/\\]demo-images$/);
    expect(demoImageCache({ EQ_DEMO_IMAGE_CACHE: '/tmp/images' })).toBe('/tmp/images');
    expect(demoImageCache({ EQ_DEMO_IMAGE_CACHE: '' })).toBeNull();
  });
});
