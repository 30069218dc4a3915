import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { applicationCollections, type ApplicationKind } from './args.ts';

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * How a log entry relates to an application: `record` is this script's deletion record in the
 * current shape (kept: it holds nothing of the applicant), `trace` anything else about it (deleted
 * with it), `unrelated` an entry about something else that shares the slug.
 */
export function classifyLogEntry(
  data: DocumentData,
  target: ApplicationTarget,
): 'record' | 'trace' | 'unrelated' {
  const params: unknown = data.params;
  if (!isRecord(params) || params.slug !== target.id) return 'unrelated';
  const collection = applicationCollections[target.kind];
  if (data.collection !== undefined) {
    if (data.collection !== collection) return 'unrelated';
    const isRecordShape = data.function === retentionLogFunction && !('item' in params);
    return isRecordShape ? 'record' : 'trace';
  }
  // Older entries named no collection: the operation tells it, or the script's own recorded item.
  if (data.function === retentionLogFunction) {
    const item = params.item;
    const same = isRecord(item) && (item.collection === collection || item.kind === target.kind);
    return same ? 'trace' : 'unrelated';
  }
  const noun = operationNouns[target.kind];
  return ['add', 'update', 'delete'].some((verb) => data.function === `${verb}${noun}`)
    ? 'trace'
    : 'unrelated';
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
