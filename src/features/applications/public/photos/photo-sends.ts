import type { PublicPhotoKind } from '../../api/public-photo-upload';
import { loadUploader } from './load-uploader';
import { dropPhoto, queuedPhoto } from './photo-queue';
import { uploadProblem, type PhotoProblem } from './photo-problem';

// The sends of an application's photos live here, outside React, one per photo for the page's
// life: whatever mounts, remounts or runs its effects twice (React's development mode) finds the
// send already under way and only watches it. A photo is marked as being sent before anything is
// awaited, so two starts in the same tick still make one upload (decision 76). Storage never lets
// a visitor replace a photo, so a second upload of the same name was refused and reported a photo
// that had arrived as failed.

export type PhotoSendState =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'uploading'; readonly percent: number }
  | { readonly kind: 'sent' }
  | { readonly kind: 'failed'; readonly problem: PhotoProblem }
  | { readonly kind: 'lost' };

export type PhotoSends = Readonly<Record<string, PhotoSendState>>;

const sends = new Map<string, PhotoSends>();
const runs = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
const none: PhotoSends = {};

function set(applicationId: string, name: string, state: PhotoSendState): void {
  sends.set(applicationId, { ...sends.get(applicationId), [name]: state });
  for (const listener of listeners) listener();
}

export function subscribePhotoSends(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The same object until a state changes (useSyncExternalStore's snapshot). */
export const photoSends = (applicationId: string): PhotoSends => sends.get(applicationId) ?? none;

/**
 * Sends one photo unless it is already on its way or arrived: "Riprova" after a failure starts it
 * again; a second call while it runs, or after it arrived, does nothing.
 */
export async function sendPhoto(
  kind: PublicPhotoKind,
  applicationId: string,
  name: string,
): Promise<void> {
  const current = sends.get(applicationId)?.[name]?.kind;
  if (current === 'uploading' || current === 'sent') return;
  const blob = queuedPhoto(applicationId, name);
  // Only a page loaded again loses its queue: a sent photo leaves it as 'sent' above.
  if (!blob) return set(applicationId, name, { kind: 'lost' });
  set(applicationId, name, { kind: 'uploading', percent: 0 });
  let uploader: Awaited<ReturnType<typeof loadUploader>>;
  try {
    uploader = await loadUploader();
  } catch (error) {
    console.error('Loading the photo upload failed', error);
    return set(applicationId, name, {
      kind: 'failed',
      problem: uploadProblem('module-not-loaded'),
    });
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
      set(applicationId, name, { kind: 'uploading', percent });
    },
    name,
  );
  const result = await upload.done;
  if (result.success) {
    dropPhoto(applicationId, name);
    set(applicationId, name, { kind: 'sent' });
  } else {
    set(applicationId, name, { kind: 'failed', problem: uploadProblem(result.error.code) });
  }
}

/**
 * Sends an application's photos one at a time (a phone's connection gives each its full width),
 * once per application whoever asks and however often.
 */
export function sendPhotos(
  kind: PublicPhotoKind,
  applicationId: string,
  names: readonly string[],
): Promise<void> {
  const running = runs.get(applicationId);
  if (running) return running;
  for (const name of names) {
    if (!sends.get(applicationId)?.[name]) set(applicationId, name, { kind: 'waiting' });
  }
  const run = (async () => {
    for (const name of names) await sendPhoto(kind, applicationId, name);
  })();
  runs.set(applicationId, run);
  return run;
}

/** Tests only: a page's sends start afresh. */
export function forgetPhotoSends(): void {
  sends.clear();
  runs.clear();
}
