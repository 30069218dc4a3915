import { doc, runTransaction, type DocumentData } from 'firebase/firestore/lite';
import type * as z from 'zod/mini';
import type { SignedInUser } from '../../features/auth/model/signed-in-user';
import { db } from '../firebase/firestore';
import { failure } from './errors';
import { commitLogged, readDocument, writeLog } from './firestore-data';
import { fail, ok, type Result } from './result';
import { parseDocument } from './schema';
import { checkSlug } from './slug';

/**
 * Staff: creates a document under a new slug with its log entry, in a transaction so that a slug
 * already taken is refused (never overwritten), with a message naming what exists.
 */
export async function addLogged<T extends DocumentData>(
  actor: SignedInUser,
  operation: string,
  collectionName: string,
  slugInput: string,
  build: (slug: string) => T,
  what: string,
): Promise<Result<T>> {
  const slug = checkSlug(slugInput);
  if (!slug.success) return slug;
  const item = build(slug.data);
  const ref = doc(db, collectionName, slug.data);
  try {
    const taken = await runTransaction(db, async (transaction) => {
      if ((await transaction.get(ref)).exists()) return true;
      transaction.set(ref, item);
      writeLog(transaction, actor, operation, { slug: slug.data, item });
      return false;
    });
    if (taken) return fail('already-exists', `Esiste già ${what} con lo slug "${slug.data}".`);
    return ok(item);
  } catch (error) {
    return failure(`${operation} ${slug.data}`, error);
  }
}

/** Staff: saves a whole document (checked against its schema) with its log entry. */
export async function updateLogged<S extends z.ZodMiniType>(
  actor: SignedInUser,
  operation: string,
  schema: S,
  collectionName: string,
  id: string,
  input: unknown,
): Promise<Result<z.infer<S>>> {
  const parsed = parseDocument(schema, `${collectionName}/${id}`, input);
  if (!parsed.success) return parsed;
  const item = parsed.data as DocumentData;
  if ('slug' in item && item.slug !== id) {
    return fail('invalid-argument', `Lo slug "${String(item.slug)}" non corrisponde a "${id}".`);
  }
  const saved = await commitLogged(actor, operation, { slug: id, item }, (batch) =>
    batch.set(doc(db, collectionName, id), item),
  );
  return saved.success ? ok(parsed.data) : saved;
}

/** Staff: deletes a document; the log keeps its last state. */
export async function deleteLogged<S extends z.ZodMiniType>(
  actor: SignedInUser,
  operation: string,
  schema: S,
  collectionName: string,
  id: string,
): Promise<Result<void>> {
  const current = await readDocument(schema, collectionName, id);
  if (!current.success) return current;
  return commitLogged(actor, operation, { slug: id, item: current.data as DocumentData }, (batch) =>
    batch.delete(doc(db, collectionName, id)),
  );
}
