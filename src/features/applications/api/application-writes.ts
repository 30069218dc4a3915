import {
  collection,
  doc,
  serverTimestamp,
  type DocumentData,
  type DocumentReference,
  type Transaction,
} from 'firebase/firestore/lite';
import type * as z from 'zod/mini';
import {
  changedFields,
  commitLogged,
  LOGS,
  transactLogged,
  type LogActor,
  type LoggedCollection,
} from '#src/lib/data/audit-log';
import type { LogOperation } from '#src/lib/data/log-operations';
import { readStored } from '#src/lib/data/firestore-data';
import { parseForSave } from '#src/lib/data/logged-writes';
import type { PublicationTarget } from '#src/lib/data/publication';
import { fail, ok, type Result } from '#src/lib/data/result';
import { db } from '#src/lib/firebase/firestore';

// An application's logged writes (decision 24: an entry holds only the staff fields it changed),
// built on the two doors of lib/data/audit-log.ts; only this feature writes applications.

export interface ApplicationTarget {
  collection: LoggedCollection;
  staffFields: readonly string[];
}

const absent = (target: ApplicationTarget, id: string) =>
  fail<never>('not-found', `${target.collection}/${id} non esiste.`);

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The staff fields whose stored value differs: the only ones a save writes (the rules refuse any
 * other, and an entry without a write).
 */
function staffFieldsWritten(
  target: ApplicationTarget,
  stored: DocumentData,
  item: DocumentData,
): DocumentData {
  return Object.fromEntries(
    target.staffFields
      .filter((field) => item[field] !== undefined && !sameValue(stored[field], item[field]))
      .map((field) => [field, item[field]]),
  );
}

/** The writes that follow from an application's change (a circle's totals), read in its transaction. */
export type DependentWrites = (
  transaction: Transaction,
  stored: DocumentData,
  after: DocumentData | null,
) => Promise<{
  writes: ((transaction: Transaction) => void)[];
  publishes: PublicationTarget[];
}>;

const noDependents: DependentWrites = () => Promise.resolve({ writes: [], publishes: [] });

interface ApplicationChange {
  /** Updated in the document: nothing when empty, and then nothing is logged. */
  written: DocumentData;
  /** What the entry records: staff fields only, never the applicant's data. */
  changes: Record<string, unknown>;
}

/**
 * Reads the application in the transaction, so a concurrent change is seen and a deleted one is
 * not brought back (an update), and a change of its dependents makes it retry.
 */
function changeApplication<T>(
  actor: LogActor,
  operation: LogOperation,
  target: ApplicationTarget,
  id: string,
  change: (stored: DocumentData) => ApplicationChange,
  value: { unchanged: T; changed: T },
  dependent: DependentWrites,
): Promise<Result<T>> {
  const ref = doc(db, target.collection, id);
  return transactLogged(actor, `${operation} ${id}`, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists()) return absent(target, id);
    const stored = snapshot.data();
    const { written, changes } = change(stored);
    if (Object.keys(written).length === 0) return ok(value.unchanged);
    const { writes, publishes } = await dependent(transaction, stored, { ...stored, ...written });
    return {
      record: {
        operation,
        collection: target.collection,
        params: { slug: id, changes },
        publishes,
      },
      write: (writer) => {
        writer.update(ref, written);
        writes.forEach((write) => write(writer));
      },
      value: value.changed,
    };
  });
}

/** A save writes only the staff fields it changes; one that changes nothing writes nothing. */
export async function updateApplicationLogged<S extends z.ZodMiniType>(
  actor: LogActor,
  operation: LogOperation,
  schema: S,
  target: ApplicationTarget,
  id: string,
  input: unknown,
  dependent: DependentWrites = noDependents,
): Promise<Result<z.infer<S>>> {
  const parsed = parseForSave(schema, target.collection, id, input);
  if (!parsed.success) return parsed;
  const item = parsed.data as DocumentData;
  return changeApplication(
    actor,
    operation,
    target,
    id,
    (stored) => ({
      written: staffFieldsWritten(target, stored, item),
      changes: changedFields(target.staffFields, stored, item),
    }),
    { unchanged: parsed.data, changed: parsed.data },
    dependent,
  );
}

