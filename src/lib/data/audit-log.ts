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
import {
  announcePublication,
  PUBLICATION_STATE,
  SITE_PUBLICATION,
  type PublicationTarget,
} from './publication';
import { ok, type Result } from './result';

// The audit log of staff writes (`logs/{id}`; docs/decisions/0024-audit-log.md). firestore.rules
// refuses a staff write to horses, publicHorses, events, horseNews or an application unless the same commit
// writes its log entry and points the writer's log head (`logHeads/{uid}`) at it, and refuses an
// entry whose user is not the token's. Entries about applications hold no personal data.

export const LOGS = 'logs';
export const LOG_HEADS = 'logHeads';

/** Who writes, as their ID token names them (the signed-in user fits this shape). */
export interface LogActor {
  readonly uid: string;
  readonly email: string | null;
  readonly displayName: string | null;
}

/** The collections whose writes are logged; an entry names the one it is about. */
export type LoggedCollection =
  | 'horses'
  | 'events'
  | 'horseNews'
  | 'careRecords'
  | 'careIntervals'
  | 'horseDocuments'
  | 'adoptionApplications'
  | 'cessionApplications'
  | 'circleApplications';

/**
 * What an entry records of the item. Horses and events: the item as saved (or as it was when
 * deleted). Applications: only the staff fields the write changed, never the applicant's data.
 */
export type LogParams =
  { slug: string; item: DocumentData | null } | { slug: string; changes: Record<string, unknown> };

/** One logged write: which operation, on which collection, with what. */
export interface LogRecord {
  operation: string;
  collection: LoggedCollection;
  params: LogParams;
  /**
   * The files of the published site the write moves (publication.ts): recorded in the same commit,
   * then published once it lands. Not part of the entry.
   */
  publishes?: readonly PublicationTarget[];
}

/** What a batch and a transaction have in common, for code that writes through either. */
export interface DocumentWriter {
  set(ref: DocumentReference, data: DocumentData, options?: SetOptions): unknown;
  delete(ref: DocumentReference): unknown;
}

/** The entry's data; the rules check its shape, its user and its server date. */
export function logEntry(
  actor: LogActor,
  record: LogRecord,
): {
  user: { uid: string; email: string | null; displayName: string | null };
  function: string;
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

/**
 * Adds a write's log entry, and the head naming it, to a batch or transaction; and, for a write that
 * moves public data, its targets to the publication state (a new revision, the targets pending).
 */
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

/**
 * Commits a staff write and its log entry together in one batch: either both land or neither does.
 * One commit logs one item (the rules check the entry names every document the commit writes).
 */
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

/** An empty text, null and a missing field all mean "not set". */
const normalised = (value: unknown): unknown =>
  value === '' || value === undefined ? null : value;

const same = (a: unknown, b: unknown): boolean =>
  JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));

/**
 * The fields among `fields` whose value differs between `before` and `after`, with their new value
 * (null when cleared): what an application's log entry may record.
 */
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
