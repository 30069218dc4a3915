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

// The log entries of applications that no longer exist (docs/decisions/0022-retention.md): a run by
// age only finds applications that still exist, so what the log kept of those staff deleted (and
// of those deleted before issue 12, which carried the whole application) would stay for ever. Every
// run by age therefore also walks the log's application entries and deletes, for each application
// of the selected kinds whose document is gone, the entries that still hold data; entries that
// hold none (the staff's deletion, a deletion record) stay, as the trail of who deleted it.
//
// Ids are auto-ids: an application once deleted never comes back under the same id, so an entry
// found about a missing application stays about a missing one until it is deleted.

/** Entries read per query page. */
export const SWEEP_PAGE_SIZE = 500;

/** An application that no longer exists, and what the log still holds of it. */
export interface VanishedApplication extends ApplicationTarget {
  /** Its entries that hold data: they go. */
  entries: DocumentReference[];
  /** Its entries that hold none (a staff deletion, a deletion record): they stay. */
  kept: number;
}

/** One write of the sweep: delete an entry, or record the erasure of an application's traces. */
export type SweepWrite<Entry> = { delete: Entry } | { record: ApplicationTarget };

/**
 * The writes that clean these applications, in batches of at most `maxWrites`. An application
 * with no entry left to name it (its data-holding entries were all the log had) gets one deletion
 * record, so that its erasure stays traceable by id, written before its entries go: a run that
 * stops midway leaves the record and some entries, and the next run deletes those and adds no
 * second record (the record is an entry without data).
 */
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

/** Every document of a query, a page at a time (cursor on the document id). */
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

/**
 * The applications of these kinds that the log names but that no longer exist, with their entries
 * that hold data; those with none are left out. Two queries, each a single-field `in` (at most 30
 * values): current entries by `collection`, older ones (no `collection`) by `function`. Each
 * application's existence is read once, a page's unknown ones together.
 */
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

/** What a sweep did. */
export interface SweepResult {
  entriesDeleted: number;
  recordsWritten: number;
}

/**
 * Deletes the data-holding entries of these applications and writes their records
 * ({@link sweepBatches}). `maxWrites` is the batch size (tests make it small).
 */
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
