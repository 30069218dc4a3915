import { useEffect, useRef, useState } from 'react';
import { Bilingual, bilingual, type BiText } from '#src/components/bilingual/bilingual';
import type { SiteLanguage } from '#src/config/site';
import type { PublicPhotoKind } from '../../api/public-photo-upload';
import { loadUploader } from './load-uploader';
import type { StoredPhoto } from './photo-picker';
import { dropPhoto, queuedPhoto } from './photo-queue';
import {
  photosSent,
  photoText,
  problemText,
  progressName,
  retryable,
  sendingPhotosText,
  uploading,
  uploadProblem,
  type PhotoProblem,
} from './photo-text';

// After the application is sent: its photos follow, one at a time, each with its progress and, if
// it fails, "Riprova". The application stands either way, naming its photos, so staff see which
// one is missing (docs/product.md, "Public applications").

type UploadState =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'uploading'; readonly percent: number }
  | { readonly kind: 'sent' }
  | { readonly kind: 'failed'; readonly problem: PhotoProblem }
  | { readonly kind: 'lost' };

export interface PhotoUploadsProps {
  readonly language: SiteLanguage;
  readonly kind: PublicPhotoKind;
  readonly applicationId: string;
  readonly photos: readonly StoredPhoto[];
}

export function PhotoUploads({ language, kind, applicationId, photos }: PhotoUploadsProps) {
  const [states, setStates] = useState<Readonly<Record<string, UploadState>>>(() =>
    Object.fromEntries(photos.map((photo) => [photo.name, { kind: 'waiting' }])),
  );
  const cancels = useRef(new Set<() => void>());
  const set = (name: string, state: UploadState) =>
    setStates((current) => ({ ...current, [name]: state }));

  async function send(photo: StoredPhoto): Promise<void> {
    const blob = queuedPhoto(applicationId, photo.name);
    if (!blob) return set(photo.name, { kind: 'lost' });
    set(photo.name, { kind: 'uploading', percent: 0 });
    let uploader: Awaited<ReturnType<typeof loadUploader>>;
    try {
      uploader = await loadUploader();
    } catch (error) {
      console.error('Loading the photo upload failed', error);
      return set(photo.name, { kind: 'failed', problem: uploadProblem('module-not-loaded') });
    }
    let shown = 0;
    const upload = uploader.uploadApplicationPhoto(
      kind,
      applicationId,
      blob,
      (fraction) => {
        const percent = Math.round(fraction * 100);
        if (percent === shown) return;
        shown = percent;
        set(photo.name, { kind: 'uploading', percent });
      },
      photo.name,
    );
    cancels.current.add(upload.cancel);
    const result = await upload.done;
    cancels.current.delete(upload.cancel);
    if (result.success) {
      dropPhoto(applicationId, photo.name);
      set(photo.name, { kind: 'sent' });
    } else if (result.error.code !== 'storage/canceled') {
      set(photo.name, { kind: 'failed', problem: uploadProblem(result.error.code) });
    }
  }

  useEffect(() => {
    const running = cancels.current;
    void (async () => {
      // One at a time: a phone's connection gives each photo its full width.
      for (const photo of photos) await send(photo);
    })();
    return () => {
      for (const cancel of running) cancel();
      running.clear();
    };
    // Once per sent application.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [applicationId]);

  const text = (bi: BiText) => <Bilingual text={bi} language={language} />;
  const sent = photos.filter((photo) => states[photo.name]?.kind === 'sent').length;
  const anyFailed = photos.some((photo) =>
    ['failed', 'lost'].includes(states[photo.name]?.kind ?? ''),
  );

  return (
    <section className="photo-uploads mb-4" aria-labelledby={`${applicationId}-photos`}>
      <h2 id={`${applicationId}-photos`} className="h5">
        {text(sendingPhotosText.title)}
      </h2>
      <p className="small">{text(sendingPhotosText.stay)}</p>
      <p className="small" aria-live="polite">
        {text(photosSent(sent, photos.length))}
      </p>
      <ul className="list-unstyled mb-2">
        {photos.map((photo) => {
          const state = states[photo.name] ?? { kind: 'waiting' };
          return (
            <li key={photo.name} className="d-flex gap-3 align-items-start py-2 border-bottom">
              <img
                src={photo.thumb}
                alt=""
                width={64}
                height={64}
                className="photo-picker__thumb rounded"
              />
              <div className="flex-grow-1">
                <p className="mb-1 text-break">{photo.label}</p>
                {state.kind === 'uploading' && (
                  <progress
                    className="d-block w-100 mb-1"
                    max={100}
                    value={state.percent}
                    aria-label={bilingual(progressName(photo.label), language)}
                  />
                )}
                <p
                  className={`small mb-1 ${
                    state.kind === 'sent'
                      ? 'text-success'
                      : state.kind === 'failed' || state.kind === 'lost'
                        ? 'text-danger'
                        : ''
                  }`}
                >
                  {state.kind === 'waiting' && text(sendingPhotosText.waiting)}
                  {state.kind === 'uploading' && text(uploading(state.percent))}
                  {state.kind === 'sent' && text(sendingPhotosText.sent)}
                  {state.kind === 'failed' && text(problemText[state.problem])}
                  {state.kind === 'lost' && text(sendingPhotosText.lost)}
                </p>
                {state.kind === 'failed' && retryable.has(state.problem) && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    onClick={() => void send(photo)}
                  >
                    <Bilingual text={photoText.retry} language={language} />
                    <span className="visually-hidden">: {photo.label}</span>
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {anyFailed && <p className="small">{text(sendingPhotosText.failedNote)}</p>}
    </section>
  );
}