/** Writes nothing when no field changes (another staff member did it first). */
export function setApplicationFieldsLogged(
  actor: LogActor,
  operation: LogOperation,
  target: ApplicationTarget,
  id: string,
  fields: Readonly<Record<string, unknown>>,
): Promise<Result<boolean>> {
  return changeApplication(
    actor,
    operation,
    target,
    id,
    (stored) => {
      const changes = changedFields(Object.keys(fields), stored, fields);
      const written = Object.fromEntries(
        Object.keys(changes).map((field) => [field, fields[field]]),
      );
      return { written, changes };
    },
    { unchanged: false, changed: true },
    noDependents,
  );
}

/** Room in the deletion's commit beside the application, two totals, the entry, head and state. */
const TRACES_PER_DELETION = 490;

/**
 * The entries of an application's saves, which its deletion takes along (docs/product.md, "Logs");
 * deletions stay. Beyond one commit's room, the rest is left to the retention sweep.
 */
async function readLogTraces(target: ApplicationTarget, id: string): Promise<DocumentReference[]> {
  const entries = await readStored({
    collection: LOGS,
    equals: [['params.slug', id]],
    orderBy: [],
  });
  return entries
    .filter(
      (entry) =>
        entry.get('collection') === target.collection &&
        !/^(delete|retention)/.test(String(entry.get('function'))),
    )
    .map((entry) => entry.ref);
}

/** An application's mails (ids `{id}.…`, decision 52) are deleted with it, under its entry. */
async function applicationMails(id: string): Promise<DocumentReference[]> {
  const mails = await readStored({
    collection: 'mail',
    equals: [],
    idPrefix: `${id}.`,
    orderBy: [],
  });
  return mails.map((mail) => mail.ref);
}

/**
 * What an application's deletion takes along in its commit: its mails, then the log entries of its
 * saves (beyond one commit's room, the rest is left to the retention sweep).
 */
async function readDeletedWithApplication(
  target: ApplicationTarget,
  id: string,
): Promise<DocumentReference[]> {
  const [mails, traces] = await Promise.all([applicationMails(id), readLogTraces(target, id)]);
  return [...mails, ...traces].slice(0, TRACES_PER_DELETION);
}

export function deleteApplicationLogged(
  actor: LogActor,
  operation: LogOperation,
  target: ApplicationTarget,
  id: string,
  dependent: DependentWrites = noDependents,
): Promise<Result<void>> {
  const ref = doc(db, target.collection, id);
  return transactLogged(actor, `${operation} ${id}`, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists()) return absent(target, id);
    // Queried on each attempt: a transaction cannot query.
    const along = await readDeletedWithApplication(target, id);
    // A circle member's "no more news" holds nothing once the member is gone.
    const unsubscribed = doc(db, 'unsubscribes', id);
    if (
      target.collection === 'circleApplications' &&
      (await transaction.get(unsubscribed)).exists()
    ) {
      along.push(unsubscribed);
    }
    const { writes, publishes } = await dependent(transaction, snapshot.data(), null);
    return {
      record: {
        operation,
        collection: target.collection,
        params: { slug: id, changes: {} },
        publishes,
      },
      write: (writer) => {
        writer.delete(ref);
        writes.forEach((write) => write(writer));
        along.forEach((trace) => writer.delete(trace));
      },
      value: undefined,
    };
  });
}

export async function addApplicationLogged(
  actor: LogActor,
  operation: LogOperation,
  target: ApplicationTarget,
  input: DocumentData,
): Promise<Result<string>> {
  const ref = doc(collection(db, target.collection));
  const saved = await commitLogged(
    actor,
    {
      operation,
      collection: target.collection,
      params: { slug: ref.id, changes: changedFields(target.staffFields, {}, input) },
    },
    (batch) => batch.set(ref, { ...input, slug: ref.id, date: serverTimestamp() }),
  );
  return saved.success ? ok(ref.id) : saved;
}
