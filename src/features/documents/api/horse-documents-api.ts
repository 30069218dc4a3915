import { doc, serverTimestamp } from 'firebase/firestore/lite';
import { getBytes, ref, uploadBytesResumable } from 'firebase/storage';
import { commitLogged, type LogActor } from '#src/lib/data/audit-log';
import { failure } from '#src/lib/data/errors';
import { readDocument, readList } from '#src/lib/data/firestore-data';
import { deleteStoredFile } from '#src/lib/data/media-api';
import type { QuerySpec } from '#src/lib/data/query-spec';
import { fail, ok, type Result } from '#src/lib/data/result';
import { db } from '#src/lib/firebase/firestore';
import { storage } from '#src/lib/firebase/storage';
import {
  byTypeThenNewest,
  documentContentType,
  documentErrors,
  expiringDocuments,
  EXPIRING_WITHIN_DAYS,
  HORSE_DOCUMENTS,
  horseDocumentPath,
  horseDocumentSchema,
  safeFileName,
  storedDocument,
  titleFromFileName,
  type DocumentDraft,
  type ExpiringDocument,
  type HorseDocument,
  type StoredHorseDocument,
} from '../model/horse-document';

// docs/decisions/0041-horse-documents.md: staff only; each write goes in one commit with its
// audit-log entry (decision 24).

export const documentOperations = {
  add: 'addHorseDocument',
  delete: 'deleteHorseDocument',
} as const;

/** A document is personal data: browsers cache nothing of it. */
const DOCUMENT_CACHE = 'private, no-store';

export const documentApiTexts = {
  refused:
    'File non accettato: puoi caricare solo PDF o immagini JPEG, PNG o WebP più piccoli di 20 MB, con un account dello staff.',
  fileLeft: (path: string) =>
    ` Anche il file appena caricato non è stato eliminato: resta nell’archivio in ${path}; ` +
    'avvisa chi gestisce il sito.',
} as const;

/** An equality only (single-field index), ordered here. */
export function horseDocumentsSpec(horseSlug: string): QuerySpec {
  return { collection: HORSE_DOCUMENTS, equals: [['horseSlug', horseSlug]], orderBy: [] };
}

export const allHorseDocumentsSpec: QuerySpec = {
  collection: HORSE_DOCUMENTS,
  equals: [],
  orderBy: [],
};

export async function listHorseDocuments(horseSlug: string): Promise<Result<HorseDocument[]>> {
  const result = await readList(horseDocumentSchema, horseDocumentsSpec(horseSlug));
  return result.success ? ok([...result.data].sort(byTypeThenNewest)) : result;
}

export async function listExpiringDocuments(
  today: string,
  withinDays: number = EXPIRING_WITHIN_DAYS,
): Promise<Result<ExpiringDocument[]>> {
  const result = await readList(horseDocumentSchema, allHorseDocumentsSpec);
  return result.success ? ok(expiringDocuments(result.data, today, withinDays)) : result;
}

function storageFailure<T>(what: string, error: unknown): Result<T> {
  const failed = failure<T>(what, error);
  if (!failed.success && failed.error.code === 'storage/unauthorized') {
    return fail('storage/unauthorized', documentApiTexts.refused);
  }
  return failed;
}

export interface UploadRequest {
  readonly horseSlug: string;
  readonly id: string;
  readonly draft: DocumentDraft;
  readonly file: File;
  readonly onProgress?: (fraction: number) => void;
}

/** A failed write deletes the file just uploaded, so no file stays without its document. */
export async function uploadHorseDocument(
  actor: LogActor,
  { horseSlug, id, draft, file, onProgress }: UploadRequest,
): Promise<Result<HorseDocument>> {
  const [error] = Object.values(documentErrors(draft, file));
  const contentType = documentContentType(file);
  if (error || !contentType || draft.type === '') {
    return fail('invalid-argument', error ?? 'Il documento non è valido.');
  }
  const path = horseDocumentPath(horseSlug, id, safeFileName(file.name, contentType));
  try {
    const task = uploadBytesResumable(ref(storage, path), file, {
      contentType,
      cacheControl: DOCUMENT_CACHE,
    });
    task.on('state_changed', (snapshot) =>
      onProgress?.(snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0),
    );
    await task;
    onProgress?.(1);
  } catch (uploadError) {
    return storageFailure(`Uploading ${path}`, uploadError);
  }
  const item: StoredHorseDocument = {
    horseSlug,
    type: draft.type,
    title: draft.title.trim() || titleFromFileName(file.name),
    expiry: draft.expiry,
    path,
    contentType,
    size: file.size,
  };
  const saved = await commitLogged(
    actor,
    {
      operation: documentOperations.add,
      collection: HORSE_DOCUMENTS,
      params: { slug: id, item, files: { stored: [path] } },
    },
    (batch) => batch.set(doc(db, HORSE_DOCUMENTS, id), { ...item, uploadedAt: serverTimestamp() }),
  );
  if (saved.success) return ok({ ...item, id, uploadedAt: new Date() });
  const removed = await deleteStoredFile(path);
  if (removed.success) return saved;
  console.error(`Document ${id}: its file ${path} stays after a failed write.`);
  return fail(saved.error.code, saved.error.message + documentApiTexts.fileLeft(path));
}

/** A file that cannot be deleted leaves the document deleted all the same (`fileLeft`). */
export async function deleteHorseDocument(
  actor: LogActor,
  id: string,
): Promise<Result<{ fileLeft: boolean }>> {
  const current = await readDocument(horseDocumentSchema, HORSE_DOCUMENTS, id);
  if (!current.success) return current;
  const deleted = await commitLogged(
    actor,
    {
      operation: documentOperations.delete,
      collection: HORSE_DOCUMENTS,
      params: {
        slug: id,
        item: storedDocument(current.data),
        files: { deleted: [current.data.path] },
      },
    },
    (batch) => batch.delete(doc(db, HORSE_DOCUMENTS, id)),
  );
  if (!deleted.success) return deleted;
  const file = await deleteStoredFile(current.data.path);
  if (!file.success) {
    console.error(`Document ${id}: file ${current.data.path} not deleted: ${file.error.message}`);
  }
  return ok({ fileLeft: !file.success });
}

/** No download token, so no address that would open it for anyone. */
export async function readDocumentFile(
  document: Pick<HorseDocument, 'path' | 'contentType'>,
): Promise<Result<Blob>> {
  try {
    const bytes = await getBytes(ref(storage, document.path));
    return ok(new Blob([bytes], { type: document.contentType }));
  } catch (error) {
    return storageFailure(`Reading ${document.path}`, error);
  }
}
