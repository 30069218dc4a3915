import { ref, uploadBytesResumable, type UploadTask } from 'firebase/storage';
import { applicationPhotosFolder, type ApplicationPhotoKind } from '#src/config/storage-paths';
import { isAutoId } from '#src/lib/data/auto-id';
import { errorCode, failure, messageFor } from '#src/lib/data/errors';
import { MAX_UPLOAD_BYTES } from '#src/lib/data/media-api';
import { fail, ok, type Result } from '#src/lib/data/result';
import { storage } from '#src/lib/firebase/storage';
import { isPhotoType, randomPhotoName } from '../public/photos/photo-queue';

// Brings in the Storage SDK, so the photo picker imports it only once a photo is picked (decision
// 35).

export type PublicPhotoKind = Extract<ApplicationPhotoKind, 'adoption' | 'cession'>;

/** A converted photo the rules would refuse for its size (10 MiB or more). */
export const PHOTO_TOO_LARGE = 'photo-too-large';

export { randomPhotoName };

export interface PhotoUpload {
  readonly name: string;
  readonly done: Promise<Result<string>>;
  cancel(): void;
}

const settled = (name: string, result: Result<string>): PhotoUpload => ({
  name,
  done: Promise.resolve(result),
  cancel: () => {},
});

function refusal(
  kind: PublicPhotoKind,
  applicationId: string,
  blob: Blob,
): Result<string> | undefined {
  if ((kind !== 'adoption' && kind !== 'cession') || !isAutoId(applicationId)) {
    return fail('invalid-argument', messageFor('invalid-argument'));
  }
  if (!isPhotoType(blob.type)) {
    return fail('invalid-argument', 'Il file da caricare deve essere un’immagine WebP o JPEG.');
  }
  if (blob.size >= MAX_UPLOAD_BYTES) {
    return fail(PHOTO_TOO_LARGE, 'L’immagine è troppo grande: il massimo è 10 MB.');
  }
  return undefined;
}

/**
 * The SDK's default is 10 minutes; a visitor waiting to send the form is told after a minute, with
 * "Riprova".
 */
const UPLOAD_RETRY_MS = 60_000;

/**
 * Creating is all the rules let a visitor do there (no read, overwrite or delete), and only after
 * the application naming `name` is sent, within 30 minutes. No header or metadata but the type.
 */
export function uploadApplicationPhoto(
  kind: PublicPhotoKind,
  applicationId: string,
  blob: Blob,
  onProgress?: (fraction: number) => void,
  name: string = randomPhotoName(blob.type),
): PhotoUpload {
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
