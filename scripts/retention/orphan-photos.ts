import type { Firestore } from 'firebase-admin/firestore';
import { applicationPhotosFolder, applicationPhotosRoot } from '#src/config/storage-paths.ts';
import { applicationCollections, isDocumentId, type ApplicationKind } from './args.ts';
import type { ApplicationTarget } from './log-traces.ts';
import type { PhotoStore, StoredPhoto } from './photos.ts';

// The photos of applications never sent (docs/decisions/0022-retention.md). A visitor's photos
// upload while the public form is filled (docs/product.md, "Public applications"), into
// `applications/{kind}/{id}/` under the id the application will have; a visitor who never sends
// the form leaves that folder without an application document, and nothing else would ever delete
// it. Every run by age therefore finds, for the selected kinds, the folders whose application does
// not exist and whose newest object is older than ORPHAN_PHOTO_DAYS (a visitor may still be
// filling the form), lists them in a dry run and deletes them with --delete. Nothing is logged: no
// application was ever stored, so there is no deletion to trace.

/** Days a folder of photos waits for its application before it counts as abandoned. */
export const ORPHAN_PHOTO_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The photo folder of one application, from a listing of Storage. */
export interface PhotoFolder extends ApplicationTarget {
  /** `applications/{kind}/{id}/`. */
  folder: string;
  /** Its objects, nested ones included. */
  count: number;
  /** When the newest of them last changed; null when one of them has no time (never abandoned). */
  newest: Date | null;
}

/** Folders whose newest object changed strictly before this are abandoned. */
export function orphanCutoff(now: Date): Date {
  return new Date(now.getTime() - ORPHAN_PHOTO_DAYS * DAY_MS);
}

/**
 * The application folders under `applications/{kind}/`, from the objects listed there, by id.
 * An object directly in the kind's folder (or outside it) belongs to no application: left out.
 */
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
      folder: applicationPhotosFolder(kind, id),
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

/** Whether a folder's newest object is older than {@link ORPHAN_PHOTO_DAYS} at `now`. */
export function isAbandoned(folder: Pick<PhotoFolder, 'newest'>, now: Date): boolean {
  return folder.newest !== null && folder.newest < orphanCutoff(now);
}

/** Application documents read per `getAll`. */
const READ_CHUNK = 100;

/**
 * For each target, whether its application document is missing. A folder name that cannot be a
 * document id (it was not made by the app) has no application by definition.
 */
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

/**
 * The photo folders of these kinds that are abandoned at `now` and whose application does not
 * exist, by kind (in the given order) then id.
 */
export async function findOrphanPhotos(
  db: Firestore,
  photos: PhotoStore,
  kinds: readonly ApplicationKind[],
  now: Date,
): Promise<PhotoFolder[]> {
  const found: PhotoFolder[] = [];
  for (const kind of kinds) {
    const listed = await photos.listDated(`${applicationPhotosRoot}${kind}/`);
    const abandoned = photoFolders(kind, listed).filter((folder) => isAbandoned(folder, now));
    const missing = await missingApplications(db, abandoned);
    found.push(...abandoned.filter((_, i) => missing[i]));
  }
  return found;
}

/** Why a folder found abandoned was kept after all. */
export type KeptReason = 'sent' | 'added' | 'gone';

/** What a deletion of orphan photos did. */
export interface OrphanDeletionResult {
  folders: number;
  photos: number;
}

/**
 * Deletes these folders one after the other. Each is checked again just before: it is kept if its
 * application was sent meanwhile (`sent`) or a photo was added to it since (`added`: the visitor
 * came back), and skipped if it is already empty (`gone`). A failure stops the run; the folders not
 * yet deleted are found again by the next run.
 */
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
