import { applicationPhotosFolder } from '#src/config/storage-paths';
import { deleteStoredFile, listStorage, storedBlob } from '#src/lib/data/media-api';
import { ok, type Result } from '#src/lib/data/result';

// Staff may get, list and delete these photos (storage.rules); the public may only create them.

export type PhotoApplicationKind = 'adoption' | 'cession';

export interface ApplicationPhoto {
  readonly name: string;
  /**
   * An object URL of the photo read with the staff's credentials (no download link that anyone
   * holding it could open); `null`: named by the application, it never arrived.
   */
  readonly url: string | null;
}

async function namesInFolder(folder: string): Promise<Result<string[]>> {
  const listing = await listStorage(folder);
  if (!listing.success) return listing;
  return ok(listing.data.files.map((path) => path.slice(path.lastIndexOf('/') + 1)));
}

/**
 * With no names, the folder is listed instead, so an application whose list was lost still shows
 * its photos.
 */
export async function listApplicationPhotos(
  kind: PhotoApplicationKind,
  id: string,
  names: readonly string[],
): Promise<Result<ApplicationPhoto[]>> {
  const folder = applicationPhotosFolder(kind, id);
  let shown = [...names];
  if (shown.length === 0) {
    const listed = await namesInFolder(folder);
    if (!listed.success) return listed;
    shown = listed.data.sort();
  }
  const blobs = await Promise.all(shown.map((name) => storedBlob(`${folder}${name}`)));
  const photos: ApplicationPhoto[] = [];
  for (const [index, blob] of blobs.entries()) {
    if (!blob.success) return blob;
    // Kept for the page's life: a few photos, released when the back office is closed.
    const url = blob.data && URL.createObjectURL(blob.data);
    photos.push({ name: shown[index] ?? '', url });
  }
  return ok(photos);
}

/**
 * Also deletes photos the visitor removed from the form (the public cannot delete); a failure is
 * left to scripts/retention.
 */
export async function deleteApplicationPhotos(
  kind: PhotoApplicationKind,
  id: string,
): Promise<Result<number>> {
  const folder = applicationPhotosFolder(kind, id);
  const listing = await listStorage(folder);
  if (!listing.success) return listing;
  const deleted = await Promise.all(listing.data.files.map(deleteStoredFile));
  return deleted.find((result) => !result.success) ?? ok(listing.data.files.length);
}
