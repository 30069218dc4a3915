import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import type { SiteLanguage } from '#src/config/site';
import { fail, ok, type Result } from '#src/lib/data/result';
import {
  decodeImage,
  ImageConversionError,
  toPhotoWithin,
  photoDataUrlWithin,
} from '#src/lib/images/webp';
import type * as Webp from '#src/lib/images/webp';
import type { PhotoUpload, PublicPhotoKind } from '../../api/public-photo-upload';
import { loadUploader } from './load-uploader';
import { PhotoPicker, type StoredPhoto } from './photo-picker';

// jsdom has no canvas and no Storage; the real conversion and upload run in the browser specs
// against the emulators.
vi.mock('#src/lib/images/webp', async (importOriginal) => ({
  ...(await importOriginal<typeof Webp>()),
  decodeImage: vi.fn(),
  toPhotoWithin: vi.fn(),
  photoDataUrlWithin: vi.fn(),
}));
vi.mock('./load-uploader', () => ({ loadUploader: vi.fn() }));

const ID = 'Ab3dEf6hIj9lMn2pQr5t';

interface FakeUpload {
  readonly kind: PublicPhotoKind;
  readonly applicationId: string;
  readonly blob: Blob;
  readonly name: string;
  readonly cancel: ReturnType<typeof vi.fn>;
  progress(fraction: number): void;
  finish(): void;
  succeed(): Promise<void>;
  failWith(code: string): Promise<void>;
}

let uploads: FakeUpload[] = [];

function upload(index: number): FakeUpload {
  const started = uploads[index];
  if (!started) throw new Error(`No upload #${index} was started`);
  return started;
}

const uploadApplicationPhoto = vi.fn(
  (
    kind: PublicPhotoKind,
    applicationId: string,
    blob: Blob,
    onProgress?: (fraction: number) => void,
  ): PhotoUpload => {
    const name = `photo${String(uploads.length).padStart(7, '0')}.webp`;
    let settle!: (result: Result<string>) => void;
    const done = new Promise<Result<string>>((resolve) => (settle = resolve));
    const cancel = vi.fn(() => settle(fail('storage/canceled', 'Caricamento annullato.')));
    uploads.push({
      kind,
      applicationId,
      blob,
      name,
      cancel,
      progress: (fraction) => act(() => onProgress?.(fraction)),
      finish: () => {
        onProgress?.(1);
        settle(ok(name));
      },
      succeed: () =>
        act(async () => {
          onProgress?.(1);
          settle(ok(name));
        }),
      failWith: (code) =>
        act(async () => {
          settle(fail(code, 'Messaggio del livello dati.'));
        }),
    });
    return { name, done, cancel };
  },
);

let thumbs = 0;

beforeEach(() => {
  uploads = [];
  thumbs = 0;
  vi.mocked(loadUploader).mockResolvedValue({
    uploadApplicationPhoto,
  } as unknown as Awaited<ReturnType<typeof loadUploader>>);
  vi.mocked(decodeImage).mockImplementation(
    async () => ({ width: 4032, height: 3024, close: vi.fn() }) as unknown as ImageBitmap,
  );
  vi.mocked(toPhotoWithin).mockImplementation(
    async () => new Blob(['webp'], { type: 'image/webp' }),
  );
  vi.mocked(photoDataUrlWithin).mockImplementation(() => {
    thumbs += 1;
    return `data:image/webp;base64,THUMB${thumbs}`;
  });
});

afterEach(() => {
  vi.mocked(loadUploader).mockReset();
  vi.mocked(decodeImage).mockReset();
  vi.mocked(toPhotoWithin).mockReset();
  vi.mocked(photoDataUrlWithin).mockReset();
  uploadApplicationPhoto.mockClear();
});

const onChange = vi.fn();
const onBusyChange = vi.fn();

afterEach(() => {
  onChange.mockClear();
  onBusyChange.mockClear();
});

interface HarnessProps {
  readonly initial?: readonly StoredPhoto[];
  readonly max?: number;
  readonly language?: SiteLanguage;
  readonly applicationId?: string;
}

