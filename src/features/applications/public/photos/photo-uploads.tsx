import { useEffect, useSyncExternalStore } from 'react';
import type { SiteLanguage } from '#src/config/site';
import { textsFor } from '#src/lib/text/dictionary';
import type { PublicPhotoKind } from '../../api/public-photo-upload';
import type { StoredPhoto } from './stored-photo';
import { photoSends, sendPhoto, sendPhotos, subscribePhotoSends } from './photo-sends';
import { retryable } from './photo-problem';
import { photoTexts } from './texts';

// After the application is sent: its photos follow, one at a time, each with its progress and, if
// it fails, "Riprova". The application stands either way, naming its photos, so staff see which
// one is missing (docs/product.md, "Public applications").

export interface PhotoUploadsProps {
  readonly language: SiteLanguage;
  readonly kind: PublicPhotoKind;
  readonly applicationId: string;
  readonly photos: readonly StoredPhoto[];
}

export function PhotoUploads({ language, kind, applicationId, photos }: PhotoUploadsProps) {
  // The sends outlive this component (photo-sends.ts): a remount shows them, never repeats them.
  const states = useSyncExternalStore(
    subscribePhotoSends,
    () => photoSends(applicationId),
    () => photoSends(applicationId),
  );
  const send = (photo: StoredPhoto) => void sendPhoto(kind, applicationId, photo.name);

  useEffect(() => {
    void sendPhotos(
      kind,
      applicationId,
      photos.map((photo) => photo.name),
    );
    // Once per sent application: sendPhotos itself ignores a second call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [applicationId]);

  const t = textsFor(photoTexts, language);
  const text = (words: string) => <span lang={language}>{words}</span>;
  const sent = photos.filter((photo) => states[photo.name]?.kind === 'sent').length;
  const anyFailed = photos.some((photo) =>
    ['failed', 'lost'].includes(states[photo.name]?.kind ?? ''),
  );

  return (
    <section className="photo-uploads mb-4" aria-labelledby={`${applicationId}-photos`}>
      <h2 id={`${applicationId}-photos`} className="h5">
        {text(t.sending.title)}
      </h2>
      <p className="small">{text(t.sending.stay)}</p>
      <p className="small" aria-live="polite">
        {text(t.photosSent(sent, photos.length))}
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
                    aria-label={t.progressName(photo.label)}
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
                  {state.kind === 'waiting' && text(t.sending.waiting)}
                  {state.kind === 'uploading' && text(t.uploading(state.percent))}
                  {state.kind === 'sent' && text(t.sending.sent)}
                  {state.kind === 'failed' && text(t.problems[state.problem])}
                  {state.kind === 'lost' && text(t.sending.lost)}
                </p>
                {state.kind === 'failed' && retryable.has(state.problem) && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    onClick={() => send(photo)}
                  >
                    {text(t.retry)}
                    <span className="visually-hidden">: {photo.label}</span>
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {anyFailed && <p className="small">{text(t.sending.failedNote)}</p>}
    </section>
  );
}
