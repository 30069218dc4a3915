import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { ref, uploadString, type FirebaseStorage } from 'firebase/storage';
import {
  publishedEventListPath,
  publishedEventPath,
  publishedHorseListPath,
  publishedHorsePath,
} from '#src/config/storage-paths.ts';
import { eventSchema, type HorseEvent } from '#src/features/events/model/event.ts';
import { eventListData, eventPageData } from '#src/features/events/web-events.ts';
import { publicHorseSchema, type PublicHorse } from '#src/features/horses/model/public-horse.ts';
import { horsePageData, summarizeHorse } from '#src/features/horses/web-horses.ts';
import {
  horseNewsSchema,
  newestFirst,
  type HorseNews,
} from '#src/features/news/model/horse-news.ts';
import { horseNewsPageData } from '#src/features/news/web-news.ts';
import { PUBLICATION_STATE, SITE_PUBLICATION } from '#src/lib/data/publication.ts';
import { parseDocument } from '#src/lib/data/schema.ts';
import { PUBLISHED_CACHE_CONTROL, publishedJson } from '#src/lib/published/published-file.ts';
import type * as z from 'zod/mini';

// The same files, built by the same functions, as the back office's publisher writes.

export interface SiteSource {
  readonly horses: readonly PublicHorse[];
  readonly news: readonly HorseNews[];
  readonly events: readonly HorseEvent[];
}

export interface SiteFile {
  readonly path: string;
  readonly json: string;
}

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

export function siteFiles({ horses, news, events }: SiteSource, now: Date): SiteFile[] {
  // As Firestore orders the public list: by code points.
  const byName = [...horses].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return [
    { path: publishedHorseListPath, json: publishedJson(byName.map(summarizeHorse), now) },
    ...byName.map((horse) => ({
      path: publishedHorsePath(horse.slug),
      json: publishedJson(
        {
          ...horsePageData(horse),
          ...horseNewsPageData(news.filter((item) => item.horseSlug === horse.slug)),
        },
        now,
      ),
    })),
    { path: publishedEventListPath, json: publishedJson(eventListData(events), now) },
    ...events.map((event) => ({
      path: publishedEventPath(event.slug),
      json: publishedJson(eventPageData(event), now),
    })),
  ];
}

/** Through the web SDK: the local Storage emulator speaks the Firebase protocol, not Cloud Storage's. */
export async function uploadSiteFiles(
  storage: FirebaseStorage,
  files: readonly SiteFile[],
): Promise<void> {
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      await uploadString(ref(storage, file.path), file.json, 'raw', {
        contentType: 'application/json',
        cacheControl: PUBLISHED_CACHE_CONTROL,
      });
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

/** Read before the data, to confirm against afterwards. */
export async function publicationRevision(db: Firestore): Promise<number> {
  const state = await db.collection(SITE_PUBLICATION).doc(PUBLICATION_STATE).get();
  const revision: unknown = state.get('revision');
  return typeof revision === 'number' ? revision : 0;
}

/** As the back office confirms one: only if no change landed since. */
export function recordFullPublication(db: Firestore, revision: number): Promise<boolean> {
  const ref = db.collection(SITE_PUBLICATION).doc(PUBLICATION_STATE);
  return db.runTransaction(async (transaction) => {
    const stored: unknown = (await transaction.get(ref)).get('revision');
    if ((typeof stored === 'number' ? stored : 0) !== revision) return false;
    transaction.set(ref, {
      revision,
      pending: [],
      publishedRevision: revision,
      publishedAt: FieldValue.serverTimestamp(),
    });
    return true;
  });
}
