import type { Firestore } from 'firebase-admin/firestore';
import { applicationPhotosRoot } from '#src/config/storage-paths.ts';
import { applicationCollections, isDocumentId, photoKindOf, type ApplicationKind } from './args.ts';
import type { ApplicationTarget } from './log-traces.ts';
import type { PhotoStore, StoredPhoto } from './photos.ts';

// Photos travel right after their application (decision 50), so a folder without an application
// is what a deletion interrupted half-way, or a form sent before then, left behind; nothing else
// would delete it (docs/decisions/0022-retention.md). Nothing is logged: no application is stored.

export const ORPHAN_PHOTO_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PhotoFolder extends ApplicationTarget {
  folder: string;
  count: number;
  /** Null when an object has no time: such a folder is never abandoned. */
  newest: Date | null;
}

export function orphanCutoff(now: Date): Date {
  return new Date(now.getTime() - ORPHAN_PHOTO_DAYS * DAY_MS);
}

/** An object directly in the kind's folder (or outside it) belongs to no application. */
export function photoFolders(
  kind: ApplicationKind,
  objects: readonly StoredPhoto[],
): PhotoFolder[] {
  const root = `${applicationPhotosRoot}${kind}/`;
  const folders = new Map<string, PhotoFolder & { undated: boolean }>();
  for (const object of objects) {
    if (!object.name.startsWith(root)) continue;
    const rest = object.name.slice(root.length);
    const slash = rest.indexOf('/');
    if (slash <= 0) continue;
    const id = rest.slice(0, slash);
    const folder = folders.get(id) ?? {
      id,
      kind,
      // applicationPhotosFolder's path, for any kind (a kind without photos lists none).
      folder: `${root}${id}/`,
      count: 0,
      newest: null,
      undated: false,
    };
    folders.set(id, folder);
    folder.count += 1;
    if (object.updated === null) folder.undated = true;
    else if (folder.newest === null || object.updated > folder.newest)
      folder.newest = object.updated;
  }
  return [...folders.values()]
    .map(({ undated, ...folder }) => (undated ? { ...folder, newest: null } : folder))
    .sort((a, b) => a.id.localeCompare(b.id));
}

export function isAbandoned(folder: Pick<PhotoFolder, 'newest'>, now: Date): boolean {
  return folder.newest !== null && folder.newest < orphanCutoff(now);
}

const READ_CHUNK = 100;

/** A folder name that cannot be a document id was not made by the app: it has no application. */
async function missingApplications(
  db: Firestore,
  targets: readonly ApplicationTarget[],
): Promise<boolean[]> {
  const missing = targets.map((target) => !isDocumentId(target.id));
  const readable = targets.flatMap((target, i) => (missing[i] ? [] : [{ target, i }]));
  for (let start = 0; start < readable.length; start += READ_CHUNK) {
    const chunk = readable.slice(start, start + READ_CHUNK);
    const snapshots = await db.getAll(
      ...chunk.map(({ target }) =>
        db.collection(applicationCollections[target.kind]).doc(target.id),
      ),
    );
    chunk.forEach(({ i }, j) => {
      missing[i] = snapshots[j]?.exists === false;
    });
  }
  return missing;
}

export async function findOrphanPhotos(
  db: Firestore,
  photos: PhotoStore,
  kinds: readonly ApplicationKind[],
  now: Date,
): Promise<PhotoFolder[]> {
  const found: PhotoFolder[] = [];
  for (const kind of kinds.map(photoKindOf)) {
    if (!kind) continue;
    const listed = await photos.listDated(`${applicationPhotosRoot}${kind}/`);
    const abandoned = photoFolders(kind, listed).filter((folder) => isAbandoned(folder, now));
    const missing = await missingApplications(db, abandoned);
    found.push(...abandoned.filter((_, i) => missing[i]));
  }
  return found;
}

export type KeptReason = 'sent' | 'added' | 'gone';

export interface OrphanDeletionResult {
  folders: number;
  photos: number;
}

/** Each is checked again just before; a failure stops the run, and the next run finds the rest. */
export async function deleteOrphanPhotos(
  db: Firestore,
  photos: PhotoStore,
  folders: readonly PhotoFolder[],
  now: Date,
  options: {
    onDeleted?: (folder: PhotoFolder, photos: number) => void;
    onKept?: (folder: PhotoFolder, reason: KeptReason) => void;
  } = {},
): Promise<OrphanDeletionResult> {
  const result: OrphanDeletionResult = { folders: 0, photos: 0 };
  for (const folder of folders) {
    const [current] = photoFolders(folder.kind, await photos.listDated(folder.folder));
    const [missing] = await missingApplications(db, [folder]);
    const kept: KeptReason | null = !current
      ? 'gone'
      : !missing
        ? 'sent'
        : !isAbandoned(current, now)
          ? 'added'
          : null;
    if (kept) {
      options.onKept?.(folder, kept);
      continue;
    }
    const deleted = await photos.deleteAll(folder.folder);
    result.folders += 1;
    result.photos += deleted;
    options.onDeleted?.(folder, deleted);
  }
  return result;
}
