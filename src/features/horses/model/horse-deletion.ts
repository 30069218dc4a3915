import { horseImagePath, horseImageSizes, type ImageFormat } from '#src/config/storage-paths';

// Deleting a horse deletes what belongs to it (docs/decisions/0043-deleting-a-horse.md): pure
// rules of how the deletion is split into commits and which Storage files are the horse's.

/** Firestore commits at most 500 writes in one batch. */
export const COMMIT_LIMIT = 500;

/** Every commit also writes its log entry and the writer's log head. */
const LOG_WRITES = 2;

/**
 * The first commit also deletes the horse and its projection, and records the published files to
 * rebuild (docs/product.md, "Publishing the public site").
 */
export const FIRST_COMMIT_ROOM = COMMIT_LIMIT - LOG_WRITES - 3;

/** A later commit deletes only the horse's things. */
export const LATER_COMMIT_ROOM = COMMIT_LIMIT - LOG_WRITES;

/**
 * `items` split into the commits that delete them: the first holds at most `first`, each later one
 * at most `later`. There is always a first commit, empty when there is nothing to split (it deletes
 * the horse).
 */
export function inCommits<T>(
  items: readonly T[],
  first: number = FIRST_COMMIT_ROOM,
  later: number = LATER_COMMIT_ROOM,
): T[][] {
  const commits: T[][] = [items.slice(0, first)];
  for (let start = first; start < items.length; start += later) {
    commits.push(items.slice(start, start + later));
  }
  return commits;
}

const formats: readonly ImageFormat[] = ['png', 'webp'];

/** The horse's own photos: both sizes (thumb, zoom), each as the legacy PNG and the WebP. */
export const horsePhotoPaths = (slug: string): string[] =>
  horseImageSizes.flatMap((size) => formats.map((format) => horseImagePath(slug, size, format)));

/** The folder of the photos of a horse's news, `horses/ada/news/` (decision 39). */
export const horseNewsPhotosFolder = (slug: string): string => `horses/${slug}/news/`;

/** The folder of a horse's documents, one subfolder per document: `horseDocuments/ada/` (decision 41). */
export const horseDocumentsFolder = (slug: string): string => `horseDocuments/${slug}/`;

/**
 * Whether a path a stored news or document names is a file of this horse's, in one of its folders.
 * The rules already hold news and documents to their own paths; a path naming anything else is
 * never deleted with the horse all the same.
 */
export function isHorseFile(slug: string, path: unknown): path is string {
  if (typeof path !== 'string' || path.includes('..')) return false;
  return [horseNewsPhotosFolder(slug), horseDocumentsFolder(slug)].some(
    (folder) => path.startsWith(folder) && path.length > folder.length,
  );
}
