import {
  FieldPath,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
} from 'firebase-admin/firestore';
import { applicationCollections, type ApplicationKind } from './args.ts';
import { MAX_BATCH_WRITES } from './erase.ts';
import {
  applicationOfLogEntry,
  deletionRecord,
  logEntryHoldsData,
  LOGS,
  olderOperations,
  type ApplicationTarget,
  type RetentionOperator,
} from './log-traces.ts';

// A run by age only finds applications that still exist, so the log entries of deleted ones are
// swept here (docs/decisions/0022-retention.md). Auto-ids never come back, so a missing one stays so.

export const SWEEP_PAGE_SIZE = 500;

export interface VanishedApplication extends ApplicationTarget {
  entries: DocumentReference[];
  /** A staff deletion, a deletion record: they stay, as the trail of who deleted it. */
  kept: number;
}

export type SweepWrite<Entry> = { delete: Entry } | { record: ApplicationTarget };

/** The record goes first, so a run stopped midway adds no second one (a record holds no data). */
export function sweepBatches<Entry>(
  applications: readonly (ApplicationTarget & { entries: readonly Entry[]; kept: number })[],
  maxWrites: number,
): SweepWrite<Entry>[][] {
  const size = Math.max(1, Math.min(maxWrites, MAX_BATCH_WRITES));
  const writes: SweepWrite<Entry>[] = applications.flatMap((application) => [
    ...(application.kept === 0 && application.entries.length > 0
      ? [{ record: { id: application.id, kind: application.kind } }]
      : []),
    ...application.entries.map((entry) => ({ delete: entry })),
  ]);
  const batches: SweepWrite<Entry>[][] = [];
  for (let start = 0; start < writes.length; start += size) {
    batches.push(writes.slice(start, start + size));
  }
  return batches;
}

async function* documentsOf(query: Query, pageSize: number): AsyncGenerator<DocumentSnapshot[]> {
  let last: DocumentSnapshot | undefined;
  for (;;) {
    let page = query.orderBy(FieldPath.documentId()).limit(pageSize);
    if (last) page = page.startAfter(last);
    const { docs } = await page.get();
    if (docs.length > 0) yield docs;
    if (docs.length < pageSize) return;
    last = docs.at(-1);
  }
}

const keyOf = (target: ApplicationTarget) => `${target.kind}/${target.id}`;

/** Two queries, each a single-field `in` (at most 30 values): by `collection`, and older by `function`. */
export async function findVanishedApplications(
  db: Firestore,
  kinds: readonly ApplicationKind[],
  options: { pageSize?: number } = {},
): Promise<VanishedApplication[]> {
  const pageSize = options.pageSize ?? SWEEP_PAGE_SIZE;
  const logs = db.collection(LOGS);
  const queries: { query: Query; older: boolean }[] = [
    {
      query: logs.where(
        'collection',
        'in',
        kinds.map((kind) => applicationCollections[kind]),
      ),
      older: false,
    },
    { query: logs.where('function', 'in', olderOperations(kinds)), older: true },
  ];
  const exists = new Map<string, boolean>();
  const vanished = new Map<string, VanishedApplication>();
  for (const { query, older } of queries) {
    for await (const docs of documentsOf(query, pageSize)) {
      const found: { entry: DocumentReference; about: ApplicationTarget; data: boolean }[] = [];
      for (const doc of docs) {
        const data = doc.data() ?? {};
        // A current entry that happens to have an older operation's name: the first query had it.
        if (older && data.collection !== undefined) continue;
        const about = applicationOfLogEntry(data);
        if (!about || !kinds.includes(about.kind)) continue;
        found.push({ entry: doc.ref, about, data: logEntryHoldsData(data) });
      }
      const unknown = new Map<string, ApplicationTarget>();
      for (const { about } of found) {
        if (!exists.has(keyOf(about))) unknown.set(keyOf(about), about);
      }
      if (unknown.size > 0) {
        const targets = [...unknown.values()];
        const snapshots = await db.getAll(
          ...targets.map((about) =>
            db.collection(applicationCollections[about.kind]).doc(about.id),
          ),
        );
        targets.forEach((about, i) => exists.set(keyOf(about), snapshots[i]?.exists ?? true));
      }
      for (const { entry, about, data } of found) {
        if (exists.get(keyOf(about)) !== false) continue;
        const application = vanished.get(keyOf(about)) ?? { ...about, entries: [], kept: 0 };
        vanished.set(keyOf(about), application);
        if (data) application.entries.push(entry);
        else application.kept += 1;
      }
    }
  }
  return [...vanished.values()]
    .filter((application) => application.entries.length > 0)
    .sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
}

export interface SweepResult {
  entriesDeleted: number;
  recordsWritten: number;
}

export async function sweepVanishedApplications(
  db: Firestore,
  applications: readonly VanishedApplication[],
  operator: RetentionOperator,
  options: { maxWrites?: number } = {},
): Promise<SweepResult> {
  const result: SweepResult = { entriesDeleted: 0, recordsWritten: 0 };
  for (const writes of sweepBatches(applications, options.maxWrites ?? MAX_BATCH_WRITES)) {
    const batch = db.batch();
    for (const write of writes) {
      if ('delete' in write) batch.delete(write.delete);
      else batch.set(db.collection(LOGS).doc(), deletionRecord(operator, write.record));
    }
    await batch.commit();
    for (const write of writes) {
      if ('delete' in write) result.entriesDeleted += 1;
      else result.recordsWritten += 1;
    }
  }
  return result;
}
