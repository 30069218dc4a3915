import { useId, useState, type ChangeEvent } from 'react';
import { imageUrl } from '#src/lib/images/image-url';
import { prepareNewsPhoto, newsPhotoSize } from './news-photo';

export const newsPhotoTexts = {
  label: 'Foto',
  hint:
    'Facoltativa. Un’immagine fino a 10 MB: diventa una foto 1200×800 in formato WebP, ritagliata ' +
    'al centro, caricata quando premi Salva.',
  converting: 'Preparazione della foto…',
  ready: 'Foto pronta: verrà caricata quando premi Salva.',
  remove: 'Togli la foto',
} as const;

export interface NewsPhotoFieldProps {
  readonly photo: string;
  readonly newPhoto: string;
  readonly version: number;
  readonly alt: string;
  readonly disabled: boolean;
  /** The form's error about the photo, shown after a save attempt. */
  readonly error?: string;
  readonly onPick: (photo: Blob) => void;
  readonly onRemove: () => void;
}

type PickState =
  { status: 'idle' } | { status: 'converting' } | { status: 'failed'; error: string };

export function NewsPhotoField({
  photo,
  newPhoto,
  version,
  alt,
  disabled,
  error: formError,
  onPick,
  onRemove,
}: NewsPhotoFieldProps) {
  const id = useId();
  const [state, setState] = useState<PickState>({ status: 'idle' });

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setState({ status: 'converting' });
    const converted = await prepareNewsPhoto(file);
    // The same file can be picked again.
    input.value = '';
    if (!converted.success) {
      setState({ status: 'failed', error: converted.error.message });
      return;
    }
    setState({ status: 'idle' });
    onPick(converted.data);
  }

  const preview = newPhoto || (photo ? `${imageUrl(photo)}&v=${version}` : '');
  const errorId = `${id}-error`;
  const error = state.status === 'failed' ? state.error : formError;
  return (
    <div className="news-photo admin-field mb-3">
      <label className="form-label admin-field__label" htmlFor={id}>
        {newsPhotoTexts.label}
      </label>
      {preview && (
        <figure className="news-photo__figure">
          <img src={preview} alt={alt} width={newsPhotoSize.width} height={newsPhotoSize.height} />
        </figure>
      )}
      <div className="news-photo__controls">
        <input
          id={id}
          name="photo"
          type="file"
          accept="image/*"
          className={error ? 'form-control is-invalid' : 'form-control'}
          disabled={disabled || state.status === 'converting'}
          aria-describedby={[`${id}-hint`, error ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => void pick(event)}
        />
        {preview && (
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={disabled}
            onClick={onRemove}
          >
            {newsPhotoTexts.remove}
          </button>
        )}
      </div>
      <div id={`${id}-hint`} className="form-text admin-field__description">
        {newsPhotoTexts.hint}
      </div>
      <div aria-live="polite" className="news-photo__status">
        {state.status === 'converting' && <p className="mb-0">{newsPhotoTexts.converting}</p>}
        {state.status === 'idle' && newPhoto && (
          <p className="mb-0 text-success-emphasis">{newsPhotoTexts.ready}</p>
        )}
      </div>
      {error && (
        <div id={errorId} role="alert" className="invalid-feedback d-block admin-field__error">
          {error}
        </div>
      )}
    </div>
  );
}
