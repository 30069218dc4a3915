import {
  horseImagePath,
  horseImageSizes,
  horsePhotoFolder,
  type ImageFormat,
} from '#src/config/storage-paths';

/** Firestore commits at most 500 writes in one batch. */
export const COMMIT_LIMIT = 500;

const LOG_WRITES = 2;

export const FIRST_COMMIT_ROOM = COMMIT_LIMIT - LOG_WRITES - 3;

export const LATER_COMMIT_ROOM = COMMIT_LIMIT - LOG_WRITES;

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

export const horsePhotoPaths = (slug: string): string[] =>
  horseImageSizes.flatMap((size) => formats.map((format) => horseImagePath(slug, size, format)));

export const horseNewsPhotosFolder = (slug: string): string => `horses/${slug}/news/`;

export const horseDocumentsFolder = (slug: string): string => `horseDocuments/${slug}/`;

/** The rules already hold news and documents to their own paths; this checks all the same. */
export function isHorseFile(slug: string, path: unknown): path is string {
  if (typeof path !== 'string' || path.includes('..')) return false;
  return [horsePhotoFolder(slug), horseNewsPhotosFolder(slug), horseDocumentsFolder(slug)].some(
    (folder) => path.startsWith(folder) && path.length > folder.length,
  );
}
