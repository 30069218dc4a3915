import { scaleWithin, wholeImage } from './image-size';

describe('scaleWithin', () => {
  it('brings a landscape phone photo to 2048 px wide, keeping 4:3', () => {
    expect(scaleWithin({ width: 4032, height: 3024 }, 2048)).toEqual({ width: 2048, height: 1536 });
  });

  it('brings a portrait photo to 2048 px tall', () => {
    expect(scaleWithin({ width: 3024, height: 4032 }, 2048)).toEqual({ width: 1536, height: 2048 });
  });

  it('brings a square to the long side on both sides', () => {
    expect(scaleWithin({ width: 5000, height: 5000 }, 2048)).toEqual({ width: 2048, height: 2048 });
  });

  it('never upscales a photo that already fits, nor one exactly as long', () => {
    expect(scaleWithin({ width: 1000, height: 800 }, 2048)).toEqual({ width: 1000, height: 800 });
    expect(scaleWithin({ width: 2048, height: 900 }, 2048)).toEqual({ width: 2048, height: 900 });
    expect(scaleWithin({ width: 120, height: 160 }, 160)).toEqual({ width: 120, height: 160 });
  });

  it('rounds the short side to the nearest pixel', () => {
    // 2000 × 2048 / 3001 = 1364.88
    expect(scaleWithin({ width: 3001, height: 2000 }, 2048)).toEqual({ width: 2048, height: 1365 });
    // 4000 × 160 / 6000 = 106.67
    expect(scaleWithin({ width: 4000, height: 6000 }, 160)).toEqual({ width: 107, height: 160 });
  });

  it('keeps at least one pixel on the short side of a very thin strip', () => {
    expect(scaleWithin({ width: 10_000, height: 3 }, 2048)).toEqual({ width: 2048, height: 1 });
    expect(scaleWithin({ width: 2, height: 9000 }, 160)).toEqual({ width: 1, height: 160 });
  });

  it('keeps the proportions: the short side is the exact one rounded', () => {
    for (const source of [
      { width: 4000, height: 3000 },
      { width: 1001, height: 4567 },
      { width: 6000, height: 4000 },
      { width: 2049, height: 2047 },
    ]) {
      const scaled = scaleWithin(source, 2048);
      const long = Math.max(source.width, source.height);
      const exactShort = (Math.min(source.width, source.height) * 2048) / long;
      expect(Math.max(scaled.width, scaled.height)).toBe(2048);
      expect(Math.abs(Math.min(scaled.width, scaled.height) - exactShort)).toBeLessThanOrEqual(0.5);
      expect(scaled.width >= scaled.height).toBe(source.width >= source.height);
    }
  });

  it('refuses an empty or impossible image and a bad limit', () => {
    expect(() => scaleWithin({ width: 0, height: 10 }, 2048)).toThrow(/positive/);
    expect(() => scaleWithin({ width: 10, height: -1 }, 2048)).toThrow(/positive/);
    expect(() => scaleWithin({ width: Number.NaN, height: 10 }, 2048)).toThrow(/positive/);
    expect(() => scaleWithin({ width: 10, height: 10 }, 0)).toThrow(/long side/);
    expect(() => scaleWithin({ width: 10, height: 10 }, 20.5)).toThrow(/long side/);
  });
});

it('wholeImage covers the image from its corner', () => {
  expect(wholeImage({ width: 30, height: 20 })).toEqual({ x: 0, y: 0, width: 30, height: 20 });
});
