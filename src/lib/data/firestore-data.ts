import {
  doc,
  getCount,
  getDoc,
  getDocs,
  limit,
  query,
  startAfter,
  type DocumentData,
  type DocumentReference,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import type * as z from 'zod/mini';
import { db } from '#src/lib/firebase/firestore';
import { failure } from './errors';
import { buildQuery, type QuerySpec } from './query-spec';
import { fail, ok, type Result } from './result';
import { parseDocument } from './schema';

export const PAGE_SIZE = 25;

/** Opaque to the UI, which never sees a snapshot. */
export interface PageCursor {
  readonly after: QueryDocumentSnapshot;
}

export interface Page<T> {
  items: T[];
  total: number;
  next: PageCursor | null;
}

function withSlug(snapshot: { id: string; data(): DocumentData | undefined }): DocumentData {
  return { ...snapshot.data(), slug: snapshot.id };
}

function parseAll<S extends z.ZodMiniType>(schema: S, docs: QueryDocumentSnapshot[]): z.infer<S>[] {
  const items: z.infer<S>[] = [];
  for (const snapshot of docs) {
    const parsed = parseDocument(schema, snapshot.ref.path, withSlug(snapshot));
    // One malformed document must not hide the others: leave it out, and say which and why.
    if (parsed.success) items.push(parsed.data);
    else console.error(parsed.error.message);
  }
  return items;
}

export async function readDocument<S extends z.ZodMiniType>(
  schema: S,
  collectionName: string,
  id: string,
): Promise<Result<z.infer<S>>> {
  const path = `${collectionName}/${id}`;
  try {
    const snapshot = await getDoc(doc(db, collectionName, id));
    if (!snapshot.exists()) return fail('not-found', `${path} non esiste.`);
    return parseDocument(schema, path, withSlug(snapshot));
  } catch (error) {
    return failure(`Reading ${path}`, error);
  }
}

export async function readList<S extends z.ZodMiniType>(
  schema: S,
  spec: QuerySpec,
): Promise<Result<z.infer<S>[]>> {
  try {
    const snapshot = await getDocs(buildQuery(db, spec));
    return ok(parseAll(schema, snapshot.docs));
  } catch (error) {
    return failure(`Listing ${spec.collection}`, error);
  }
}

/**
 * The one ranged read that answers stored documents, unparsed (decision 82): for a write that
 * follows in a feature's api (a deletion taking them along, a move, a check of one field), never
 * for the UI. Throws, for a caller that reads several things and answers one failure.
 */
export async function readStored(spec: QuerySpec): Promise<StoredDocument[]> {
  const snapshot = await getDocs(buildQuery(db, spec));
  return snapshot.docs.map((stored) => ({
    id: stored.id,
    ref: stored.ref,
    get: (field: string): unknown => stored.get(field),
    data: () => stored.data(),
  }));
}

export interface StoredDocument {
  readonly id: string;
  readonly ref: DocumentReference;
  readonly get: (field: string) => unknown;
  readonly data: () => DocumentData;
}

/** A cursor, never an offset: skipped documents are billed. */
export async function readPage<S extends z.ZodMiniType>(
  schema: S,
  spec: QuerySpec,
  cursor: PageCursor | null = null,
  pageSize = PAGE_SIZE,
): Promise<Result<Page<z.infer<S>>>> {
  try {
    const base = buildQuery(db, { ...spec, limit: undefined });
    const pageQuery = cursor
      ? query(base, startAfter(cursor.after), limit(pageSize + 1))
      : query(base, limit(pageSize + 1));
    const [snapshot, count] = await Promise.all([
      getDocs(pageQuery),
      getCount(buildQuery(db, { ...spec, orderBy: [], limit: undefined })),
    ]);
    const docs = snapshot.docs.slice(0, pageSize);
    const last = docs.at(-1);
    return ok({
      items: parseAll(schema, docs),
      total: count.data().count,
      next: snapshot.docs.length > pageSize && last ? { after: last } : null,
    });
  } catch (error) {
    return failure(`Paging ${spec.collection}`, error);
  }
}

/** Billed one read per 1000 documents, none downloaded. */
export async function readCount(spec: QuerySpec): Promise<Result<number>> {
  try {
    const count = await getCount(buildQuery(db, { ...spec, orderBy: [], limit: undefined }));
    return ok(count.data().count);
  } catch (error) {
    return failure(`Counting ${spec.collection}`, error);
  }
}
