import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { ok, type Result } from '#src/lib/data/result';
import {
  preparePhoto,
  readStoredHorseThumb,
  uploadHorsePhoto,
  type PreparedPhoto,
} from './photo-upload';

export const photoTexts = {
  label: 'Nuova foto',
  hint:
    'Un’immagine fino a 10 MB: diventa una miniatura quadrata 400×400 e una foto grande 1200×800 ' +
    'in formato WebP. Si salva con Salva, insieme agli altri dati del cavallo.',
  pending: 'Nuova foto scelta: premi Salva per salvarla con il cavallo.',
  drop: 'Tieni la foto di prima',
  stored: 'Foto salvata: ecco la nuova miniatura.',
  progress: 'Caricamento della foto',
  none: 'Nessuna foto salvata.',
  unreadable: 'Non riusciamo a mostrare la foto salvata: ricarica la pagina per riprovare.',
} as const;

interface Pending {
  readonly photo: PreparedPhoto;
  readonly preview: string;
}

export interface HorsePhoto {
  readonly pending: Pending | null;
  readonly busy: 'preparing' | 'uploading' | null;
  readonly progress: number;
  readonly error: string | null;
  /** Set once a new photo is stored: the address changes so the browser shows it. */
  readonly storedVersion: number | null;
}

const initial: HorsePhoto = {
  pending: null,
  busy: null,
  progress: 0,
  error: null,
  storedVersion: null,
};

export interface HorsePhotoDraft extends HorsePhoto {
  readonly pick: (file: File) => Promise<void>;
  readonly drop: () => void;
  /** Stores the photo picked, if any: answers the paths stored (none without a new photo). */
  readonly upload: () => Promise<Result<string[]>>;
}

/** The horse's photo as part of the horse's draft: picked now, stored by the form's Salva. */
export function useHorsePhoto(slug: string): HorsePhotoDraft {
  const [state, setState] = useState<HorsePhoto>(initial);
  const pending = useRef<Pending | null>(null);

  const setPending = useCallback((next: Pending | null) => {
    if (pending.current) URL.revokeObjectURL(pending.current.preview);
    pending.current = next;
  }, []);
  useEffect(() => () => setPending(null), [setPending]);

  const pick = useCallback(
    async (file: File) => {
      setState((current) => ({ ...current, busy: 'preparing', error: null }));
      const prepared = await preparePhoto(file);
      if (!prepared.success) {
        setState((current) => ({ ...current, busy: null, error: prepared.error.message }));
        return;
      }
      const thumb = prepared.data[0]?.[1];
      const next = { photo: prepared.data, preview: thumb ? URL.createObjectURL(thumb) : '' };
      setPending(next);
      setState((current) => ({ ...current, pending: next, busy: null, error: null }));
    },
    [setPending],
  );

  const drop = useCallback(() => {
    setPending(null);
    setState((current) => ({ ...current, pending: null, error: null }));
  }, [setPending]);

  const upload = useCallback(async (): Promise<Result<string[]>> => {
    const chosen = pending.current;
    if (!chosen) return ok([]);
    setState((current) => ({ ...current, busy: 'uploading', progress: 0, error: null }));
    const stored = await uploadHorsePhoto(slug, chosen.photo, (fraction) =>
      setState((current) => ({ ...current, progress: Math.round(fraction * 100) })),
    );
    if (!stored.success) {
      // Still picked: the next Salva tries again.
      setState((current) => ({ ...current, busy: null, error: stored.error.message }));
      return stored;
    }
    if (pending.current === chosen) setPending(null);
    setState((current) => ({
      ...current,
      pending: current.pending === chosen ? null : current.pending,
      busy: null,
      progress: 100,
      storedVersion: Date.now(),
    }));
    return stored;
  }, [slug, setPending]);

  return { ...state, pick, drop, upload };
}

/** A `data:` address; `null`: no photo stored; `'failed'`: unreadable now; `undefined`: reading. */
type StoredThumb = string | null | 'failed' | undefined;

