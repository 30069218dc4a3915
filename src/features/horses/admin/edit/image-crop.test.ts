import { coverCrop, horsePhotoSizes, photoFileError } from './image-crop';

describe('coverCrop', () => {
  it('keeps the central square of a landscape photo for the thumb', () => {
    expect(coverCrop({ width: 1600, height: 900 }, horsePhotoSizes.thumb)).toEqual({
      x: 350,
      y: 0,
      width: 900,
      height: 900,
    });
  });

  it('keeps the central square of a portrait photo for the thumb', () => {
    expect(coverCrop({ width: 600, height: 1000 }, horsePhotoSizes.thumb)).toEqual({
      x: 0,
      y: 200,
      width: 600,
      height: 600,
    });
  });

  it('cuts top and bottom of a 4:3 photo for the 3:2 zoom', () => {
    expect(coverCrop({ width: 1200, height: 900 }, horsePhotoSizes.zoom)).toEqual({
      x: 0,
      y: 50,
      width: 1200,
      height: 800,
    });
  });

  it('cuts the sides of a panorama for the zoom', () => {
    expect(coverCrop({ width: 3000, height: 1000 }, horsePhotoSizes.zoom)).toEqual({
      x: 750,
      y: 0,
      width: 1500,
      height: 1000,
    });
  });

  it('keeps a photo that already has the right shape whole, even a small one', () => {
    expect(coverCrop({ width: 300, height: 200 }, horsePhotoSizes.zoom)).toEqual({
      x: 0,
      y: 0,
      width: 300,
      height: 200,
    });
  });

  it('stays inside the source for odd sizes', () => {
    for (const source of [
      { width: 1001, height: 667 },
      { width: 7, height: 5 },
      { width: 4032, height: 3024 },
    ]) {
      for (const target of Object.values(horsePhotoSizes)) {
        const crop = coverCrop(source, target);
        expect(crop.x).toBeGreaterThanOrEqual(0);
        expect(crop.y).toBeGreaterThanOrEqual(0);
        expect(crop.x + crop.width).toBeLessThanOrEqual(source.width);
        expect(crop.y + crop.height).toBeLessThanOrEqual(source.height);
      }
    }
  });

  it('refuses an empty image', () => {
    expect(() => coverCrop({ width: 0, height: 10 }, horsePhotoSizes.thumb)).toThrow();
  });
});

describe('photoFileError', () => {
  it('accepts an image under 10 MB', () => {
    expect(photoFileError({ type: 'image/jpeg', size: 3_000_000 })).toBeUndefined();
  });

  it('refuses a file that is not an image', () => {
    expect(photoFileError({ type: 'text/plain', size: 10 })).toMatch(/non è un’immagine/);
    expect(photoFileError({ type: '', size: 10 })).toMatch(/non è un’immagine/);
  });

  it('refuses an image of 10 MB or more', () => {
    expect(photoFileError({ type: 'image/png', size: 10 * 1024 * 1024 })).toMatch(/troppo grande/);
  });
});