function Harness({ initial = [], max, language = 'it', applicationId = ID }: HarnessProps) {
  const [photos, setPhotos] = useState(initial);
  const [busy, setBusy] = useState(false);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <PhotoPicker
        id="photos"
        language={language}
        kind="adoption"
        applicationId={applicationId}
        photos={photos}
        max={max}
        onChange={(next) => {
          onChange(next);
          setPhotos(next);
        }}
        onBusyChange={(next) => {
          onBusyChange(next);
          setBusy(next);
        }}
      />
      <label htmlFor="notes">Note</label>
      <input id="notes" />
      <button type="submit" disabled={busy}>
        {busy ? 'Attendi il caricamento delle foto…' : 'Invia'}
      </button>
    </form>
  );
}

function renderPicker(props: HarnessProps = {}) {
  // Pick files as a person can with "All files" in the dialog: the accept filter is only a hint.
  const events = userEvent.setup({ applyAccept: false });
  const view = render(<Harness {...props} />);
  return { events, ...view };
}

const input = () => screen.getByLabelText('Foto (facoltative)');
const photo = (name: string, type = 'image/jpeg') => new File(['jpeg'], name, { type });
function live(container: HTMLElement): HTMLElement {
  const region = container.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!region) throw new Error('No live region');
  return region;
}
const shown = (text: string | RegExp) =>
  screen.getByText(text, { ignore: '[aria-live] *, script, style' });
const list = () => screen.getByRole('list', { name: 'Foto aggiunte' });
function row(label: string): HTMLElement {
  const item = within(list())
    .getAllByRole('listitem')
    .find((candidate) => within(candidate).queryByText(label, { exact: true }));
  if (!item) throw new Error(`No photo ${label} in the list`);
  return item;
}

async function pickAndWaitForUploads(
  events: ReturnType<typeof userEvent.setup>,
  files: File[],
  count = files.length,
) {
  await events.upload(input(), files);
  await waitFor(() => expect(uploads).toHaveLength(count));
}

