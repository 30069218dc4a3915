import {
  arrayUnion,
  collection,
  doc,
  increment,
  runTransaction,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type FieldValue,
  type SetOptions,
  type Transaction,
  type WriteBatch,
} from 'firebase/firestore/lite';
import { db } from '#src/lib/firebase/firestore';
import { errorCode, failure } from './errors';
import type { LogOperation } from './log-operations';
import {
  announcePublication,
  PUBLICATION_STATE,
  SITE_PUBLICATION,
  type PublicationTarget,
} from './publication';
import { ok, type Result } from './result';

// docs/decisions/0024-audit-log.md: firestore.rules refuses a staff write unless the same commit
// writes its log entry and head. This module is the only one that writes them (decision 61): a
// logged write is a batch (`commitLogged`) or a transaction (`transactLogged`).

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
  | 'unsubscribes'
  | 'volunteerApplications'
  | 'volunteerAccess'
  | 'volunteerRegister'
  | 'volunteerRegisterPrints'
  | 'followUpPlans'
  | 'followUpVisits'
  | 'settings'
  | 'booksMovements'
  | 'booksYears'
  | 'rotaTemplates'
  | 'rotaShifts'
  | 'rotaSettings'
  | 'supporters'
  | 'donations'
  | 'donationReceipts'
  | 'weeklyDigestSubscribers'
  | 'weeklyDigests';

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

function writeLog(writer: DocumentWriter, actor: LogActor, record: LogRecord): void {
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

function landed<T>(record: LogRecord, value: T): Result<T> {
  if (record.publishes?.length) announcePublication();
  return ok(value);
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
  } catch (error) {
    return failure(`${record.operation} ${record.params.slug}`, error);
  }
  return landed(record, undefined);
}

/** What a transaction writes once it has read, under its entry, and what the caller gets back. */
export interface LoggedChange<T> {
  readonly record: LogRecord;
  readonly write: (transaction: Transaction) => void;
  readonly value: T;
}

/** A change to commit, or a result without one: `ok` when nothing changes, `fail` to refuse. */
export type TransactionOutcome<T> = LoggedChange<T> | Result<T>;

const isChange = <T>(outcome: TransactionOutcome<T>): outcome is LoggedChange<T> =>
  'record' in outcome;

export const TRANSACTION_ATTEMPTS = 3;

/**
 * `body` reads through the transaction, then answers what to write. `what` names the attempt in
 * the console when it fails.
 */
export async function transactLogged<T>(
  actor: LogActor,
  what: string,
  body: (transaction: Transaction) => Promise<TransactionOutcome<T>>,
): Promise<Result<T>> {
  for (let attempt = 1; ; attempt++) {
    try {
      const outcome = await runTransaction(db, async (transaction) => {
        const answered = await body(transaction);
        if (isChange(answered)) {
          answered.write(transaction);
          writeLog(transaction, actor, answered.record);
        }
        return answered;
      });
      return isChange(outcome) ? landed(outcome.record, outcome.value) : outcome;
    } catch (error) {
      // The rules judge a write against the data as it is now: one computed from a read that a
      // concurrent change made stale (a circle's totals) is refused before the transaction
      // notices. Read again.
      if (errorCode(error) === 'permission-denied' && attempt < TRANSACTION_ATTEMPTS) continue;
      return failure(what, error);
    }
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
