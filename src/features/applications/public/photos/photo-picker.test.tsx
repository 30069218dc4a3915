import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import type { SiteLanguage } from '#src/config/site';
import {
  decodeImage,
  ImageConversionError,
  toPhotoWithin,
  photoDataUrlWithin,
} from '#src/lib/images/webp';
import type * as Webp from '#src/lib/images/webp';
import { loadUploader } from './load-uploader';
import { PhotoPicker, type StoredPhoto } from './photo-picker';
import { queuedPhoto, queuePhoto } from './photo-queue';

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

let thumbs = 0;

beforeEach(() => {
  thumbs = 0;
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
        {busy ? 'Attendi la preparazione delle foto…' : 'Invia'}
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

const READY = 'Pronta: la inviamo subito dopo la domanda.';

async function pickAndWaitUntilReady(
  events: ReturnType<typeof userEvent.setup>,
  files: File[],
  count = files.length,
) {
  await events.upload(input(), files);
  await waitFor(() => expect(screen.queryAllByText(READY)).toHaveLength(count));
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
    expect(within(row('box.jpg')).getByText(READY)).toBeInTheDocument();
    expect(screen.getByText('Foto aggiunte: 2 di 5.')).toBeInTheDocument();
    expect(live(container)).toBeEmptyDOMElement();
  });
});

describe('preparing', () => {
  it('converts, then keeps the photo ready for after the application, and says so', async () => {
    const { events, container } = renderPicker();
    await pickAndWaitUntilReady(events, [photo('cavallo.jpg')]);
    expect(toPhotoWithin).toHaveBeenCalledWith(expect.anything(), 2048, 0.85);
    const stored = onChange.mock.lastCall?.[0] as StoredPhoto[];
    expect(stored).toEqual([
      {
        name: expect.stringMatching(/^[a-z0-9]{12}\.webp$/),
        label: 'cavallo.jpg',
        thumb: 'data:image/webp;base64,THUMB1',
      },
    ]);
    expect(queuedPhoto(ID, stored[0]?.name ?? '')?.type).toBe('image/webp');
    expect(live(container)).toHaveTextContent('Foto pronta: cavallo.jpg.');
    expect(screen.getByText('Foto aggiunte: 1 di 5.')).toBeInTheDocument();
    // Nothing is uploaded before the application is sent.
    expect(loadUploader).not.toHaveBeenCalled();
  });

  it('names a JPEG .jpg where the browser cannot encode WebP', async () => {
    vi.mocked(toPhotoWithin).mockResolvedValue(new Blob(['jpeg'], { type: 'image/jpeg' }));
    const { events } = renderPicker();
    await pickAndWaitUntilReady(events, [photo('a.jpg')]);
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: expect.stringMatching(/^[a-z0-9]{12}\.jpg$/) }),
    ]);
  });

  it('tells the form it is busy while a photo is converted, and leaves it usable', async () => {
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
    expect(onBusyChange).toHaveBeenLastCalledWith(true);
    expect(
      screen.getByRole('button', { name: 'Attendi la preparazione delle foto…' }),
    ).toBeDisabled();
    await act(async () => finish());
    await waitFor(() => expect(onBusyChange).toHaveBeenLastCalledWith(false));
    expect(screen.getByRole('button', { name: 'Invia' })).toBeEnabled();
  });
});

describe('failures', () => {
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
    expect(onChange).not.toHaveBeenCalled();
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
    await waitFor(() => expect(screen.getByText(READY)).toBeInTheDocument());
    expect(decodeImage).toHaveBeenCalledTimes(2);
  });
});

describe('removing', () => {
  it('drops a stored photo from the application and moves the focus to the picker', async () => {
    queuePhoto(ID, 'aaaaaaaaaaaa.webp', new Blob(['p'], { type: 'image/webp' }));
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
    await waitFor(() => expect(input()).toHaveFocus());
    expect(queuedPhoto(ID, 'aaaaaaaaaaaa.webp')).toBeUndefined();
    expect(loadUploader).not.toHaveBeenCalled();
  });

  it('removes a photo still being converted: it is never kept', async () => {
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
    expect(onChange).not.toHaveBeenCalled();
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
    await waitFor(() => expect(input()).toHaveFocus());
  });
});

describe('the limit', () => {
  it('takes the first five of seven photos and says which were left out', async () => {
    const { events } = renderPicker();
    const files = ['1', '2', '3', '4', '5', '6', '7'].map((n) => photo(`foto${n}.jpg`));
    await pickAndWaitUntilReady(events, files, 5);
    expect(within(list()).getAllByRole('listitem')).toHaveLength(5);
    const message = 'Puoi aggiungere al massimo 5 foto: non abbiamo aggiunto foto6.jpg, foto7.jpg.';
    expect(shown(message)).toBeInTheDocument();
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
    await pickAndWaitUntilReady(events, [photo('d.jpg'), photo('e.jpg')], 4);
    expect(shown(/non abbiamo aggiunto e\.jpg\./)).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith([
      ...stored,
      expect.objectContaining({ label: 'd.jpg' }),
    ]);
    expect(input()).toBeDisabled();
    await events.click(screen.getByRole('button', { name: 'Rimuovi: a.jpg' }));
    expect(input()).toBeEnabled();
    await waitFor(() => expect(input()).toHaveFocus());
  });

  it('refuses a pick while full', async () => {
    const { events } = renderPicker({ max: 1 });
    await pickAndWaitUntilReady(events, [photo('a.jpg')]);
    await events.upload(input(), photo('b.jpg'));
    expect(screen.queryByText('b.jpg')).not.toBeInTheDocument();
    expect(toPhotoWithin).toHaveBeenCalledTimes(1);
  });
});
