import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  where,
  type DocumentReference,
} from 'firebase/firestore/lite';
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

// What belongs to a horse and goes with it when it is deleted (docs/decisions/
// 0043-deleting-a-horse.md): its news (decision 39), care records and intervals (decision 40) and
// documents (decision 41) in Firestore, their files and the horse's photos in Storage. The
// collections are named here rather than imported: features reach each other only through their
// index.ts and admin.ts, which offer screens, not collection names. firestore.rules lets a
// `deleteHorse` entry delete exactly these.

/** The collections of a horse's things; news, care records and documents name it in `horseSlug`. */
export const belongingCollections = {
  news: 'horseNews',
  careRecords: 'careRecords',
  careIntervals: 'careIntervals',
  documents: 'horseDocuments',
} as const satisfies Record<string, LoggedCollection>;

export interface HorseBelongings {
  /** Every Firestore document of the horse's news, care records, intervals and documents. */
  readonly documents: DocumentReference[];
  /** The Storage files those documents name (news photos, documents' files). */
  readonly files: string[];
}

/** Staff: what belongs to the horse `slug`, stored horse or not. */
export async function readHorseBelongings(slug: string): Promise<Result<HorseBelongings>> {
  const ofHorse = (name: LoggedCollection) =>
    getDocs(query(collection(db, name), where('horseSlug', '==', slug)));
  try {
    const [news, careRecords, documents, intervals] = await Promise.all([
      ofHorse(belongingCollections.news),
      ofHorse(belongingCollections.careRecords),
      ofHorse(belongingCollections.documents),
      getDoc(doc(db, belongingCollections.careIntervals, slug)),
    ]);
    const files = [
      ...news.docs.map((item) => item.get('photo') as unknown),
      ...documents.docs.map((item) => item.get('path') as unknown),
    ].filter((path) => isHorseFile(slug, path));
    return ok({
      documents: [
        ...[news, careRecords, documents].flatMap((found) => found.docs.map((item) => item.ref)),
        ...(intervals.exists() ? [intervals.ref] : []),
      ],
      files,
    });
  } catch (error) {
    return failure(`Reading what belongs to horse ${slug}`, error);
  }
}

/** The files of a folder and of its direct subfolders (a document's file is in its own folder). */
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
 * Staff, best effort, after the horse's documents are deleted: deletes its photos, every file in
 * its news photos' and documents' folders (also one an abandoned upload left there) and the `known`
 * files its news and documents named (only those in these folders). Answers how many stay: files that could not be deleted, and
 * one for each folder that could not be listed (what it holds is unknown). Never fails.
 */
export async function deleteHorseFiles(slug: string, known: readonly string[]): Promise<number> {
  const paths = new Set([
    ...horsePhotoPaths(slug),
    ...known.filter((path) => isHorseFile(slug, path)),
  ]);
  let left = 0;
  const listings = await Promise.all([
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
