import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  where,
  type DocumentData,
  type DocumentReference,
  type Transaction,
} from 'firebase/firestore/lite';
import type * as z from 'zod/mini';
import { db } from '#src/lib/firebase/firestore';
import {
  changedFields,
  commitLogged,
  LOGS,
  transactLogged,
  type DocumentWriter,
  type LogActor,
  type LoggedCollection,
} from './audit-log';
import { failure } from './errors';
import type { LogOperation } from './log-operations';
import type { PublicationTarget } from './publication';
import { readDocument } from './firestore-data';
import { fail, ok, type Result } from './result';
import { parseDocument } from './schema';
import { checkSlug } from './slug';

/**
 * A transaction, so that a slug already taken is refused, never overwritten. `write` stores the new
 * item (by default, alone in its document).
 */
export async function addLogged<T extends DocumentData>(
  actor: LogActor,
  operation: LogOperation,
  collectionName: LoggedCollection,
  slugInput: string,
  build: (slug: string) => T,
  what: string,
  write?: (writer: DocumentWriter, item: T) => void,
): Promise<Result<T>> {
  const slug = checkSlug(slugInput);
  if (!slug.success) return slug;
  const item = build(slug.data);
  const ref = doc(db, collectionName, slug.data);
  return transactLogged(actor, `${operation} ${slug.data}`, async (transaction) => {
    if ((await transaction.get(ref)).exists()) {
      return fail('already-exists', `Esiste già ${what} con lo slug "${slug.data}".`);
    }
    return {
      record: { operation, collection: collectionName, params: { slug: slug.data, item } },
      write: (writer) => (write ? write(writer, item) : writer.set(ref, item)),
      value: item,
    };
  });
}

function parseForSave<S extends z.ZodMiniType>(
  schema: S,
  collectionName: string,
  id: string,
  input: unknown,
): Result<z.infer<S>> {
  const parsed = parseDocument(schema, `${collectionName}/${id}`, input);
  if (!parsed.success) return parsed;
  const item = parsed.data as DocumentData;
  if ('slug' in item && item.slug !== id) {
    return fail('invalid-argument', `Lo slug "${String(item.slug)}" non corrisponde a "${id}".`);
  }
  return parsed;
}

export async function updateLogged<S extends z.ZodMiniType>(
  actor: LogActor,
  operation: LogOperation,
  schema: S,
  collectionName: LoggedCollection,
  id: string,
  input: unknown,
  publishes: readonly PublicationTarget[] = [],
): Promise<Result<z.infer<S>>> {
  const parsed = parseForSave(schema, collectionName, id, input);
  if (!parsed.success) return parsed;
  const item = parsed.data as DocumentData;
  const saved = await commitLogged(
    actor,
    { operation, collection: collectionName, params: { slug: id, item }, publishes },
    (batch) => batch.set(doc(db, collectionName, id), item),
  );
  return saved.success ? ok(parsed.data) : saved;
}

export async function deleteLogged<S extends z.ZodMiniType>(
  actor: LogActor,
  operation: LogOperation,
  schema: S,
  collectionName: LoggedCollection,
  id: string,
  publishes: readonly PublicationTarget[] = [],
): Promise<Result<void>> {
  const current = await readDocument(schema, collectionName, id);
  if (!current.success) return current;
  return commitLogged(
    actor,
    {
      operation,
      collection: collectionName,
      params: { slug: id, item: current.data as DocumentData },
      publishes,
    },
    (batch) => batch.delete(doc(db, collectionName, id)),
  );
}

export interface ApplicationTarget {
  collection: LoggedCollection;
  staffFields: readonly string[];
}

const absent = (target: ApplicationTarget, id: string) =>
  fail<never>('not-found', `${target.collection}/${id} non esiste.`);

async function readStored(
  target: ApplicationTarget,
  id: string,
  operation: LogOperation,
): Promise<Result<DocumentData>> {
  try {
    const stored = await getDoc(doc(db, target.collection, id));
    if (!stored.exists()) return absent(target, id);
    return ok(stored.data());
  } catch (error) {
    return failure(`${operation} ${id}`, error);
  }
}

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

/**
 * An update, so an application deleted meanwhile is not brought back; the log never records the
 * applicant's data. A save that changes nothing writes nothing.
 */
export async function updateApplicationLogged<S extends z.ZodMiniType>(
  actor: LogActor,
  operation: LogOperation,
  schema: S,
  target: ApplicationTarget,
  id: string,
  input: unknown,
): Promise<Result<z.infer<S>>> {
  const parsed = parseForSave(schema, target.collection, id, input);
  if (!parsed.success) return parsed;
  const item = parsed.data as DocumentData;
  const stored = await readStored(target, id, operation);
  if (!stored.success) return stored;
  const written = staffFieldsWritten(target, stored.data, item);
  if (Object.keys(written).length === 0) return ok(parsed.data);
  const saved = await commitLogged(
    actor,
    {
      operation,
      collection: target.collection,
      params: { slug: id, changes: changedFields(target.staffFields, stored.data, item) },
    },
    (batch) => batch.update(doc(db, target.collection, id), written),
  );
  return saved.success ? ok(parsed.data) : saved;
}