describe('the field', () => {
  it('is a labelled picker of several images, with its hint and count', () => {
    renderPicker();
    const field = input();
    expect(field).toHaveAttribute('type', 'file');
    expect(field).toHaveAttribute('accept', 'image/*');
    expect(field).toHaveAttribute('multiple');
    expect(field).not.toHaveAttribute('capture');
    expect(field).toBeEnabled();
    expect(field).toHaveAccessibleDescription(
      'Fino a 5 foto: il paddock, il ricovero, il cavallo, il suo passaporto. Le alleggeriamo noi prima di inviarle, quindi vanno bene anche quelle scattate col telefono. ' +
        'Foto aggiunte: 0 di 5.',
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('puts English first on the English page', () => {
    renderPicker({ language: 'en' });
    expect(screen.getByLabelText('Photos (optional)')).toHaveAttribute('type', 'file');
    expect(screen.getByText('Photos added: 0 of 5.')).toHaveAttribute('lang', 'en');
  });

  it('is disabled in the page’s HTML, until the page can handle a pick', () => {
    const html = renderToString(
      <PhotoPicker
        id="photos"
        language="it"
        kind="cession"
        applicationId={ID}
        photos={[]}
        onChange={onChange}
      />,
    );
    expect(html).toMatch(/<input[^>]*id="photos"[^>]*disabled=""/);
    expect(html).toContain('la pagina si sta ancora caricando');
  });

  it('shows the photos of a restored draft with their previews', () => {
    const { container } = renderPicker({
      initial: [
        { name: 'aaaaaaaaaaaa.webp', label: 'paddock.jpg', thumb: 'data:image/webp;base64,P' },
        { name: 'bbbbbbbbbbbb.webp', label: 'box.jpg', thumb: 'data:image/webp;base64,B' },
      ],
    });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    expect(row('paddock.jpg').querySelector('img')).toHaveAttribute(
      'src',
      'data:image/webp;base64,P',
    );
    expect(within(row('box.jpg')).getByText('Caricata')).toBeInTheDocument();
    expect(screen.getByText('Foto aggiunte: 2 di 5.')).toBeInTheDocument();
    expect(live(container)).toBeEmptyDOMElement();
  });
});

describe('uploading', () => {
  it('converts, uploads with a progress bar, then keeps the photo and says so', async () => {
    const { events, container } = renderPicker();
    await pickAndWaitForUploads(events, [photo('cavallo.jpg')]);
    expect(toPhotoWithin).toHaveBeenCalledWith(expect.anything(), 2048, 0.85);
    const first = upload(0);
    expect(first).toMatchObject({ kind: 'adoption', applicationId: ID });
    expect(first.blob.type).toBe('image/webp');

    const bar = screen.getByRole('progressbar', {
      name: 'Caricamento di cavallo.jpg',
    });
    expect(bar).toHaveAttribute('value', '0');
    first.progress(0.454);
    expect(bar).toHaveAttribute('value', '45');
    expect(within(row('cavallo.jpg')).getByText('Caricamento… 45%')).toBeInTheDocument();
    expect(row('cavallo.jpg').querySelector('img')).toHaveAttribute(
      'src',
      'data:image/webp;base64,THUMB1',
    );
    expect(screen.getByText('Foto aggiunte: 1 di 5.')).toBeInTheDocument();

    await first.succeed();
    expect(onChange).toHaveBeenLastCalledWith([
      { name: first.name, label: 'cavallo.jpg', thumb: 'data:image/webp;base64,THUMB1' },
    ]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(row('cavallo.jpg')).getByText('Caricata')).toBeInTheDocument();
    expect(live(container)).toHaveTextContent('Foto caricata: cavallo.jpg.');
  });

  it('loads the upload module only once a photo is picked', async () => {
    const { events } = renderPicker();
    expect(loadUploader).not.toHaveBeenCalled();
    await pickAndWaitForUploads(events, [photo('a.jpg')]);
    expect(loadUploader).toHaveBeenCalled();
  });

  it('uploads several photos at once, each with its own bar, converting one at a time', async () => {
    let finishFirst!: () => void;
    vi.mocked(decodeImage).mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          finishFirst = () =>
            resolve({ width: 10, height: 10, close: vi.fn() } as unknown as ImageBitmap);
        }),
    );
    const { events } = renderPicker();
    await events.upload(input(), [photo('uno.jpg'), photo('due.jpg')]);
    expect(within(row('uno.jpg')).getByText('Preparazione della foto…')).toBeInTheDocument();
    expect(within(row('due.jpg')).getByText('Preparazione della foto…')).toBeInTheDocument();
    expect(decodeImage).toHaveBeenCalledTimes(1);
    await act(async () => finishFirst());
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(decodeImage).toHaveBeenCalledTimes(2);
    upload(0).progress(0.3);
    upload(1).progress(0.8);
    expect(screen.getByRole('progressbar', { name: 'Caricamento di uno.jpg' })).toHaveAttribute(
      'value',
      '30',
    );
    expect(screen.getByRole('progressbar', { name: 'Caricamento di due.jpg' })).toHaveAttribute(
      'value',
      '80',
    );
    await upload(1).succeed();
    await upload(0).succeed();
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: upload(1).name, label: 'due.jpg' }),
      expect.objectContaining({ name: upload(0).name, label: 'uno.jpg' }),
    ]);
  });

  it('keeps both photos when two uploads end together', async () => {
    const { events } = renderPicker();
    await pickAndWaitForUploads(events, [photo('uno.jpg'), photo('due.jpg')]);
    await act(async () => {
      upload(0).finish();
      upload(1).finish();
    });
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ label: 'uno.jpg' }),
      expect.objectContaining({ label: 'due.jpg' }),
    ]);
  });

  it('tells the form it is busy while a photo is converted or uploaded, and leaves it usable', async () => {
    const { events } = renderPicker();
    expect(onBusyChange).not.toHaveBeenCalled();
    await pickAndWaitForUploads(events, [photo('a.jpg')]);
    expect(onBusyChange).toHaveBeenLastCalledWith(true);
    expect(
      screen.getByRole('button', { name: 'Attendi il caricamento delle foto…' }),
    ).toBeDisabled();
    await events.type(screen.getByLabelText('Note'), 'Scrivo mentre carica');
    expect(screen.getByLabelText('Note')).toHaveValue('Scrivo mentre carica');
    expect(input()).toBeEnabled();
    await upload(0).succeed();
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
    expect(onBusyChange).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Invia' })).toBeEnabled();
  });
});

