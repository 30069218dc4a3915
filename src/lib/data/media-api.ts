import {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  list,
  ref,
  uploadBytesResumable,
  type UploadMetadata,
} from 'firebase/storage';
import { errorCode, failure } from './errors';
import { fail, ok, type Result } from './result';
import { storage } from '#src/lib/firebase/storage';

export interface StorageListing {
  folders: string[];
  files: string[];
}

export async function listStorage(folder = ''): Promise<Result<StorageListing>> {
  try {
    const folders: string[] = [];
    const files: string[] = [];
    let pageToken: string | undefined;
    do {
      const page = await list(ref(storage, folder), { maxResults: 1000, pageToken });
      folders.push(...page.prefixes.map((prefix) => prefix.name));
      files.push(...page.items.map((item) => item.fullPath));
      pageToken = page.nextPageToken;
    } while (pageToken);
    return ok({ folders, files });
  } catch (error) {
    return failure(`Listing storage ${folder || '/'}`, error);
  }
}

/** Costs one request: public pages build URLs directly. */
export async function downloadUrl(path: string): Promise<Result<string>> {
  try {
    return ok(await getDownloadURL(ref(storage, path)));
  } catch (error) {
    return failure(`Resolving ${path}`, error);
  }
}

/**
 * Read with the caller's credentials, never through a download link that anyone holding it could
 * open; `null` when there is no file.
 */
export async function storedBlob(path: string): Promise<Result<Blob | null>> {
  try {
    const metadata = await getMetadata(ref(storage, path));
    const bytes = await getBytes(ref(storage, path));
    return ok(new Blob([bytes], { type: metadata.contentType ?? '' }));
  } catch (error) {
    if (errorCode(error) === 'storage/object-not-found') return ok(null);
    return failure(`Reading ${path}`, error);
  }
}

export async function deleteStoredFile(path: string): Promise<Result<void>> {
  try {
    await deleteObject(ref(storage, path));
    return ok(undefined);
  } catch (error) {
    if (errorCode(error) === 'storage/object-not-found') return ok(undefined);
    return failure(`Deleting ${path}`, error);
  }
}

/** The size cap of storage.rules. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  cacheControl?: string;
}

export async function uploadWebp(
  blob: Blob,
  name: string,
  { onProgress, cacheControl = 'public, max-age=86400' }: UploadOptions = {},
): Promise<Result<string>> {
  if (blob.type !== 'image/webp') {
    return fail('invalid-argument', 'Il file da caricare deve essere un’immagine WebP.');
  }
  if (blob.size >= MAX_UPLOAD_BYTES) {
    return fail('storage/unauthorized', 'L’immagine è troppo grande: il massimo è 10 MB.');
  }
  const path = `${name.replace(/\.webp$/, '')}.webp`;
  const metadata: UploadMetadata = { contentType: 'image/webp', cacheControl };
  try {
    const task = uploadBytesResumable(ref(storage, path), blob, metadata);
    task.on('state_changed', (snapshot) =>
      onProgress?.(snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0),
    );
    await task;
    onProgress?.(1);
    return ok(path);
  } catch (error) {
    return failure(`Uploading ${path}`, error);
  }
}
