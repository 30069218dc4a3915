import {
  arrayUnion,
  collection,
  doc,
  increment,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type FieldValue,
  type SetOptions,
  type WriteBatch,
} from 'firebase/firestore/lite';
import { db } from '#src/lib/firebase/firestore';
import { failure } from './errors';
import type { LogOperation } from './log-operations';
import {
  announcePublication,
  PUBLICATION_STATE,
  SITE_PUBLICATION,
  type PublicationTarget,
} from './publication';
import { ok, type Result } from './result';

// docs/decisions/0024-audit-log.md: firestore.rules refuses a staff write unless the same commit
// writes its log entry and head.

export const LOGS = 'logs';
export const LOG_HEADS = 'logHeads';

export interface LogActor {
  readonly uid: string;
  readonly email: string | null;
  readonly displayName: string | null;
}

export type LoggedCollection =
  | 'horses'
  | 'events'
  | 'horseNews'
  | 'careRecords'
  | 'careIntervals'
  | 'horseDocuments'
  | 'mail'
  | 'adoptionApplications'
  | 'cessionApplications'
  | 'circleApplications'
  | 'mail'
  | 'unsubscribes';

/**
 * The Storage files a logged change stored or deleted (a horse's photo, a news' photo, a document's
 * file), by path: Storage writes are not in the commit, so its entry names them.
 */
export interface LoggedFiles {
  stored?: readonly string[];
  deleted?: readonly string[];
}

/** Applications: only the staff fields the write changed, never the applicant's data. */
export type LogParams =
  | { slug: string; item: DocumentData | null; files?: LoggedFiles }
  | { slug: string; changes: Record<string, unknown> };

/** The `files` of an entry, without empty lists (the rules refuse those). */
export function loggedFiles(files: LoggedFiles): { files?: LoggedFiles } {
  const named = Object.fromEntries(
    Object.entries(files).filter(([, paths]) => paths !== undefined && paths.length > 0),
  );
  return Object.keys(named).length > 0 ? { files: named } : {};
}

export interface LogRecord {
  operation: LogOperation;
  collection: LoggedCollection;
  params: LogParams;
  /** Recorded in the same commit, then published once it lands. */
  publishes?: readonly PublicationTarget[];
}

export interface DocumentWriter {
  set(ref: DocumentReference, data: DocumentData, options?: SetOptions): unknown;
  delete(ref: DocumentReference): unknown;
}

export function logEntry(
  actor: LogActor,
  record: LogRecord,
): {
  user: { uid: string; email: string | null; displayName: string | null };
  function: LogOperation;
  collection: LoggedCollection;
  params: LogParams;
  date: FieldValue;
} {
  return {
    user: { uid: actor.uid, email: actor.email, displayName: actor.displayName },
    function: record.operation,
    collection: record.collection,
    params: record.params,
    date: serverTimestamp(),
  };
}

export function writeLog(writer: DocumentWriter, actor: LogActor, record: LogRecord): void {
  const entry = doc(collection(db, LOGS));
  const { publishes = [], ...logged } = record;
  writer.set(entry, logEntry(actor, logged));
  writer.set(doc(db, LOG_HEADS, actor.uid), { log: entry.id });
  if (publishes.length > 0) {
    writer.set(
      doc(db, SITE_PUBLICATION, PUBLICATION_STATE),
      { revision: increment(1), pending: arrayUnion(...publishes) },
      { merge: true },
    );
  }
}

/** One commit logs one item: the rules check the entry names every document the commit writes. */
export async function commitLogged(
  actor: LogActor,
  record: LogRecord,
  write: (batch: WriteBatch) => void,
): Promise<Result<void>> {
  try {
    const batch = writeBatch(db);
    write(batch);
    writeLog(batch, actor, record);
    await batch.commit();
    if (record.publishes?.length) announcePublication();
    return ok(undefined);
  } catch (error) {
    return failure(`${record.operation} ${record.params.slug}`, error);
  }
}

const normalised = (value: unknown): unknown =>
  value === '' || value === undefined ? null : value;

const same = (a: unknown, b: unknown): boolean =>
  JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));

export function changedFields(
  fields: readonly string[],
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of fields) {
    if (!same(before[field], after[field])) changes[field] = normalised(after[field]);
  }
  return changes;
}