/**
 * A `data:` address: it lives in the field's state with nothing to release (an object URL would
 * have to be revoked when the slug or the version changes).
 */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(blob);
  });
}

async function readStoredThumb(slug: string): Promise<StoredThumb> {
  const read = await readStoredHorseThumb(slug);
  if (!read.success) return 'failed';
  return read.data ? dataUrlOf(read.data).catch(() => 'failed' as const) : null;
}

/**
 * The stored thumbnail (400×400, some tens of kB), read with the staff's own account: a hidden
 * horse's photo is refused to the public address the site uses
 * (docs/decisions/0075-hidden-horses-photos.md). Read again after each new photo is stored.
 */
function useStoredThumb(slug: string, version: number | null): StoredThumb {
  const [thumb, setThumb] = useState<{ key: string; url: StoredThumb }>({
    key: '',
    url: undefined,
  });
  const key = `${slug} ${version ?? ''}`;
  useEffect(() => {
    let live = true;
    void readStoredThumb(slug).then((url) => {
      if (live) setThumb({ key, url });
    });
    return () => {
      live = false;
    };
  }, [slug, key]);
  return thumb.key === key ? thumb.url : undefined;
}

export interface PhotoFieldProps {
  readonly slug: string;
  readonly name: string;
  readonly photo: HorsePhotoDraft;
  /** A photo picked or dropped. */
  readonly onChange?: () => void;
}

export function PhotoField({ slug, name, photo, onChange }: PhotoFieldProps) {
  const alt = `Foto di ${name || slug}`;
  const { pending, busy, storedVersion, error } = photo;
  const stored = useStoredThumb(slug, storedVersion);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    onChange?.();
    await photo.pick(file);
    // The same file can be picked again after a failure or after "Tieni la foto di prima".
    input.value = '';
  }

  const uploading = busy === 'uploading';
  return (
    <div className="horse-edit__photo">
      <figure className="horse-edit__photo-figure">
        {pending ? (
          <img src={pending.preview} alt={`${alt} (nuova, da salvare)`} width={200} height={200} />
        ) : stored === 'failed' ? (
          <figcaption className="text-danger">{photoTexts.unreadable}</figcaption>
        ) : stored === null ? (
          <figcaption className="text-body-secondary">{photoTexts.none}</figcaption>
        ) : stored === undefined ? null : (
          <img src={stored} alt={alt} width={200} height={200} />
        )}
      </figure>
      <Form.Group className="mb-3" controlId="horse-photo">
        <Form.Label>{photoTexts.label}</Form.Label>
        <Form.Control
          type="file"
          accept="image/*"
          disabled={busy !== null}
          aria-describedby="horse-photo-hint"
          onChange={(event: ChangeEvent<HTMLInputElement>) => void pick(event)}
        />
        <Form.Text id="horse-photo-hint" as="div">
          {photoTexts.hint}
        </Form.Text>
      </Form.Group>
      {uploading && (
        <ProgressBar className="mb-2">
          <ProgressBar
            now={photo.progress}
            label={`${photo.progress}%`}
            visuallyHidden
            animated
            aria-label={photoTexts.progress}
          />
        </ProgressBar>
      )}
      <div aria-live="polite">
        {pending && (
          <p className="horse-edit__photo-pending mb-2">
            {photoTexts.pending}{' '}
            <button
              type="button"
              className="btn btn-link btn-sm p-0 align-baseline"
              disabled={busy !== null}
              onClick={() => {
                onChange?.();
                photo.drop();
              }}
            >
              {photoTexts.drop}
            </button>
          </p>
        )}
        {!pending && storedVersion !== null && (
          <p className="text-success mb-0">{photoTexts.stored}</p>
        )}
      </div>
      {error && (
        <Alert variant="danger" role="alert" className="mb-0">
          {error}
        </Alert>
      )}
    </div>
  );
}
