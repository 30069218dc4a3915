import {
  collection,
  documentId,
  limit as limitTo,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore/lite';

export type FieldValue = string | number | boolean | Date;

/** Plain data, so that a test can compare the app's queries with firestore.indexes.json. */
export interface QuerySpec {
  collection: string;
  equals: [field: string, value: FieldValue][];
  /** A Firestore rule of queries: at most one range condition, on the first `orderBy` field. */
  range?: { field: string; op: '<' | '>='; value: FieldValue };
  /** The documents whose id starts so (an application's mails, `{id}.…`, decision 52). */
  idPrefix?: string;
  /**
   * The documents whose field starts so (a search by name over a folded key): a range, so the
   * field comes first in `orderBy`.
   */
  prefix?: { field: string; value: string };
  /** The documents of these ids, at most 30 (Firestore's `in`). */
  ids?: readonly string[];
  orderBy: [field: string, direction: 'asc' | 'desc'][];
  limit?: number;
}

export function buildQuery(db: Firestore, spec: QuerySpec): Query {
  const constraints = [
    ...spec.equals.map(([field, value]) => where(field, '==', value)),
    ...(spec.range ? [where(spec.range.field, spec.range.op, spec.range.value)] : []),
    ...(spec.idPrefix === undefined
      ? []
      : [
          where(documentId(), '>=', spec.idPrefix),
          where(documentId(), '<=', `${spec.idPrefix}\uf8ff`),
        ]),
    ...(spec.ids === undefined ? [] : [where(documentId(), 'in', [...spec.ids])]),
    ...(spec.prefix === undefined
      ? []
      : [
          where(spec.prefix.field, '>=', spec.prefix.value),
          where(spec.prefix.field, '<=', `${spec.prefix.value}\uf8ff`),
        ]),
    ...spec.orderBy.map(([field, direction]) => orderBy(field, direction)),
    ...(spec.limit === undefined ? [] : [limitTo(spec.limit)]),
  ];
  return query(collection(db, spec.collection), ...constraints);
}

export interface IndexField {
  fieldPath: string;
  order: 'ASCENDING' | 'DESCENDING';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION';
  fields: IndexField[];
}

const order = (direction: 'asc' | 'desc') => (direction === 'asc' ? 'ASCENDING' : 'DESCENDING');

/**
 * With an ordering, Firestore merges one composite index per equality field, so no index per
 * combination is needed.
 */
export function requiredIndexes(spec: QuerySpec): CompositeIndex[] {
  const ordering = spec.orderBy.filter(([field]) => !spec.equals.some(([eq]) => eq === field));
  if (ordering.length === 0) return [];
  const orderFields = ordering.map(([field, direction]) => ({
    fieldPath: field,
    order: order(direction),
  })) satisfies IndexField[];
  if (spec.equals.length === 0) {
    return orderFields.length > 1
      ? [{ collectionGroup: spec.collection, queryScope: 'COLLECTION', fields: orderFields }]
      : [];
  }
  return spec.equals.map(([field]) => ({
    collectionGroup: spec.collection,
    queryScope: 'COLLECTION',
    fields: [{ fieldPath: field, order: 'ASCENDING' }, ...orderFields],
  }));
}
