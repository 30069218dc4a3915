import { doc, getDoc } from 'firebase/firestore/lite';
import { horseNewsPhotoName } from '#src/config/storage-paths';
import {
  commitLogged,
  loggedFiles,
  type LogActor,
  type LoggedFiles,
} from '#src/lib/data/audit-log';
import { failure } from '#src/lib/data/errors';
import { readDocument } from '#src/lib/data/firestore-data';
import { deleteStoredFile, uploadWebp } from '#src/lib/data/media-api';
import { fail, ok, type Result } from '#src/lib/data/result';
import { publicationTargets } from '#src/lib/data/publication';
import { db } from '#src/lib/firebase/firestore';
import {
  HORSE_NEWS,
  horseNewsSchema,
  NEWS_PHOTO_CACHE,
  storedNews,
  type HorseNews,
} from '../model/horse-news';
import { newsErrors } from '../model/news-draft';

// docs/decisions/0039-horse-news.md; each write goes in one commit with its audit-log entry
// (decision 24).

// Named here rather than imported: features reach each other only through index.ts and admin.ts.
const HORSES = 'horses';

export const newsOperations = {
  add: 'addHorseNews',
  update: 'updateHorseNews',
  delete: 'deleteHorseNews',
} as const;

/** `files`: the photo stored for this save, or the one it removes (deleted right after). */
export async function saveHorseNews(
  actor: LogActor,
  news: HorseNews,
  kind: 'add' | 'update',
  files: LoggedFiles = {},
): Promise<Result<HorseNews>> {
  const [error] = Object.values(newsErrors(news));
  if (error) return fail('invalid-argument', error);
  // A news carries its horse's visibility: the public reads only those of horses on the site.
  let showWeb: boolean;
  try {
    const horse = await getDoc(doc(db, HORSES, news.horseSlug));
    if (!horse.exists()) return fail('not-found', `Il cavallo "${news.horseSlug}" non esiste.`);
    showWeb = horse.get('showWeb') === true;
  } catch (error) {
    return failure(`${newsOperations[kind]} ${news.id}`, error);
  }
  const item = { ...storedNews(news), showWeb };
  const saved = await commitLogged(
    actor,
    {
      operation: newsOperations[kind],
      collection: HORSE_NEWS,
      params: { slug: news.id, item, ...loggedFiles(files) },
      publishes: [publicationTargets.horse(news.horseSlug)],
    },
    (batch) => batch.set(doc(db, HORSE_NEWS, news.id), item),
  );
  return saved.success ? ok({ ...storedNews(news), id: news.id }) : saved;
}

/** A photo that cannot be deleted leaves the news deleted all the same (`photoLeft`). */
export async function deleteHorseNews(
  actor: LogActor,
  id: string,
): Promise<Result<{ photoLeft: boolean }>> {
  const current = await readDocument(horseNewsSchema, HORSE_NEWS, id);
  if (!current.success) return current;
  const deleted = await commitLogged(
    actor,
    {
      operation: newsOperations.delete,
      collection: HORSE_NEWS,
      params: {
        slug: id,
        item: storedNews(current.data),
        ...loggedFiles({ deleted: current.data.photo ? [current.data.photo] : [] }),
      },
      publishes: [publicationTargets.horse(current.data.horseSlug)],
    },
    (batch) => batch.delete(doc(db, HORSE_NEWS, id)),
  );
  if (!deleted.success) return deleted;
  if (!current.data.photo) return ok({ photoLeft: false });
  const photo = await deleteStoredFile(current.data.photo);
  if (!photo.success) console.error(`News ${id}: photo not deleted: ${photo.error.message}`);
  return ok({ photoLeft: !photo.success });
}

export function uploadNewsPhoto(
  news: Pick<HorseNews, 'horseSlug' | 'id'>,
  blob: Blob,
  onProgress?: (fraction: number) => void,
): Promise<Result<string>> {
  return uploadWebp(blob, horseNewsPhotoName(news.horseSlug, news.id), {
    onProgress,
    cacheControl: NEWS_PHOTO_CACHE,
  });
}

export const deleteNewsPhoto = deleteStoredFile;
