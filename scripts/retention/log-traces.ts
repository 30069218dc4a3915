import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { applicationCollections, applicationKinds, type ApplicationKind } from './args.ts';

// Older log entries have no `collection` and carried the whole application in `params.item`.

export interface ApplicationTarget {
  id: string;
  kind: ApplicationKind;
}

export interface RetentionOperator {
  uid: string;
  email: string | null;
  displayName: string;
}

export const LOGS = 'logs';

export const retentionLogFunction = 'retentionDelete';

const operationNouns: Record<ApplicationKind, string> = {
  adoption: 'AdoptionApplication',
  cession: 'CessionApplication',
  circle: 'CircleApplication',
  volunteer: 'VolunteerApplication',
};

const operationVerbs = ['add', 'update', 'delete'] as const;

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

/** Older entries name no `collection`: their operation tells the kind, or their recorded item. */
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

const holdsSomething = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0) &&
  !(isRecord(value) && Object.keys(value).length === 0);

/** A staff deletion and a deletion record (`changes: {}`) hold nothing: who, when, which id. */
export function logEntryHoldsData(data: DocumentData): boolean {
  const params: unknown = data.params;
  if (!isRecord(params)) return false;
  return Object.entries(params).some(([key, value]) => key !== 'slug' && holdsSomething(value));
}

/** `record`, this script's own deletion record, is kept: it holds nothing of the applicant. */
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
  traces: DocumentReference[];
  /** A re-run adds none. */
  records: DocumentReference[];
}

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

/** Nothing of the applicant, not even the application's date. */
export function deletionRecord(operator: RetentionOperator, target: ApplicationTarget) {
  return {
    user: { uid: operator.uid, email: operator.email, displayName: operator.displayName },
    function: retentionLogFunction,
    collection: applicationCollections[target.kind],
    params: { slug: target.id, changes: {} },
    date: FieldValue.serverTimestamp(),
  };
}
