import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { horseImageName, horseImagePath } from '#src/config/storage-paths';
import { fail, ok } from '#src/lib/data/result';
import { uploadWebp } from '#src/lib/data/media-api';
import { decodeImage } from '#src/lib/images/webp';
import { PhotoField } from './photo-field';
import { toWebp } from './webp-image';

vi.mock('#src/lib/data/media-api', () => ({
  MAX_UPLOAD_BYTES: 10 * 1024 * 1024,
  uploadWebp: vi.fn(),
}));
// jsdom has no canvas: the conversion itself is tested in the browser (admin-horse-edit.spec.ts).
vi.mock('#src/lib/images/webp', () => ({
  ImageConversionError: class extends Error {},
  decodeImage: vi.fn(),
}));
vi.mock('./webp-image', () => ({ toWebp: vi.fn() }));

beforeEach(() => {
  vi.mocked(decodeImage).mockResolvedValue({
    width: 1600,
    height: 900,
    close: vi.fn(),
  } as unknown as ImageBitmap);
  vi.mocked(toWebp).mockImplementation(
    async (_image, { width }) => new Blob([`webp ${width}`], { type: 'image/webp' }),
  );
  vi.mocked(uploadWebp).mockImplementation(async (_blob, name, options) => {
    options?.onProgress?.(0.5);
    options?.onProgress?.(1);
    return ok(`${name}.webp`);
  });
});

afterEach(() => {
  vi.mocked(decodeImage).mockReset();
  vi.mocked(toWebp).mockReset();
  vi.mocked(uploadWebp).mockReset();
});

function renderField() {
  // Pick files as a person can with "All files" in the dialog: the accept filter is only a hint.
  const events = userEvent.setup({ applyAccept: false });
  render(<PhotoField slug="ada" name="Ada" />);
  return events;
}

const picker = () => screen.getByLabelText('Nuova foto');

it('shows the current thumbnail and accepts only images', () => {
  renderField();
  expect(screen.getByRole('img', { name: 'Foto di Ada' })).toHaveAttribute(
    'src',
    expect.stringContaining(encodeURIComponent(horseImagePath('ada', 'thumb', 'png'))),
  );
  expect(picker()).toHaveAttribute('accept', 'image/*');
});

it('refuses a text file before any upload', async () => {
  const events = renderField();
  await events.upload(picker(), new File(['ciao'], 'note.txt', { type: 'text/plain' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Il file scelto non è un’immagine');
  expect(decodeImage).not.toHaveBeenCalled();
  expect(uploadWebp).not.toHaveBeenCalled();
});

it('refuses an image of 10 MB or more before any upload', async () => {
  const events = renderField();
  const big = new File(['x'], 'enorme.jpg', { type: 'image/jpeg' });
  Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
  await events.upload(picker(), big);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'L’immagine è troppo grande: il massimo è 10 MB.',
  );
  expect(uploadWebp).not.toHaveBeenCalled();
});

it('converts, uploads the thumb and the zoom with progress, then shows the new image', async () => {
  const events = renderField();
  await events.upload(picker(), new File(['png'], 'ada.png', { type: 'image/png' }));
  expect(await screen.findByText('Foto caricata: ecco la nuova miniatura.')).toBeInTheDocument();
  expect(toWebp).toHaveBeenCalledWith(expect.anything(), { width: 400, height: 400 });
  expect(toWebp).toHaveBeenCalledWith(expect.anything(), { width: 1200, height: 800 });
  expect(vi.mocked(uploadWebp).mock.calls.map(([blob, name]) => [blob.type, name])).toEqual([
    ['image/webp', horseImageName('ada', 'thumb')],
    ['image/webp', horseImageName('ada', 'zoom')],
  ]);
  const progress = screen.getByRole('progressbar', { name: 'Caricamento della foto' });
  expect(progress).toHaveAttribute('aria-valuenow', '100');
  expect(screen.getByRole('img', { name: 'Foto di Ada' })).toHaveAttribute(
    'src',
    expect.stringMatching(
      new RegExp(`${encodeURIComponent(horseImagePath('ada', 'thumb', 'webp'))}.*&v=\\d+$`),
    ),
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('shows the message of a failed upload', async () => {
  vi.mocked(uploadWebp).mockResolvedValue(
    fail(
      'storage/unauthorized',
      'File non accettato: puoi caricare solo immagini più piccole di 10 MB.',
    ),
  );
  const events = renderField();
  await events.upload(picker(), new File(['png'], 'ada.png', { type: 'image/png' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('File non accettato');
  expect(uploadWebp).toHaveBeenCalledTimes(1);
  expect(picker()).toBeEnabled();
});

it('shows the message of an image the browser cannot read', async () => {
  vi.mocked(console.error).mockImplementation(() => {});
  vi.mocked(decodeImage).mockRejectedValue(new Error('broken'));
  const events = renderField();
  await events.upload(picker(), new File(['???'], 'rotta.png', { type: 'image/png' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Non riusciamo a convertire');
  expect(uploadWebp).not.toHaveBeenCalled();
});