describe('failures', () => {
  it('shows a failed upload with its reason, and tries again without converting again', async () => {
    const { events, container } = renderPicker();
    await pickAndWaitForUploads(events, [photo('cavallo.jpg')]);
    await upload(0).failWith('storage/retry-limit-exceeded');
    const failed = row('cavallo.jpg');
    expect(failed).toHaveTextContent(
      'Caricamento non riuscito: controlla la connessione a internet e riprova.',
    );
    expect(failed).not.toHaveTextContent('The upload failed');
    expect(live(container)).toHaveTextContent(
      'cavallo.jpg: Caricamento non riuscito: controlla la connessione a internet e riprova.',
    );
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
    expect(onChange).not.toHaveBeenCalled();

    await events.click(within(failed).getByRole('button', { name: 'Riprova: cavallo.jpg' }));
    expect(
      within(row('cavallo.jpg')).getByRole('button', { name: 'Rimuovi: cavallo.jpg' }),
    ).toHaveFocus();
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(upload(1).blob).toBe(upload(0).blob);
    expect(decodeImage).toHaveBeenCalledTimes(1);
    expect(onBusyChange).toHaveBeenLastCalledWith(true);
    await upload(1).succeed();
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: upload(1).name, label: 'cavallo.jpg' }),
    ]);
  });

  it.each([
    ['storage/unauthorized', 'Il servizio non ha accettato la foto: riprova tra poco.'],
    ['storage/quota-exceeded', 'In questo momento non possiamo ricevere foto'],
    ['unknown', 'Qualcosa è andato storto: riprova tra poco.'],
  ])('explains %s and offers a second try', async (code, message) => {
    const { events } = renderPicker();
    await pickAndWaitForUploads(events, [photo('a.jpg')]);
    await upload(0).failWith(code);
    expect(row('a.jpg')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Riprova: a.jpg' })).toBeInTheDocument();
  });

  it('refuses a converted photo still over 10 MB, with no second try', async () => {
    const { events } = renderPicker();
    await pickAndWaitForUploads(events, [photo('enorme.png', 'image/png')]);
    await upload(0).failWith('photo-too-large');
    expect(row('enorme.png')).toHaveTextContent(
      'Anche convertita, questa foto pesa più di 10 MB: scegline un’altra.',
    );
    expect(screen.queryByRole('button', { name: /Riprova/ })).not.toBeInTheDocument();
  });

  it('says when the upload could not even be loaded, and tries again', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(loadUploader).mockRejectedValueOnce(new TypeError('Failed to fetch module'));
    const { events } = renderPicker();
    await events.upload(input(), photo('a.jpg'));
    await waitFor(() => expect(row('a.jpg')).toHaveTextContent(/Caricamento non riuscito/));
    expect(console.error).toHaveBeenCalledWith(
      'Loading the photo upload failed',
      expect.any(TypeError),
    );
    await events.click(screen.getByRole('button', { name: 'Riprova: a.jpg' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    await upload(0).succeed();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('refuses a file that is not an image before reading it', async () => {
    const { events, container } = renderPicker();
    await events.upload(input(), new File(['ciao'], 'note.txt', { type: 'text/plain' }));
    expect(row('note.txt')).toHaveTextContent(
      'Questo file non è un’immagine: scegli una foto (JPEG, PNG, HEIC…).',
    );
    expect(live(container)).toHaveTextContent('note.txt: Questo file non è un’immagine');
    expect(decodeImage).not.toHaveBeenCalled();
    expect(loadUploader).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Riprova/ })).not.toBeInTheDocument();
    expect(onBusyChange).not.toHaveBeenCalled();
  });

  it('refuses a file over 30 MB before decoding it', async () => {
    const { events } = renderPicker();
    const huge = photo('enorme.jpg');
    Object.defineProperty(huge, 'size', { value: 31 * 1024 * 1024 });
    await events.upload(input(), huge);
    expect(row('enorme.jpg')).toHaveTextContent('Questo file pesa più di 30 MB');
    expect(decodeImage).not.toHaveBeenCalled();
  });

  it('says a photo cannot be read (HEIC in most browsers), with no second try', async () => {
    vi.mocked(decodeImage).mockRejectedValue(new ImageConversionError('unreadable'));
    const { events } = renderPicker();
    await events.upload(input(), photo('IMG_0001.HEIC', 'image/heic'));
    await waitFor(() =>
      expect(row('IMG_0001.HEIC')).toHaveTextContent(/Non riusciamo a leggere questa immagine/),
    );
    expect(row('IMG_0001.HEIC')).toHaveTextContent('prova con una foto JPEG o PNG');
    expect(screen.queryByRole('button', { name: /Riprova/ })).not.toBeInTheDocument();
    expect(uploadApplicationPhoto).not.toHaveBeenCalled();
  });

  it('says a photo could not be converted, and offers a second try', async () => {
    vi.mocked(toPhotoWithin).mockRejectedValue(new ImageConversionError('failed'));
    const { events } = renderPicker();
    await events.upload(input(), photo('a.jpg'));
    await waitFor(() =>
      expect(row('a.jpg')).toHaveTextContent(/Non siamo riusciti a convertire questa foto/),
    );
    expect(screen.getByRole('button', { name: 'Riprova: a.jpg' })).toBeVisible();
  });

  it('converts again on a second try after a failed conversion', async () => {
    vi.mocked(toPhotoWithin).mockRejectedValueOnce(new ImageConversionError('failed'));
    const { events } = renderPicker();
    await events.upload(input(), photo('a.jpg'));
    await events.click(await screen.findByRole('button', { name: 'Riprova: a.jpg' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(decodeImage).toHaveBeenCalledTimes(2);
  });
});

describe('removing', () => {
  it('drops a stored photo from the application and moves the focus to the picker', async () => {
    const { events } = renderPicker({
      initial: [
        { name: 'aaaaaaaaaaaa.webp', label: 'paddock.jpg', thumb: 'data:image/webp;base64,P' },
        { name: 'bbbbbbbbbbbb.webp', label: 'box.jpg', thumb: 'data:image/webp;base64,B' },
      ],
    });
    await events.click(screen.getByRole('button', { name: 'Rimuovi: paddock.jpg' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { name: 'bbbbbbbbbbbb.webp', label: 'box.jpg', thumb: 'data:image/webp;base64,B' },
    ]);
    expect(screen.queryByText('paddock.jpg')).not.toBeInTheDocument();
    expect(screen.getByText('Foto aggiunte: 1 di 5.')).toBeInTheDocument();
    expect(input()).toHaveFocus();
    expect(loadUploader).not.toHaveBeenCalled();
  });

  it('stops an upload that runs and forgets it', async () => {
    const { events } = renderPicker();
    await pickAndWaitForUploads(events, [photo('a.jpg')]);
    await events.click(screen.getByRole('button', { name: 'Rimuovi: a.jpg' }));
    expect(upload(0).cancel).toHaveBeenCalled();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
    await upload(0).succeed();
    expect(onChange).not.toHaveBeenCalled();
    expect(input()).toHaveFocus();
  });

  it('removes a photo still being converted: it is never uploaded', async () => {
    let finish!: () => void;
    vi.mocked(decodeImage).mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          finish = () =>
            resolve({ width: 10, height: 10, close: vi.fn() } as unknown as ImageBitmap);
        }),
    );
    const { events } = renderPicker();
    await events.upload(input(), photo('a.jpg'));
    await events.click(screen.getByRole('button', { name: 'Rimuovi: a.jpg' }));
    await act(async () => finish());
    expect(uploadApplicationPhoto).not.toHaveBeenCalled();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('removes a failed photo', async () => {
    const { events } = renderPicker();
    await events.upload(input(), new File(['x'], 'note.txt', { type: 'text/plain' }));
    await events.click(screen.getByRole('button', { name: 'Rimuovi: note.txt' }));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('Foto aggiunte: 0 di 5.')).toBeInTheDocument();
  });

  it('works from the keyboard: Tab to the picker, then to a photo’s button, Enter', async () => {
    const { events } = renderPicker({
      initial: [{ name: 'aaaaaaaaaaaa.webp', label: 'box.jpg', thumb: 'data:image/webp;base64,B' }],
    });
    await events.tab();
    expect(input()).toHaveFocus();
    await events.tab();
    expect(screen.getByRole('button', { name: 'Rimuovi: box.jpg' })).toHaveFocus();
    await events.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(input()).toHaveFocus();
  });
});

describe('the limit', () => {
  it('takes the first five of seven photos and says which were left out', async () => {
    const { events, container } = renderPicker();
    const files = ['1', '2', '3', '4', '5', '6', '7'].map((n) => photo(`foto${n}.jpg`));
    await pickAndWaitForUploads(events, files, 5);
    expect(within(list()).getAllByRole('listitem')).toHaveLength(5);
    const message = 'Puoi aggiungere al massimo 5 foto: non abbiamo aggiunto foto6.jpg, foto7.jpg.';
    expect(shown(message)).toBeInTheDocument();
    expect(live(container)).toHaveTextContent(message);
    expect(screen.getByText('Foto aggiunte: 5 di 5.')).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(input()).toHaveAccessibleDescription(
      expect.stringContaining(
        'Hai aggiunto 5 foto, il massimo: rimuovine una per aggiungerne un’altra.',
      ),
    );
  });

  it('counts the stored photos and takes only what is left', async () => {
    const stored = ['a', 'b', 'c'].map((letter) => ({
      name: `${letter.repeat(12)}.webp`,
      label: `${letter}.jpg`,
      thumb: 'data:image/webp;base64,X',
    }));
    const { events } = renderPicker({ initial: stored, max: 4 });
    await pickAndWaitForUploads(events, [photo('d.jpg'), photo('e.jpg')], 1);
    expect(shown(/non abbiamo aggiunto e\.jpg\./)).toBeInTheDocument();
    await upload(0).succeed();
    expect(onChange).toHaveBeenLastCalledWith([
      ...stored,
      expect.objectContaining({ label: 'd.jpg' }),
    ]);
    expect(input()).toBeDisabled();
    await events.click(screen.getByRole('button', { name: 'Rimuovi: a.jpg' }));
    expect(input()).toBeEnabled();
    expect(input()).toHaveFocus();
  });

  it('refuses a pick while full', async () => {
    const { events } = renderPicker({ max: 1 });
    await pickAndWaitForUploads(events, [photo('a.jpg')]);
    await events.upload(input(), photo('b.jpg'));
    expect(screen.queryByText('b.jpg')).not.toBeInTheDocument();
    expect(uploads).toHaveLength(1);
  });
});

describe('leaving', () => {
  it('stops the uploads of the previous application when the id changes', async () => {
    const events = userEvent.setup();
    const { rerender } = render(<Harness applicationId={ID} />);
    await pickAndWaitForUploads(events, [photo('a.jpg')]);
    rerender(<Harness applicationId="Zz3dEf6hIj9lMn2pQr5t" />);
    expect(upload(0).cancel).toHaveBeenCalled();
    expect(screen.queryByText('a.jpg')).not.toBeInTheDocument();
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
    await upload(0).succeed();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stops its uploads when the form goes away', async () => {
    const { events, unmount } = renderPicker();
    await pickAndWaitForUploads(events, [photo('a.jpg')]);
    unmount();
    expect(upload(0).cancel).toHaveBeenCalled();
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
  });
});
