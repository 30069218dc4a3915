import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { applicationPhotosFolder } from '#src/config/storage-paths.ts';
import { applicationCollections, photoKindOf } from './args.ts';
import {
  deletionRecord,
  findLogTraces,
  LOGS,
  type ApplicationTarget,
  type RetentionOperator,
} from './log-traces.ts';
import type { PhotoStore } from './photos.ts';

// The application document goes last, with its remaining log entries and the deletion record, so a
// run that fails anywhere is found again and resumed by the same command.

export const MAX_BATCH_WRITES = 500;

export interface ApplicationTraces {
  exists: boolean;
  logEntries: number;
  photos: number;
  records: number;
}

export interface ErasureResult {
  applicationDeleted: boolean;
  logEntriesDeleted: number;
  photosDeleted: number;
  recordWritten: boolean;
}

const applicationRef = (db: Firestore, target: ApplicationTarget) =>
  db.collection(applicationCollections[target.kind]).doc(target.id);

/** The application's photo folder; null for a kind without photos. */
function photosOf(target: ApplicationTarget): string | null {
  const kind = photoKindOf(target.kind);
  return kind ? applicationPhotosFolder(kind, target.id) : null;
}

export async function inspectApplication(
  db: Firestore,
  photos: PhotoStore,
  target: ApplicationTarget,
): Promise<ApplicationTraces> {
  const [snapshot, logs, names] = await Promise.all([
    applicationRef(db, target).get(),
    findLogTraces(db, target),
    photosOf(target) ? photos.list(photosOf(target) ?? '') : Promise.resolve([]),
  ]);
  return {
    exists: snapshot.exists,
    logEntries: logs.traces.length,
    photos: names.length,
    records: logs.records.length,
  };
}

/** The mails about an application (ids `{id}.…`, decision 52) go with it. */
async function deleteApplicationMails(db: Firestore, id: string, maxWrites: number): Promise<void> {
  for (;;) {
    const mails = await db
      .collection('mail')
      .where(FieldPath.documentId(), '>=', `${id}.`)
      .where(FieldPath.documentId(), '<=', `${id}.\uf8ff`)
      .limit(maxWrites)
      .get();
    if (mails.empty) return;
    const batch = db.batch();
    for (const mail of mails.docs) batch.delete(mail.ref);
    await batch.commit();
  }
}

export async function eraseApplication(
  db: Firestore,
  photos: PhotoStore,
  target: ApplicationTarget,
  operator: RetentionOperator,
  options: { maxWrites?: number } = {},
): Promise<ErasureResult> {
  const maxWrites = Math.min(options.maxWrites ?? MAX_BATCH_WRITES, MAX_BATCH_WRITES);
  const folder = photosOf(target);
  const photosDeleted = folder ? await photos.deleteAll(folder) : 0;
  await deleteApplicationMails(db, target.id, maxWrites);
  // A circle member's "no more news" (its token and date) goes with the member.
  if (target.kind === 'circle') await db.collection('unsubscribes').doc(target.id).delete();
  const application = applicationRef(db, target);
  let logEntriesDeleted = 0;
  for (;;) {
    const { traces, records } = await findLogTraces(db, target);
    // The final batch also deletes the application and writes the record.
    if (traces.length > maxWrites - 2) {
      const batch = db.batch();
      const chunk = traces.slice(0, maxWrites);
      for (const ref of chunk) batch.delete(ref);
      await batch.commit();
      logEntriesDeleted += chunk.length;
      continue;
    }
    const exists = (await application.get()).exists;
    const recordWritten =
      records.length === 0 && (exists || traces.length > 0 || photosDeleted > 0);
    if (exists || traces.length > 0 || recordWritten) {
      const batch = db.batch();
      for (const ref of traces) batch.delete(ref);
      if (exists) batch.delete(application);
      if (recordWritten) batch.set(db.collection(LOGS).doc(), deletionRecord(operator, target));
      await batch.commit();
    }
    return {
      applicationDeleted: exists,
      logEntriesDeleted: logEntriesDeleted + traces.length,
      photosDeleted,
      recordWritten,
    };
  }
}
