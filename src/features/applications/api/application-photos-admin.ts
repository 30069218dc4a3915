import { applicationPhotosFolder } from '#src/config/storage-paths';
import { deleteStoredFile, downloadUrl, listStorage } from '#src/lib/data/media-api';
import { ok, type Result } from '#src/lib/data/result';

// Staff: the photos a visitor sent with an adoption or cession application, kept in Storage under
// `applications/{kind}/{id}/` (docs/product.md "Public applications"). Staff may get, list and
// delete them there (storage.rules); the public may only create them.

/** The kinds of application that carry photos. */
export type PhotoApplicationKind = 'adoption' | 'cession';

export interface ApplicationPhoto {
  /** The file's name in its folder, `k3j9x0a1b2c4.webp`. */
  readonly name: string;
  /** Its download address (full size: the folder holds no thumbnails). */
  readonly url: string;
}

/** The names of the files directly in a folder (listStorage gives their full paths). */
async function namesInFolder(folder: string): Promise<Result<string[]>> {
  const listing = await listStorage(folder);
  if (!listing.success) return listing;
  return ok(listing.data.files.map((path) => path.slice(path.lastIndexOf('/') + 1)));
}

/**
 * The application's photos with their addresses, in the order of `names` (the photos the visitor
 * kept, from the document). With no names, whatever the folder holds is listed instead: an
 * application saved before the list existed, or one whose list was lost, still shows its photos.
 * One photo that cannot be resolved fails the whole (the page says the photos did not load).
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
  const urls = await Promise.all(shown.map((name) => downloadUrl(`${folder}${name}`)));
  const photos: ApplicationPhoto[] = [];
  for (const [index, url] of urls.entries()) {
    if (!url.success) return url;
    photos.push({ name: shown[index] ?? '', url: url.data });
  }
  return ok(photos);
}

/**
 * Deletes every file in the application's photo folder: the photos it lists and any the visitor
 * uploaded and then removed from the form (the public cannot delete). Resolves with how many were
 * deleted; a failure leaves the rest for the retention script, which removes folders without an
 * application (scripts/retention).
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
