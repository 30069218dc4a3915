import { collection, doc, serverTimestamp } from 'firebase/firestore/lite';
import { getBytes, ref, uploadBytes } from 'firebase/storage';
import { commitLogged, type LogActor } from '#src/lib/data/audit-log';
import { failure } from '#src/lib/data/errors';
import { readList } from '#src/lib/data/firestore-data';
import { deleteStoredFile } from '#src/lib/data/media-api';
import type { QuerySpec } from '#src/lib/data/query-spec';
import { fail, ok, type Result } from '#src/lib/data/result';
import { db } from '#src/lib/firebase/firestore';
import { storage } from '#src/lib/firebase/storage';
import {
  byNewestPrint,
  registerPrintPath,
  registerPrintSchema,
  VOLUNTEER_REGISTER_PRINTS,
  type RegisterFingerprint,
  type RegisterPrint,
} from '../model/register-print';

// docs/decisions/0088-register-print-and-fingerprint.md: each print's PDF goes to Storage first,
// then its document in one commit with its log entry naming the file; a failed write deletes the
// PDF just stored, so no file stays without its print.

export const printOperations = { add: 'addVolunteerRegisterPrint' } as const;

/** The register is personal data: browsers cache nothing of it. */
const PRINT_CACHE = 'private, no-store';

export const printApiTexts = {
  fileLeft: (path: string) =>
    ` Anche il PDF appena caricato non è stato eliminato: resta nell’archivio in ${path}; ` +
    'avvisa chi gestisce il sito.',
} as const;

const printsSpec: QuerySpec = { collection: VOLUNTEER_REGISTER_PRINTS, equals: [], orderBy: [] };

export async function listRegisterPrints(): Promise<Result<RegisterPrint[]>> {
  const result = await readList(registerPrintSchema, printsSpec);
  return result.success ? ok([...result.data].sort(byNewestPrint)) : result;
}

export interface PrintToStore {
  readonly print: RegisterFingerprint;
  readonly pdf: ArrayBuffer;
}

/** Stores the PDF, then the print with its log entry. */
export async function storeRegisterPrint(
  actor: LogActor,
  { print, pdf }: PrintToStore,
): Promise<Result<RegisterPrint>> {
  const id = doc(collection(db, VOLUNTEER_REGISTER_PRINTS)).id;
  const path = registerPrintPath(id, print.scope);
  try {
    await uploadBytes(ref(storage, path), pdf, {
      contentType: 'application/pdf',
      cacheControl: PRINT_CACHE,
    });
  } catch (error) {
    return failure(`Uploading ${path}`, error);
  }
  const item = {
    scope: print.scope,
    fingerprint: print.fingerprint,
    count: print.count,
    path,
    size: pdf.byteLength,
    madeBy: { uid: actor.uid, email: actor.email },
  };
  const saved = await commitLogged(
    actor,
    {
      operation: printOperations.add,
      collection: VOLUNTEER_REGISTER_PRINTS,
      params: { slug: id, item, files: { stored: [path] } },
    },
    (batch) =>
      batch.set(doc(db, VOLUNTEER_REGISTER_PRINTS, id), { ...item, madeAt: serverTimestamp() }),
  );
  if (saved.success) return ok({ ...item, id, madeAt: new Date() });
  const removed = await deleteStoredFile(path);
  if (removed.success) return saved;
  console.error(`Register print ${id}: its file ${path} stays after a failed write.`);
  return fail(saved.error.code, saved.error.message + printApiTexts.fileLeft(path));
}

/** No download token, so no address that would open it for anyone. */
export async function readRegisterPrintFile(
  print: Pick<RegisterPrint, 'path'>,
): Promise<Result<Blob>> {
  try {
    const bytes = await getBytes(ref(storage, print.path));
    return ok(new Blob([bytes], { type: 'application/pdf' }));
  } catch (error) {
    return failure(`Reading ${print.path}`, error);
  }
}
