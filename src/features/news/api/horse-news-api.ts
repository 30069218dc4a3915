import { doc } from 'firebase/firestore/lite';
import { horseNewsPhotoName } from '#src/config/storage-paths';
import { commitLogged, type LogActor } from '#src/lib/data/audit-log';
import { readDocument } from '#src/lib/data/firestore-data';
import { deleteStoredFile, uploadWebp } from '#src/lib/data/media-api';
import { fail, ok, type Result } from '#src/lib/data/result';
import { publicationTargets } from '#src/lib/data/publication';
import { db } from '#src/lib/firebase/firestore';
import {
  HORSE_NEWS,
  horseNewsSchema,
  NEWS_PHOTO_CACHE,
  newsErrors,
  storedNews,
  type HorseNews,
} from '../model/horse-news';

// Staff writes of the news (docs/decisions/0039-horse-news.md). Each write and its audit-log entry
// go in one commit (decision 24): the rules refuse a news write without it. The entry keeps the
// news as saved, or as it was when deleted.

export const newsOperations = {
  add: 'addHorseNews',
  update: 'updateHorseNews',
  delete: 'deleteHorseNews',
} as const;

/**
 * Staff: saves a whole news under its id, a new one (`add`) or one already stored. The news is
 * checked first; what is stored is exactly its fields, without the id.
 */
export async function saveHorseNews(
  actor: LogActor,
  news: HorseNews,
  kind: 'add' | 'update',
): Promise<Result<HorseNews>> {
  const [error] = Object.values(newsErrors(news));
  if (error) return fail('invalid-argument', error);
  const item = storedNews(news);
  const saved = await commitLogged(
    actor,
    {
      operation: newsOperations[kind],
      collection: HORSE_NEWS,
      params: { slug: news.id, item },
      publishes: [publicationTargets.horse(news.horseSlug)],
    },
    (batch) => batch.set(doc(db, HORSE_NEWS, news.id), item),
  );
  return saved.success ? ok({ ...item, id: news.id }) : saved;
}

/**
 * Staff: deletes a news (the log keeps it as it was), then its photo. A photo that cannot be
 * deleted leaves the news deleted all the same: the answer says so (`photoLeft`), and the photo,
 * no longer shown anywhere, is only a file too many.
 */
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
      params: { slug: id, item: storedNews(current.data) },
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

/** Staff: uploads a news' photo (WebP) to `horses/{slug}/news/{id}.webp`; answers its path. */
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

/** Staff: deletes a news' photo that is no longer named; one already gone counts as deleted. */
export const deleteNewsPhoto = deleteStoredFile;
