import type * as Webp from './webp';
import { decodeImage, ImageConversionError } from './webp';
import { conversionFailure, convertPicked } from './picked-photo';

vi.mock('./webp', async (importOriginal) => ({
  ...(await importOriginal<typeof Webp>()),
  decodeImage: vi.fn(),
}));

const file = new Blob(['jpeg'], { type: 'image/jpeg' });

describe('convertPicked', () => {
  it('hands the decoded image to the conversion and closes it after', async () => {
    const close = vi.fn();
    vi.mocked(decodeImage).mockResolvedValue({ width: 10, height: 10, close } as never);
    expect(await convertPicked(file, async (image) => image.width * 2)).toBe(20);
    expect(close).toHaveBeenCalledOnce();
  });

  it('closes the image when the conversion throws, and passes the error on', async () => {
    const close = vi.fn();
    vi.mocked(decodeImage).mockResolvedValue({ width: 10, height: 10, close } as never);
    const failed = new ImageConversionError('no-webp');
    await expect(convertPicked(file, () => Promise.reject(failed))).rejects.toBe(failed);
    expect(close).toHaveBeenCalledOnce();
  });
});

describe('conversionFailure', () => {
  it("answers the converter's own words, else general ones, and logs the cause", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(conversionFailure(new ImageConversionError('unreadable'), 'the photo')).toEqual({
      success: false,
      error: {
        code: 'invalid-argument',
        message: 'Non riusciamo a leggere questa immagine: prova con un’altra.',
      },
    });
    const other = conversionFailure(new Error('boom'), 'the news photo');
    expect(!other.success && other.error.message).toBe(
      'Non riusciamo a convertire questa immagine: prova con un’altra.',
    );
    expect(log).toHaveBeenLastCalledWith(
      'Converting the news photo to WebP failed',
      expect.any(Error),
    );
    log.mockRestore();
  });
});
