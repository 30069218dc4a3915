// @vitest-environment jsdom
import {
  decodeImage,
  drawToWebp,
  ImageConversionError,
  photoDataUrlWithin,
  toPhotoWithin,
  WEBP_QUALITY,
} from './webp';

// jsdom has no canvas: a fake 2D context records what is drawn; the encoder answers PNG for WebP as
// Safari does.
const drawImage = vi.fn();
let encodedType = 'image/webp';
let hasContext = true;
let safari = false;
const answered = (type: string | undefined) =>
  safari ? (type === 'image/jpeg' ? 'image/jpeg' : 'image/png') : encodedType;

beforeEach(() => {
  encodedType = 'image/webp';
  hasContext = true;
  safari = false;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function () {
    return hasContext
      ? ({ drawImage, imageSmoothingQuality: 'low' } as unknown as CanvasRenderingContext2D)
      : null;
  } as HTMLCanvasElement['getContext']);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback,
    type,
  ) {
    callback(new Blob([`${this.width}x${this.height}`], { type: answered(type) }));
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
    type,
  ) {
    return `data:${answered(type)};base64,${btoa(`${this.width}x${this.height}`)}`;
  });
});

afterEach(() => {
  // Only this file's fakes: the unit setup's console.error spy stays as it is.
  for (const method of ['getContext', 'toBlob', 'toDataURL'] as const) {
    vi.mocked(HTMLCanvasElement.prototype[method]).mockRestore();
  }
  vi.unstubAllGlobals();
  drawImage.mockReset();
});

const photo = { width: 4032, height: 3024, close: vi.fn() } as unknown as ImageBitmap;

describe('decodeImage', () => {
  it('answers the decoded bitmap', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => photo),
    );
    await expect(decodeImage(new Blob(['jpeg']))).resolves.toBe(photo);
  });

  it('turns a file the browser cannot read into an ImageConversionError', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }),
    );
    const error = await decodeImage(new Blob(['heic'])).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImageConversionError);
    expect(error).toMatchObject({ problem: 'unreadable', message: /Non riusciamo a leggere/ });
  });
});

describe('drawToWebp', () => {
  it('draws the part asked for over the whole target and encodes WebP', async () => {
    const toBlob = vi.mocked(HTMLCanvasElement.prototype.toBlob);
    const blob = await drawToWebp(
      photo,
      { x: 10, y: 20, width: 300, height: 200 },
      { width: 150, height: 100 },
    );
    expect(blob.type).toBe('image/webp');
    expect(await blob.text()).toBe('150x100');
    expect(drawImage).toHaveBeenCalledWith(photo, 10, 20, 300, 200, 0, 0, 150, 100);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/webp', WEBP_QUALITY);
  });

  it('refuses a browser whose canvas answers PNG when asked for WebP', async () => {
    encodedType = 'image/png';
    await expect(
      drawToWebp(photo, { x: 0, y: 0, width: 10, height: 10 }, { width: 10, height: 10 }),
    ).rejects.toMatchObject({ problem: 'no-webp', message: /non sa creare immagini WebP/ });
  });

  it('refuses a browser without a 2D canvas', async () => {
    hasContext = false;
    await expect(
      drawToWebp(photo, { x: 0, y: 0, width: 10, height: 10 }, { width: 10, height: 10 }),
    ).rejects.toMatchObject({ problem: 'no-canvas' });
  });

  it('reports an encoder that gives nothing back', async () => {
    vi.mocked(HTMLCanvasElement.prototype.toBlob).mockImplementation((callback) => callback(null));
    await expect(
      drawToWebp(photo, { x: 0, y: 0, width: 10, height: 10 }, { width: 10, height: 10 }),
    ).rejects.toMatchObject({ problem: 'failed', message: 'Conversione non riuscita.' });
  });
});

describe('toPhotoWithin', () => {
  it('draws the whole photo scaled within the long side, as WebP at the quality asked', async () => {
    const blob = await toPhotoWithin(photo, 2048, 0.7);
    expect(blob.type).toBe('image/webp');
    expect(await blob.text()).toBe('2048x1536');
    expect(drawImage).toHaveBeenCalledWith(photo, 0, 0, 4032, 3024, 0, 0, 2048, 1536);
    expect(HTMLCanvasElement.prototype.toBlob).toHaveBeenCalledWith(
      expect.any(Function),
      'image/webp',
      0.7,
    );
  });

  it('keeps a small photo at its size', async () => {
    const small = { width: 800, height: 600 } as ImageBitmap;
    expect(await (await toPhotoWithin(small, 2048)).text()).toBe('800x600');
  });

  it('answers JPEG where the browser cannot encode WebP (Safari)', async () => {
    safari = true;
    const blob = await toPhotoWithin(photo, 2048, 0.8);
    expect(blob.type).toBe('image/jpeg');
    expect(await blob.text()).toBe('2048x1536');
    expect(HTMLCanvasElement.prototype.toBlob).toHaveBeenLastCalledWith(
      expect.any(Function),
      'image/jpeg',
      0.8,
    );
  });

  it('fails clearly when the browser encodes neither', async () => {
    encodedType = 'image/png';
    await expect(toPhotoWithin(photo, 2048)).rejects.toMatchObject({ problem: 'failed' });
  });
});

describe('photoDataUrlWithin', () => {
  it('answers a small WebP preview', () => {
    const url = photoDataUrlWithin(photo, 160, 0.6);
    expect(url).toBe(`data:image/webp;base64,${btoa('160x120')}`);
  });

  it('answers a JPEG preview where the browser cannot encode WebP', () => {
    safari = true;
    expect(photoDataUrlWithin(photo, 160, 0.6)).toBe(`data:image/jpeg;base64,${btoa('160x120')}`);
  });

  it('fails clearly when the browser encodes neither', () => {
    encodedType = 'image/png';
    expect(() => photoDataUrlWithin(photo, 160, 0.6)).toThrow(ImageConversionError);
  });
});
