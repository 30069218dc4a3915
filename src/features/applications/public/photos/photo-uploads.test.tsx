import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, type Result } from '#src/lib/data/result';
import type { PhotoUpload, PublicPhotoKind } from '../../api/public-photo-upload';
import { loadUploader } from './load-uploader';
import { queuedPhoto, queuePhoto } from './photo-queue';
import { forgetPhotoSends } from './photo-sends';
import { PhotoUploads } from './photo-uploads';

// jsdom has no Storage: the real upload runs in the browser specs against the emulators.
vi.mock('./load-uploader', () => ({ loadUploader: vi.fn() }));

const ID = 'Ab3dEf6hIj9lMn2pQr5t';
const photos = [
  { name: 'aaaaaaaaaaaa.webp', label: 'paddock.jpg', thumb: 'data:image/webp;base64,P' },
  { name: 'bbbbbbbbbbbb.jpg', label: 'box.jpg', thumb: 'data:image/webp;base64,B' },
];

interface Started {
  readonly args: [PublicPhotoKind, string, Blob, string | undefined];
  progress(fraction: number): void;
  settle(result: Result<string>): Promise<void>;
}

let started: Started[] = [];

const uploadApplicationPhoto = vi.fn(
  (
    kind: PublicPhotoKind,
    applicationId: string,
    blob: Blob,
    onProgress?: (fraction: number) => void,
    name?: string,
  ): PhotoUpload => {
    let resolve!: (result: Result<string>) => void;
    const done = new Promise<Result<string>>((settle) => (resolve = settle));
    started.push({
      args: [kind, applicationId, blob, name],
      progress: (fraction) => act(() => onProgress?.(fraction)),
      settle: (result) => act(async () => resolve(result)),
    });
    return { name: name ?? '', done, cancel: vi.fn() };
  },
);

beforeEach(() => {
  started = [];
  forgetPhotoSends();
  vi.mocked(loadUploader).mockResolvedValue({
    uploadApplicationPhoto,
  } as unknown as Awaited<ReturnType<typeof loadUploader>>);
  for (const photo of photos) {
    queuePhoto(ID, photo.name, new Blob([photo.name], { type: 'image/webp' }));
  }
});

afterEach(() => {
  vi.mocked(loadUploader).mockReset();
  uploadApplicationPhoto.mockClear();
});

const row = (label: string) => {
  const item = screen
    .getAllByRole('listitem')
    .find((candidate) => within(candidate).queryByText(label, { exact: true }));
  if (!item) throw new Error(`No photo ${label}`);
  return item;
};

