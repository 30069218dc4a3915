import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { horseImageName, horseImagePath, horsePhotoFolder } from '#src/config/storage-paths';
import { fail, ok, type Result } from '#src/lib/data/result';
import { listStorage, storedBlob, uploadWebp } from '#src/lib/data/media-api';
import { decodeImage } from '#src/lib/images/webp';
import { PhotoField, photoTexts, useHorsePhoto } from './photo-field';
import { toWebp } from './webp-image';

vi.mock('#src/lib/data/media-api', () => ({
  MAX_UPLOAD_BYTES: 10 * 1024 * 1024,
  uploadWebp: vi.fn(),
  listStorage: vi.fn(),
  storedBlob: vi.fn(),
}));
// jsdom has no canvas: the conversion itself is tested in the browser (admin-horse-edit.spec.ts).
vi.mock('#src/lib/images/webp', () => ({
  ImageConversionError: class extends Error {},
  decodeImage: vi.fn(),
}));
vi.mock('./webp-image', () => ({ toWebp: vi.fn() }));

/** What Storage holds for Ada: only the PNG of an older save. */
let stored: Record<string, Blob> = {};

beforeEach(() => {
  stored = { [horseImagePath('ada', 'thumb', 'png')]: new Blob(['png'], { type: 'image/png' }) };
  vi.mocked(storedBlob).mockImplementation(async (path) => ok(stored[path] ?? null));
  vi.mocked(listStorage).mockImplementation(async (folder = '') =>
    ok({ folders: [], files: Object.keys(stored).filter((path) => path.startsWith(folder)) }),
  );
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  vi.mocked(decodeImage).mockResolvedValue({
    width: 1600,
    height: 900,
    close: vi.fn(),
  } as unknown as ImageBitmap);
  vi.mocked(toWebp).mockImplementation(
    async (_image, { width }) => new Blob([`webp ${width}`], { type: 'image/webp' }),
  );
  vi.mocked(uploadWebp).mockImplementation(async (blob, name, options) => {
    options?.onProgress?.(0.5);
    options?.onProgress?.(1);
    stored[`${name}.webp`] = blob;
    return ok(`${name}.webp`);
  });
});

afterEach(() => {
  vi.mocked(decodeImage).mockReset();
  vi.mocked(toWebp).mockReset();
  vi.mocked(uploadWebp).mockReset();
  vi.mocked(listStorage).mockReset();
  vi.mocked(storedBlob).mockReset();
});

let result: Result<string[]> | undefined;

function Field() {
  const photo = useHorsePhoto('ada');
  return (
    <>
      <PhotoField slug="ada" name="Ada" photo={photo} />
      <button type="button" onClick={() => void photo.upload().then((done) => (result = done))}>
        Salva
      </button>
    </>
  );
}

function renderField() {
  // Pick files as a person can with "All files" in the dialog: the accept filter is only a hint.
  const events = userEvent.setup({ applyAccept: false });
  result = undefined;
  render(<Field />);
  return events;
}

const picker = () => screen.getByLabelText('Nuova foto');

it("shows the current thumbnail, read with the staff's account, and accepts only images", async () => {
  renderField();
  expect(await screen.findByRole('img', { name: 'Foto di Ada' })).toHaveAttribute(
    'src',
    // A data: address (nothing to release, unlike an object URL).
    `data:image/png;base64,${btoa('png')}`,
  );
  // The horse's folder listed, then only the file it holds read: a horse saved before WebP has
  // only the PNG.
  expect(listStorage).toHaveBeenCalledWith(horsePhotoFolder('ada'));
  expect(vi.mocked(storedBlob).mock.calls.map(([path]) => path)).toEqual([
    horseImagePath('ada', 'thumb', 'png'),
  ]);
  expect(picker()).toHaveAttribute('accept', 'image/*');
});

