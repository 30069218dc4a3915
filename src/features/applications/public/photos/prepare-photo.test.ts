import {
  decodeImage,
  ImageConversionError,
  toPhotoWithin,
  photoDataUrlWithin,
} from '#src/lib/images/webp';
import type * as Webp from '#src/lib/images/webp';
import { MAX_PICKED_BYTES, pickedFileProblem, preparePhoto } from './prepare-photo';

// jsdom has no canvas: decoding and encoding are faked.
vi.mock('#src/lib/images/webp', async (importOriginal) => ({
  ...(await importOriginal<typeof Webp>()),
  decodeImage: vi.fn(),
  toPhotoWithin: vi.fn(),
  photoDataUrlWithin: vi.fn(),
}));

const bitmap = { width: 4032, height: 3024, close: vi.fn() };
const webp = new Blob(['webp'], { type: 'image/webp' });
const thumb = 'data:image/webp;base64,AAAA';

beforeEach(() => {
  vi.mocked(decodeImage).mockResolvedValue(bitmap as unknown as ImageBitmap);
  vi.mocked(toPhotoWithin).mockResolvedValue(webp);
  vi.mocked(photoDataUrlWithin).mockReturnValue(thumb);
});

afterEach(() => {
  vi.mocked(decodeImage).mockReset();
  vi.mocked(toPhotoWithin).mockReset();
  vi.mocked(photoDataUrlWithin).mockReset();
  bitmap.close.mockClear();
});

const file = (name: string, type: string, size = 100) => {
  const picked = new File(['x'], name, { type });
  Object.defineProperty(picked, 'size', { value: size });
  return picked;
};

describe('pickedFileProblem', () => {
  it('accepts any image up to 30 MB', () => {
    expect(pickedFileProblem(file('a.jpg', 'image/jpeg'))).toBeUndefined();
    expect(pickedFileProblem(file('a.heic', 'image/heic', MAX_PICKED_BYTES))).toBeUndefined();
  });

  it('accepts a file without a type when its extension is an image’s', () => {
    expect(pickedFileProblem(file('IMG_0001.HEIC', ''))).toBeUndefined();
    expect(pickedFileProblem(file('scan.jpeg', ''))).toBeUndefined();
  });

  it('refuses what is not an image', () => {
    expect(pickedFileProblem(file('note.txt', 'text/plain'))).toBe('not-image');
    expect(pickedFileProblem(file('doc.pdf', 'application/pdf'))).toBe('not-image');
    expect(pickedFileProblem(file('mystery', ''))).toBe('not-image');
  });

  it('refuses a file over 30 MB', () => {
    expect(pickedFileProblem(file('huge.jpg', 'image/jpeg', MAX_PICKED_BYTES + 1))).toBe(
      'file-too-big',
    );
  });
});

describe('preparePhoto', () => {
  it('converts within 2048 px at 0.85, with a 160 px preview, and frees the bitmap', async () => {
    const picked = file('a.jpg', 'image/jpeg');
    await expect(preparePhoto(picked)).resolves.toEqual({ ok: true, photo: { blob: webp, thumb } });
    expect(decodeImage).toHaveBeenCalledWith(picked);
    expect(toPhotoWithin).toHaveBeenCalledWith(bitmap, 2048, 0.85);
    expect(photoDataUrlWithin).toHaveBeenCalledWith(bitmap, 160, 0.7);
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('refuses a file before decoding it', async () => {
    await expect(preparePhoto(file('a.txt', 'text/plain'))).resolves.toEqual({
      ok: false,
      problem: 'not-image',
    });
    await expect(preparePhoto(file('a.jpg', 'image/jpeg', MAX_PICKED_BYTES + 1))).resolves.toEqual({
      ok: false,
      problem: 'file-too-big',
    });
    expect(decodeImage).not.toHaveBeenCalled();
  });

  it('says an image cannot be read (a HEIC photo in most browsers)', async () => {
    vi.mocked(decodeImage).mockRejectedValue(new ImageConversionError('unreadable'));
    await expect(preparePhoto(file('a.heic', 'image/heic'))).resolves.toEqual({
      ok: false,
      problem: 'unreadable',
    });
  });

  it('says the browser could not convert the photo, and frees the bitmap', async () => {
    vi.mocked(toPhotoWithin).mockRejectedValue(new ImageConversionError('failed'));
    await expect(preparePhoto(file('a.jpg', 'image/jpeg'))).resolves.toEqual({
      ok: false,
      problem: 'conversion',
    });
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('reports a failed preview as a failed conversion', async () => {
    vi.mocked(photoDataUrlWithin).mockImplementation(() => {
      throw new ImageConversionError('no-canvas');
    });
    await expect(preparePhoto(file('a.jpg', 'image/jpeg'))).resolves.toEqual({
      ok: false,
      problem: 'conversion',
    });
  });

  it('logs an unexpected error and reports a failed conversion', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(toPhotoWithin).mockRejectedValue(new RangeError('out of memory'));
    await expect(preparePhoto(file('a.jpg', 'image/jpeg'))).resolves.toEqual({
      ok: false,
      problem: 'conversion',
    });
    expect(console.error).toHaveBeenCalledWith(
      'Preparing an application photo failed',
      expect.any(RangeError),
    );
  });
});