describe('the photos sent after their application', () => {
  it('sends them one at a time under their names, with a bar each, and says when all arrived', async () => {
    render(<PhotoUploads language="it" kind="cession" applicationId={ID} photos={photos} />);
    expect(screen.getByRole('heading', { name: /Invio delle foto/ })).toBeInTheDocument();
    expect(screen.getByText(/Resta su questa pagina/)).toBeInTheDocument();
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]?.args.slice(0, 2)).toEqual(['cession', ID]);
    expect(started[0]?.args[3]).toBe('aaaaaaaaaaaa.webp');
    started[0]?.progress(0.4);
    expect(
      within(row('paddock.jpg')).getByRole('progressbar', {
        name: 'Caricamento di paddock.jpg',
      }),
    ).toHaveAttribute('value', '40');
    expect(within(row('box.jpg')).getByText('In attesa…')).toBeInTheDocument();
    await started[0]?.settle(ok('aaaaaaaaaaaa.webp'));
    expect(within(row('paddock.jpg')).getByText('Inviata')).toBeInTheDocument();
    expect(queuedPhoto(ID, 'aaaaaaaaaaaa.webp')).toBeUndefined();
    await waitFor(() => expect(started).toHaveLength(2));
    expect(started[1]?.args[3]).toBe('bbbbbbbbbbbb.jpg');
    await started[1]?.settle(ok('bbbbbbbbbbbb.jpg'));
    expect(screen.getByText('Foto inviate: 2 di 2.')).toBeInTheDocument();
  });

  it('shows a failed photo with its reason and "Riprova", and says the application stands', async () => {
    const events = userEvent.setup();
    render(<PhotoUploads language="it" kind="adoption" applicationId={ID} photos={photos} />);
    await waitFor(() => expect(started).toHaveLength(1));
    await started[0]?.settle(fail('storage/retry-limit-exceeded', 'Rete.'));
    expect(within(row('paddock.jpg')).getByText(/controlla la connessione/)).toBeInTheDocument();
    expect(
      screen.getByText(/la domanda resta valida: lo staff vede quale foto manca/),
    ).toBeVisible();
    await waitFor(() => expect(started).toHaveLength(2));
    await started[1]?.settle(ok('bbbbbbbbbbbb.jpg'));
    await events.click(screen.getByRole('button', { name: 'Riprova: paddock.jpg' }));
    await waitFor(() => expect(started).toHaveLength(3));
    expect(started[2]?.args[3]).toBe('aaaaaaaaaaaa.webp');
    await started[2]?.settle(ok('aaaaaaaaaaaa.webp'));
    expect(screen.getByText('Foto inviate: 2 di 2.')).toBeInTheDocument();
  });

  it('says a photo is gone when the page no longer holds it, and sends the others', async () => {
    render(
      <PhotoUploads
        language="it"
        kind="adoption"
        applicationId={ID}
        photos={[
          { name: 'cccccccccccc.webp', label: 'gone.jpg', thumb: 'data:image/webp;base64,G' },
          ...photos.slice(0, 1),
        ]}
      />,
    );
    await waitFor(() => expect(started).toHaveLength(1));
    expect(within(row('gone.jpg')).getByText(/non è più nella pagina/)).toBeInTheDocument();
    expect(started[0]?.args[3]).toBe('aaaaaaaaaaaa.webp');
  });

  it('starts each upload once under StrictMode, whose effects run twice, and says it arrived', async () => {
    render(
      <StrictMode>
        <PhotoUploads language="it" kind="adoption" applicationId={ID} photos={photos} />
      </StrictMode>,
    );
    await waitFor(() => expect(started).toHaveLength(1));
    await started[0]?.settle(ok('aaaaaaaaaaaa.webp'));
    await waitFor(() => expect(started).toHaveLength(2));
    await started[1]?.settle(ok('bbbbbbbbbbbb.jpg'));
    expect(screen.getByText('Foto inviate: 2 di 2.')).toBeInTheDocument();
    expect(uploadApplicationPhoto).toHaveBeenCalledTimes(2);
    expect(started.map((upload) => upload.args[3])).toEqual([
      'aaaaaaaaaaaa.webp',
      'bbbbbbbbbbbb.jpg',
    ]);
    expect(screen.queryByRole('button', { name: /Riprova/ })).not.toBeInTheDocument();
  });

  it('shows the sends under way after a remount instead of starting them again', async () => {
    const first = render(
      <PhotoUploads language="en" kind="cession" applicationId={ID} photos={photos} />,
    );
    await waitFor(() => expect(started).toHaveLength(1));
    started[0]?.progress(0.5);
    first.unmount();
    render(<PhotoUploads language="en" kind="cession" applicationId={ID} photos={photos} />);
    expect(within(row('paddock.jpg')).getByText('Uploading… 50%')).toBeInTheDocument();
    await started[0]?.settle(ok('aaaaaaaaaaaa.webp'));
    expect(within(row('paddock.jpg')).getByText('Sent')).toBeInTheDocument();
    await waitFor(() => expect(started).toHaveLength(2));
    await started[1]?.settle(ok('bbbbbbbbbbbb.jpg'));
    expect(screen.getByText('Photos sent: 2 of 2.')).toBeInTheDocument();
    expect(uploadApplicationPhoto).toHaveBeenCalledTimes(2);
  });
});