/** Room in the deletion's commit beside the application, two totals, the entry, head and state. */
const TRACES_PER_DELETION = 490;

/**
 * The entries of an application's saves, which its deletion takes along (docs/product.md, "Logs");
 * deletions stay. Beyond one commit's room, the rest is left to the retention sweep.
 */
async function readLogTraces(target: ApplicationTarget, id: string): Promise<DocumentReference[]> {
  const entries = await getDocs(query(collection(db, LOGS), where('params.slug', '==', id)));
  return entries.docs
    .filter(
      (entry) =>
        entry.get('collection') === target.collection &&
        !/^(delete|retention)/.test(String(entry.get('function'))),
    )
    .map((entry) => entry.ref);
}

/**
 * An application's mails (ids `{id}.…`, decision 52) are deleted with it, under its entry. Read
 * before the commit: a transaction cannot query.
 */
async function applicationMails(id: string): Promise<DocumentReference[]> {
  const mails = await getDocs(
    query(
      collection(db, 'mail'),
      where(documentId(), '>=', `${id}.`),
      where(documentId(), '<=', `${id}.\uf8ff`),
    ),
  );
  return mails.docs.map((mail) => mail.ref);
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

export async function deleteApplicationLogged(
  actor: LogActor,
  operation: LogOperation,
  target: ApplicationTarget,
  id: string,
): Promise<Result<void>> {
  const stored = await readStored(target, id, operation);
  if (!stored.success) return stored;
  let along: DocumentReference[];
  try {
    along = await readDeletedWithApplication(target, id);
  } catch (error) {
    return failure(`${operation} ${id}`, error);
  }
  return commitLogged(
    actor,
    { operation, collection: target.collection, params: { slug: id, changes: {} } },
    (batch) => {
      batch.delete(doc(db, target.collection, id));
      along.forEach((ref) => batch.delete(ref));
    },
  );
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

/** Writes nothing when no field changes (another staff member did it first). */
export async function setApplicationFieldsLogged(
  actor: LogActor,
  operation: LogOperation,
  target: ApplicationTarget,
  id: string,
  fields: Readonly<Record<string, unknown>>,
): Promise<Result<boolean>> {
  const stored = await readStored(target, id, operation);
  if (!stored.success) return stored;
  const changes = changedFields(Object.keys(fields), stored.data, fields);
  const changed = Object.keys(changes);
  if (changed.length === 0) return ok(false);
  const written = Object.fromEntries(changed.map((field) => [field, fields[field]]));
  const saved = await commitLogged(
    actor,
    { operation, collection: target.collection, params: { slug: id, changes } },
    (batch) => batch.update(doc(db, target.collection, id), written),
  );
  return saved.success ? ok(true) : saved;
}

export type DependentWrites = (
  transaction: Transaction,
  stored: DocumentData,
  after: DocumentData | null,
) => Promise<{
  writes: ((transaction: Transaction) => void)[];
  publishes: PublicationTarget[];
}>;

/**
 * Reads the dependents in the transaction, so that a concurrent change makes the save retry rather
 * than commit stale totals.
 */
export async function updateApplicationWithDependents<S extends z.ZodMiniType>(
  actor: LogActor,
  operation: LogOperation,
  schema: S,
  target: ApplicationTarget,
  id: string,
  input: unknown,
  dependent: DependentWrites,
): Promise<Result<z.infer<S>>> {
  const parsed = parseForSave(schema, target.collection, id, input);
  if (!parsed.success) return parsed;
  const item = parsed.data as DocumentData;
  const ref = doc(db, target.collection, id);
  return transactLogged(actor, `${operation} ${id}`, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists()) return absent(target, id);
    const stored = snapshot.data();
    const written = staffFieldsWritten(target, stored, item);
    if (Object.keys(written).length === 0) return parsed;
    const { writes, publishes } = await dependent(transaction, stored, { ...stored, ...written });
    return {
      record: {
        operation,
        collection: target.collection,
        params: { slug: id, changes: changedFields(target.staffFields, stored, item) },
        publishes,
      },
      write: (writer) => {
        writer.update(ref, written);
        writes.forEach((write) => write(writer));
      },
      value: parsed.data,
    };
  });
}

export function deleteApplicationWithDependents(
  actor: LogActor,
  operation: LogOperation,
  target: ApplicationTarget,
  id: string,
  dependent: DependentWrites,
): Promise<Result<void>> {
  const ref = doc(db, target.collection, id);
  return transactLogged(actor, `${operation} ${id}`, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists()) return absent(target, id);
    // Queried on each attempt: a transaction cannot query.
    const along = await readDeletedWithApplication(target, id);
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
