import { doc, type DocumentData } from 'firebase/firestore/lite';
import type * as z from 'zod/mini';
import { db } from '#src/lib/firebase/firestore';

// The shared shapes of a logged staff write: add by slug, save, delete. An application's writes
// are its feature's (`features/applications/api/application-writes.ts`).
import {
  commitLogged,
  transactLogged,
  type DocumentWriter,
  type LogActor,
  type LoggedCollection,
} from './audit-log';
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

/** Parses a staff item before it is written; an application's save parses so too. */
export function parseForSave<S extends z.ZodMiniType>(
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
