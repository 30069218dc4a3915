import {
  doc,
  getCount,
  getDoc,
  getDocs,
  limit,
  query,
  startAfter,
  type DocumentData,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import type * as z from 'zod/mini';
import { db } from '#src/lib/firebase/firestore';
import { failure } from './errors';
import { buildQuery, type QuerySpec } from './query-spec';
import { fail, ok, type Result } from './result';
import { parseDocument } from './schema';

/** Admin lists load this many rows a page (docs/product.md "Paging"). */
export const PAGE_SIZE = 25;

/** Where the next page starts: opaque to the UI, which never sees a snapshot. */
export interface PageCursor {
  readonly after: QueryDocumentSnapshot;
}

export interface Page<T> {
  items: T[];
  /** How many documents match the filters, from a count aggregation. */
  total: number;
  /** The cursor of the next page, or null on the last page. */
  next: PageCursor | null;
}

/** A document's data with its id as `slug`: list items carry their slug (docs/product.md §7). */
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

/** Reads one document; a missing one is a 'not-found' failure. */
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

/** Reads every document a query returns. */
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
 * Reads one page of a query with a cursor (never an offset: skipped documents are billed) and the
 * total from a count aggregation, in parallel.
 */
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

/**
 * Counts the documents a query matches with a count aggregation (billed one read per 1000
 * documents, none of them downloaded). The ordering and limit of the spec are left out.
 */
export async function readCount(spec: QuerySpec): Promise<Result<number>> {
  try {
    const count = await getCount(buildQuery(db, { ...spec, orderBy: [], limit: undefined }));
    return ok(count.data().count);
  } catch (error) {
    return failure(`Counting ${spec.collection}`, error);
  }
}
