import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Storage } from 'firebase-admin/storage';
import type { FirebaseStorage } from 'firebase/storage';
import { eventSchema } from '#src/features/events/model/event.ts';
import { publicHorseSchema } from '#src/features/horses/model/public-horse.ts';
import { horseNewsSchema, newestFirst } from '#src/features/news/model/horse-news.ts';
import { uploadSiteFile } from '#src/features/publishing/api/site-upload.ts';
import {
  siteFileMetadata,
  type SiteFileToWrite,
  type SiteSource,
} from '#src/features/publishing/site-table.ts';
import {
  PUBLICATION_STATE,
  publicationConfirmation,
  SITE_PUBLICATION,
  type StateValues,
} from '#src/lib/data/publication.ts';
import { parseDocument } from '#src/lib/data/schema.ts';
import type * as z from 'zod/mini';

// The whole site from Firestore, for `npm run publish-site`, the demo seed and the tests: the
// files of the publishing table (src/features/publishing/site-table.ts), as the back office's
// publisher writes them.

type Bucket = ReturnType<Storage['bucket']>;

async function readAll<S extends z.ZodMiniType>(
  db: Firestore,
  collection: string,
  schema: S,
): Promise<z.infer<S>[]> {
  const snapshot = await db.collection(collection).get();
  return snapshot.docs.map((document) => {
    const parsed = parseDocument(schema, document.ref.path, {
      ...document.data(),
      slug: document.id,
    });
    if (!parsed.success) throw new Error(parsed.error.message);
    return parsed.data;
  });
}

export async function readSiteSource(db: Firestore): Promise<SiteSource> {
  const [horses, news, events] = await Promise.all([
    readAll(db, 'publicHorses', publicHorseSchema),
    readAll(db, 'horseNews', horseNewsSchema),
    readAll(db, 'events', eventSchema),
  ]);
  return {
    horses: horses.filter((horse) => horse.showWeb),
    news: newestFirst(news),
    events: events.filter((event) => event.showWeb),
  };
}

export type PutSiteFile = (file: SiteFileToWrite) => Promise<unknown>;

/** Through the web SDK: the local Storage emulator speaks the Firebase protocol, not Cloud Storage's. */
export const webUpload =
  (storage: FirebaseStorage): PutSiteFile =>
  (file) =>
    uploadSiteFile(storage, file);

/** Through the Admin SDK: a production bucket, which the web SDK may write only as staff. */
export const adminUpload =
  (bucket: Bucket): PutSiteFile =>
  ({ path, json }) =>
    bucket.file(path).save(json, {
      contentType: siteFileMetadata.contentType,
      metadata: { cacheControl: siteFileMetadata.cacheControl },
      resumable: false,
    });

/** Four at a time. */
export async function uploadSiteFiles(
  files: readonly SiteFileToWrite[],
  put: PutSiteFile,
): Promise<void> {
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await put(file);
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

/** Read before the data, to confirm against afterwards. */
export async function publicationRevision(db: Firestore): Promise<number> {
  const state = await db.collection(SITE_PUBLICATION).doc(PUBLICATION_STATE).get();
  const revision: unknown = state.get('revision');
  return typeof revision === 'number' ? revision : 0;
}

const adminValues: StateValues<FieldValue> = {
  now: FieldValue.serverTimestamp,
  remove: FieldValue.delete,
};

/** The back office's confirmation (publicationConfirmation): only if no change landed since. */
export function recordFullPublication(db: Firestore, revision: number): Promise<boolean> {
  const ref = db.collection(SITE_PUBLICATION).doc(PUBLICATION_STATE);
  return db.runTransaction(async (transaction) => {
    const stored: unknown = (await transaction.get(ref)).get('revision');
    const next = publicationConfirmation(stored, revision, adminValues);
    if (!next) return false;
    transaction.set(ref, next, { merge: true });
    return true;
  });
}
