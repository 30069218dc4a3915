import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { applicationCollections, applicationKinds, type ApplicationKind } from './args.ts';

// What the audit log (`logs`, src/lib/data/audit-log.ts) holds about an application. Entries name
// the application by `params.slug` (its id). Current ones also name their `collection` and record
// only staff fields; older ones have no `collection` and carried the whole application (names,
// phone, notes) in `params.item`, the retention script's own older ones its kind and date.

/** One application, wherever it is or was. */
export interface ApplicationTarget {
  id: string;
  kind: ApplicationKind;
}

/** Who deletes, as the log records it (the `user` of the app's log entries). */
export interface RetentionOperator {
  uid: string;
  email: string | null;
  displayName: string;
}

export const LOGS = 'logs';

/** The log's operation name for a deletion by this script. */
export const retentionLogFunction = 'retentionDelete';

/** The noun of the app's operation names for each kind (`updateAdoptionApplication`, ...). */
const operationNouns: Record<ApplicationKind, string> = {
  adoption: 'AdoptionApplication',
  cession: 'CessionApplication',
  circle: 'CircleApplication',
};

const operationVerbs = ['add', 'update', 'delete'] as const;

/**
 * The operations that name an application's kind in entries without `collection`: the app's
 * `add|update|delete` + noun for these kinds, and this script's own (whose item names the kind).
 */
export function olderOperations(kinds: readonly ApplicationKind[]): string[] {
  const names = kinds.flatMap((kind) =>
    operationVerbs.map((verb) => `${verb}${operationNouns[kind]}`),
  );
  return [...names, retentionLogFunction];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const kindOfCollection = (collection: unknown): ApplicationKind | null =>
  applicationKinds.find((kind) => applicationCollections[kind] === collection) ?? null;

/**
 * Which application a log entry is about, or null when it is about something else (a horse, an
 * event) or cannot be told. Current entries name their `collection`; older ones named none, and
 * their operation tells the kind (`updateCessionApplication`), or for this script's own older
 * `retentionDelete` the item it recorded (its `collection`, else its `kind`).
 */
export function applicationOfLogEntry(data: DocumentData): ApplicationTarget | null {
  const params: unknown = data.params;
  if (!isRecord(params) || typeof params.slug !== 'string' || params.slug === '') return null;
  const id = params.slug;
  const about = (kind: ApplicationKind | null) => (kind ? { id, kind } : null);
  if (data.collection !== undefined) return about(kindOfCollection(data.collection));
  if (data.function === retentionLogFunction) {
    const item = params.item;
    if (!isRecord(item)) return null;
    const byKind = applicationKinds.find((kind) => kind === item.kind) ?? null;
    return about(kindOfCollection(item.collection) ?? byKind);
  }
  return about(
    applicationKinds.find((kind) =>
      operationVerbs.some((verb) => data.function === `${verb}${operationNouns[kind]}`),
    ) ?? null,
  );
}

/** A value that says something: not missing, null, empty text, or an empty map or list. */
const holdsSomething = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0) &&
  !(isRecord(value) && Object.keys(value).length === 0);

/**
 * Whether an entry records something of its item beyond the id: an older entry's `params.item`,
 * a current one's non-empty `params.changes` (staff fields, internal notes included). A staff
 * deletion and a deletion record (`changes: {}`) hold nothing: who, when, which id.
 */
export function logEntryHoldsData(data: DocumentData): boolean {
  const params: unknown = data.params;
  if (!isRecord(params)) return false;
  return Object.entries(params).some(([key, value]) => key !== 'slug' && holdsSomething(value));
}

/**
 * How a log entry relates to an application: `record` is this script's deletion record in the
 * current shape (kept: it holds nothing of the applicant), `trace` anything else about it (deleted
 * with it), `unrelated` an entry about something else that shares the slug.
 */
export function classifyLogEntry(
  data: DocumentData,
  target: ApplicationTarget,
): 'record' | 'trace' | 'unrelated' {
  const about = applicationOfLogEntry(data);
  if (!about || about.id !== target.id || about.kind !== target.kind) return 'unrelated';
  const params = data.params as Record<string, unknown>;
  const isRecordShape =
    data.collection !== undefined && data.function === retentionLogFunction && !('item' in params);
  return isRecordShape ? 'record' : 'trace';
}

export interface LogTraces {
  /** Entries to delete with the application. */
  traces: DocumentReference[];
  /** Deletion records already written for it (a re-run adds none). */
  records: DocumentReference[];
}

/** The log entries about an application: one query on `params.slug` (a single-field index). */
export async function findLogTraces(db: Firestore, target: ApplicationTarget): Promise<LogTraces> {
  const snapshot = await db.collection(LOGS).where('params.slug', '==', target.id).get();
  const found: LogTraces = { traces: [], records: [] };
  for (const doc of snapshot.docs) {
    const relation = classifyLogEntry(doc.data(), target);
    if (relation === 'trace') found.traces.push(doc.ref);
    else if (relation === 'record') found.records.push(doc.ref);
  }
  return found;
}

/**
 * The one entry a deletion leaves, in the shape of the app's application entries: who, when, which
 * collection and id, and no change. Nothing of the applicant, not even the application's date.
 */
export function deletionRecord(operator: RetentionOperator, target: ApplicationTarget) {
  return {
    user: { uid: operator.uid, email: operator.email, displayName: operator.displayName },
    function: retentionLogFunction,
    collection: applicationCollections[target.kind],
    params: { slug: target.id, changes: {} },
    date: FieldValue.serverTimestamp(),
  };
}
