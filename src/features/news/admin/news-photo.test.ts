import type * as horsesAdmin from '#src/features/horses/admin';
import { toWebp } from '#src/features/horses/admin';
import type * as webp from '#src/lib/images/webp';
import { decodeImage, ImageConversionError } from '#src/lib/images/webp';
import { newsPhotoSize, prepareNewsPhoto } from './news-photo';

vi.mock('#src/features/horses/admin', async (importOriginal) => ({
  ...(await importOriginal<typeof horsesAdmin>()),
  toWebp: vi.fn(),
}));
vi.mock('#src/lib/images/webp', async (importOriginal) => ({
  ...(await importOriginal<typeof webp>()),
  decodeImage: vi.fn(),
}));

const bitmap = { width: 4000, height: 3000, close: vi.fn() } as unknown as ImageBitmap;
const jpeg = new File(['jpeg'], 'ada.jpg', { type: 'image/jpeg' });

afterEach(() => {
  vi.mocked(toWebp).mockReset();
  vi.mocked(decodeImage).mockReset();
  vi.mocked(bitmap.close).mockClear();
});

describe('prepareNewsPhoto', () => {
  it("makes the horse editor's wide photo, 1200×800 WebP, and frees the bitmap", async () => {
    const webp = new Blob(['webp'], { type: 'image/webp' });
    vi.mocked(decodeImage).mockResolvedValue(bitmap);
    vi.mocked(toWebp).mockResolvedValue(webp);
    expect(await prepareNewsPhoto(jpeg)).toEqual({ success: true, data: webp });
    expect(toWebp).toHaveBeenCalledWith(bitmap, { width: 1200, height: 800 });
    expect(newsPhotoSize).toEqual({ width: 1200, height: 800 });
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('refuses a file that is not an image, or too big, before converting', async () => {
    const pdf = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    expect(await prepareNewsPhoto(pdf)).toMatchObject({ success: false });
    const huge = { type: 'image/jpeg', size: 10 * 1024 * 1024 } as File;
    expect(await prepareNewsPhoto(huge)).toMatchObject({
      success: false,
      error: { message: /troppo grande/ },
    });
    expect(decodeImage).not.toHaveBeenCalled();
  });

  it('says why a conversion failed', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(decodeImage).mockResolvedValue(bitmap);
    vi.mocked(toWebp).mockRejectedValue(new ImageConversionError('no-webp'));
    expect(await prepareNewsPhoto(jpeg)).toMatchObject({
      success: false,
      error: { message: /non sa creare immagini WebP/ },
    });
    expect(bitmap.close).toHaveBeenCalled();
    vi.mocked(decodeImage).mockRejectedValue(new Error('boom'));
    expect(await prepareNewsPhoto(jpeg)).toMatchObject({
      success: false,
      error: { message: /Non riusciamo a convertire/ },
    });
  });
});
