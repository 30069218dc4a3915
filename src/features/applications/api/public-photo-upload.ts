import { ref, uploadBytesResumable, type UploadTask } from 'firebase/storage';
import { applicationPhotosFolder, type ApplicationPhotoKind } from '#src/config/storage-paths';
import { isAutoId, randomId } from '#src/lib/data/auto-id';
import { errorCode, failure, messageFor } from '#src/lib/data/errors';
import { MAX_UPLOAD_BYTES } from '#src/lib/data/media-api';
import { fail, ok, type Result } from '#src/lib/data/result';
import { storage } from '#src/lib/firebase/storage';

// A visitor's photo for an adoption or cession application, uploaded while the form is filled
// (docs/product.md "Public applications", storage.rules `applications/{kind}/{id}/{name}`). This
// module brings in the Storage SDK: the photo picker imports it with `import()` only once a photo
// is picked, so a form page's first download does not carry it (decision 35).

/** The applications whose visitors may add photos. */
export type PublicPhotoKind = Extract<ApplicationPhotoKind, 'adoption' | 'cession'>;

/** Our own code for a converted photo the rules would refuse for its size (10 MiB or more). */
export const PHOTO_TOO_LARGE = 'photo-too-large';

/** A Firestore auto-id, as the browser draws it for the application before it exists. */
const nameAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The photo types the rules accept from the public, and the extension each is stored with. */
const extensions: Readonly<Record<string, string>> = { 'image/webp': 'webp', 'image/jpeg': 'jpg' };

/**
 * A fresh random photo name, 12 lowercase letters or digits and the type's extension:
 * `k3j9x0a1b2c4.webp` (or `.jpg` for the JPEG of a browser that cannot encode WebP).
 */
export function randomPhotoName(type = 'image/webp'): string {
  return `${randomId(12, nameAlphabet)}.${extensions[type] ?? 'webp'}`;
}

export interface PhotoUpload {
  /** The photo's name in the application's folder, drawn before the upload starts. */
  readonly name: string;
  /**
   * Settles with the name once the photo is stored, or with the failure (a message and its code,
   * see `src/lib/data/errors.ts`; `storage/canceled` after `cancel()`). Never rejects.
   */
  readonly done: Promise<Result<string>>;
  /** Stops the upload if it still runs; `done` then answers `storage/canceled`. */
  cancel(): void;
}

const settled = (name: string, result: Result<string>): PhotoUpload => ({
  name,
  done: Promise.resolve(result),
  cancel: () => {},
});

/** Why the upload would be refused by the rules before anything is sent; undefined when it would not. */
function refusal(
  kind: PublicPhotoKind,
  applicationId: string,
  blob: Blob,
): Result<string> | undefined {
  if ((kind !== 'adoption' && kind !== 'cession') || !isAutoId(applicationId)) {
    return fail('invalid-argument', messageFor('invalid-argument'));
  }
  if (!(blob.type in extensions)) {
    return fail('invalid-argument', 'Il file da caricare deve essere un’immagine WebP o JPEG.');
  }
  if (blob.size >= MAX_UPLOAD_BYTES) {
    return fail(PHOTO_TOO_LARGE, 'L’immagine è troppo grande: il massimo è 10 MB.');
  }
  return undefined;
}

/**
 * How long the SDK retries a failing upload before it gives up (its default is 10 minutes). A
 * visitor waits for the photos to send the form: after a minute the photo says what went wrong
 * and offers "Riprova".
 */
const UPLOAD_RETRY_MS = 60_000;

/**
 * Public: uploads a WebP (or JPEG) photo to `applications/{kind}/{applicationId}/{random name}`, the only
 * thing the rules let a visitor do there (create: no read, no overwrite, no delete).
 * `onProgress` receives the share of bytes sent, from 0 to 1.
 */
export function uploadApplicationPhoto(
  kind: PublicPhotoKind,
  applicationId: string,
  blob: Blob,
  onProgress?: (fraction: number) => void,
): PhotoUpload {
  const name = randomPhotoName(blob.type);
  const refused = refusal(kind, applicationId, blob);
  if (refused) return settled(name, refused);
  const path = `${applicationPhotosFolder(kind, applicationId)}${name}`;
  let task: UploadTask;
  try {
    storage.maxUploadRetryTime = UPLOAD_RETRY_MS;
    task = uploadBytesResumable(ref(storage, path), blob, { contentType: blob.type });
  } catch (error) {
    return settled(name, failure(`Uploading ${path}`, error));
  }
  task.on('state_changed', (snapshot) =>
    onProgress?.(snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0),
  );
  const done = (async (): Promise<Result<string>> => {
    try {
      await task;
      onProgress?.(1);
      return ok(name);
    } catch (error) {
      // A cancelled upload is what the visitor asked for: nothing to log.
      const code = errorCode(error);
      if (code === 'storage/canceled') return fail(code, messageFor(code));
      return failure(`Uploading ${path}`, error);
    }
  })();
  return { name, done, cancel: () => void task.cancel() };
}
