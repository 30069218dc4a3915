import { doc, getDoc, type DocumentReference } from 'firebase/firestore/lite';
import { readStored } from '#src/lib/data/firestore-data';
import { horsePhotoFolder } from '#src/config/storage-paths';
import type { LoggedCollection } from '#src/lib/data/audit-log';
import { failure } from '#src/lib/data/errors';
import { deleteStoredFile, listStorage } from '#src/lib/data/media-api';
import { ok, type Result } from '#src/lib/data/result';
import { db } from '#src/lib/firebase/firestore';
import {
  horseDocumentsFolder,
  horseNewsPhotosFolder,
  horsePhotoPaths,
  isHorseFile,
} from '../model/horse-deletion';

// Named here rather than imported: features reach each other only through index.ts and admin.ts
// (docs/decisions/0043-deleting-a-horse.md).

export const belongingCollections = {
  news: 'horseNews',
  careRecords: 'careRecords',
  careIntervals: 'careIntervals',
  documents: 'horseDocuments',
  // After the adoption (decision 94): the plan under the horse's slug, its visits.
  followUpPlans: 'followUpPlans',
  followUpVisits: 'followUpVisits',
} as const satisfies Record<string, LoggedCollection>;

export interface HorseBelongings {
  readonly documents: DocumentReference[];
  readonly files: string[];
}

export async function readHorseBelongings(slug: string): Promise<Result<HorseBelongings>> {
  const ofHorse = (name: LoggedCollection) =>
    readStored({ collection: name, equals: [['horseSlug', slug]], orderBy: [] });
  try {
    const [news, careRecords, documents, intervals, visits, plan] = await Promise.all([
      ofHorse(belongingCollections.news),
      ofHorse(belongingCollections.careRecords),
      ofHorse(belongingCollections.documents),
      getDoc(doc(db, belongingCollections.careIntervals, slug)),
      ofHorse(belongingCollections.followUpVisits),
      getDoc(doc(db, belongingCollections.followUpPlans, slug)),
    ]);
    const files = [
      ...news.map((item) => item.get('photo')),
      ...documents.map((item) => item.get('path')),
    ].filter((path) => isHorseFile(slug, path));
    return ok({
      documents: [
        ...[news, careRecords, documents, visits].flatMap((found) => found.map((item) => item.ref)),
        ...(intervals.exists() ? [intervals.ref] : []),
        // The visits name the plan: it goes after them.
        ...(plan.exists() ? [plan.ref] : []),
      ],
      files,
    });
  } catch (error) {
    return failure(`Reading what belongs to horse ${slug}`, error);
  }
}

async function filesUnder(folder: string, depth: number): Promise<Result<string[]>> {
  const listing = await listStorage(folder);
  if (!listing.success) return listing;
  if (depth === 0) return ok(listing.data.files);
  const inner = await Promise.all(
    listing.data.folders.map((name) => filesUnder(`${folder}${name}/`, depth - 1)),
  );
  const files = [...listing.data.files];
  for (const listed of inner) {
    if (!listed.success) return listed;
    files.push(...listed.data);
  }
  return ok(files);
}

/**
 * Best effort, also files an abandoned upload left; answers how many stay (an unlistable folder
 * counts one). Never fails.
 */
export async function deleteHorseFiles(slug: string, known: readonly string[]): Promise<number> {
  const paths = new Set([
    ...horsePhotoPaths(slug),
    ...known.filter((path) => isHorseFile(slug, path)),
  ]);
  let left = 0;
  const listings = await Promise.all([
    // Every size, format and older copy in the photo folder (decision 75).
    filesUnder(horsePhotoFolder(slug), 1),
    filesUnder(horseNewsPhotosFolder(slug), 0),
    filesUnder(horseDocumentsFolder(slug), 1),
  ]);
  for (const listing of listings) {
    if (listing.success)
      listing.data.filter((path) => isHorseFile(slug, path)).forEach((path) => paths.add(path));
    else left += 1;
  }
  const deleted = await Promise.all([...paths].map(deleteStoredFile));
  return left + deleted.filter((result) => !result.success).length;
}
