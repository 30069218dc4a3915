import { useState, type ChangeEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { imageUrl } from '#src/components/gallery/image-url';
import { horseImagePaths } from '#src/config/storage-paths';
import { uploadHorsePhoto } from './photo-upload';

type UploadState =
  | { status: 'idle' }
  | { status: 'working'; progress: number }
  | { status: 'done'; version: number }
  | { status: 'failed'; error: string };

export interface PhotoFieldProps {
  readonly slug: string;
  readonly name: string;
}

export function PhotoField({ slug, name }: PhotoFieldProps) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const thumb = horseImagePaths(slug, 'thumb');
  const alt = `Foto di ${name || slug}`;

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setState({ status: 'working', progress: 0 });
    const result = await uploadHorsePhoto(slug, file, (fraction) =>
      setState({ status: 'working', progress: Math.round(fraction * 100) }),
    );
    // The same file can be picked again after a failure.
    input.value = '';
    setState(
      result.success
        ? { status: 'done', version: Date.now() }
        : { status: 'failed', error: result.error.message },
    );
  }

  const working = state.status === 'working';
  const progress = working ? state.progress : state.status === 'done' ? 100 : 0;
  return (
    <div className="horse-edit__photo">
      <figure className="horse-edit__photo-figure">
        {state.status === 'done' ? (
          <img
            src={`${imageUrl(thumb.webp)}&v=${state.version}`}
            alt={alt}
            width={200}
            height={200}
          />
        ) : (
          <picture>
            <source type="image/webp" srcSet={imageUrl(thumb.webp)} />
            <img src={imageUrl(thumb.png)} alt={alt} width={200} height={200} />
          </picture>
        )}
      </figure>
      <Form.Group className="mb-3" controlId="horse-photo">
        <Form.Label>Nuova foto</Form.Label>
        <Form.Control
          type="file"
          accept="image/*"
          disabled={working}
          aria-describedby="horse-photo-hint"
          onChange={(event: ChangeEvent<HTMLInputElement>) => void pick(event)}
        />
        <Form.Text id="horse-photo-hint" as="div">
          Un’immagine fino a 10 MB: diventa una miniatura quadrata 400×400 e una foto grande
          1200×800 in formato WebP, salvate subito (senza premere Salva).
        </Form.Text>
      </Form.Group>
      {(working || state.status === 'done') && (
        <ProgressBar className="mb-2">
          <ProgressBar
            now={progress}
            label={`${progress}%`}
            visuallyHidden
            animated={working}
            variant={working ? undefined : 'success'}
            aria-label="Caricamento della foto"
          />
        </ProgressBar>
      )}
      <div aria-live="polite">
        {state.status === 'done' && (
          <p className="text-success mb-0">Foto caricata: ecco la nuova miniatura.</p>
        )}
      </div>
      {state.status === 'failed' && (
        <Alert variant="danger" role="alert" className="mb-0">
          {state.error}
        </Alert>
      )}
    </div>
  );
}