it('says when no photo is stored, asking for no file (a missing one is a 404 in the console)', async () => {
  stored = { [horseImagePath('ada', 'zoom', 'webp')]: new Blob(['zoom'], { type: 'image/webp' }) };
  render(<Field />);
  expect(await screen.findByText(photoTexts.none)).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(listStorage).toHaveBeenCalledWith(horsePhotoFolder('ada'));
  expect(storedBlob).not.toHaveBeenCalled();
});

it('says when the stored photo cannot be read, or its folder cannot be listed', async () => {
  vi.mocked(storedBlob).mockResolvedValue(fail('unavailable', 'Il servizio non è raggiungibile.'));
  const { unmount } = render(<Field />);
  expect(await screen.findByText(photoTexts.unreadable)).toBeInTheDocument();
  unmount();
  vi.mocked(storedBlob).mockClear();
  vi.mocked(listStorage).mockResolvedValue(
    fail('storage/unauthorized', 'Non hai i permessi per questa operazione.'),
  );
  render(<Field />);
  expect(await screen.findByText(photoTexts.unreadable)).toBeInTheDocument();
  expect(storedBlob).not.toHaveBeenCalled();
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

it('converts a picked photo at once, shows it and stores nothing before Salva', async () => {
  const events = renderField();
  await events.upload(picker(), new File(['png'], 'ada.png', { type: 'image/png' }));
  expect(await screen.findByText(/premi Salva per salvarla/)).toBeInTheDocument();
  expect(toWebp).toHaveBeenCalledWith(expect.anything(), { width: 400, height: 400 });
  expect(toWebp).toHaveBeenCalledWith(expect.anything(), { width: 1200, height: 800 });
  expect(screen.getByRole('img', { name: 'Foto di Ada (nuova, da salvare)' })).toHaveAttribute(
    'src',
    'blob:preview',
  );
  expect(uploadWebp).not.toHaveBeenCalled();
});

it('uploads the thumb and the zoom on Salva with progress, then shows the new image', async () => {
  const events = renderField();
  await events.upload(picker(), new File(['png'], 'ada.png', { type: 'image/png' }));
  await screen.findByText(/premi Salva per salvarla/);
  await events.click(screen.getByRole('button', { name: 'Salva' }));
  expect(await screen.findByText(photoTexts.stored)).toBeInTheDocument();
  expect(vi.mocked(uploadWebp).mock.calls.map(([blob, name]) => [blob.type, name])).toEqual([
    ['image/webp', horseImageName('ada', 'thumb')],
    ['image/webp', horseImageName('ada', 'zoom')],
  ]);
  expect(result).toEqual(
    ok([horseImagePath('ada', 'thumb', 'webp'), horseImagePath('ada', 'zoom', 'webp')]),
  );
  // Read again: the new WebP, with the staff's account.
  expect(await screen.findByRole('img', { name: 'Foto di Ada' })).toHaveAttribute(
    'src',
    `data:image/webp;base64,${btoa('webp 400')}`,
  );
  expect(storedBlob).toHaveBeenLastCalledWith(horseImagePath('ada', 'thumb', 'webp'));
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('stores nothing on Salva without a new photo', async () => {
  const events = renderField();
  await events.click(screen.getByRole('button', { name: 'Salva' }));
  await vi.waitFor(() => expect(result).toEqual(ok([])));
  expect(uploadWebp).not.toHaveBeenCalled();
});

it('shows the message of a failed upload and keeps the photo for the next Salva', async () => {
  vi.mocked(uploadWebp).mockResolvedValue(
    fail(
      'storage/unauthorized',
      'File non accettato: puoi caricare solo immagini più piccole di 10 MB.',
    ),
  );
  const events = renderField();
  await events.upload(picker(), new File(['png'], 'ada.png', { type: 'image/png' }));
  await screen.findByText(/premi Salva per salvarla/);
  await events.click(screen.getByRole('button', { name: 'Salva' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('File non accettato');
  expect(uploadWebp).toHaveBeenCalledTimes(1);
  expect(result?.success).toBe(false);
  expect(screen.getByText(/premi Salva per salvarla/)).toBeInTheDocument();
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
