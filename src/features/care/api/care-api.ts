import { doc } from 'firebase/firestore/lite';
import { commitLogged, type LogActor } from '#src/lib/data/audit-log';
import { readDocument, readList } from '#src/lib/data/firestore-data';
import type { QuerySpec } from '#src/lib/data/query-spec';
import { fail, ok, type Result } from '#src/lib/data/result';
import { db } from '#src/lib/firebase/firestore';
import {
  CARE_INTERVALS,
  CARE_RECORDS,
  careErrors,
  careRecordSchema,
  costText,
  newestFirst,
  storedCareRecord,
  storedIntervalsSchema,
  type CareRecord,
} from '../model/care-record';
import {
  byDueDate,
  careDueOf,
  customIntervals,
  intervalsOf,
  isValidInterval,
  MAX_INTERVAL,
  recurringCareTypes,
  type CareDue,
  type CareIntervals,
  type StoredCareIntervals,
} from '../model/care-schedule';
import { careByHorse } from '../model/care-overview';

// Care records and intervals, staff only (docs/decisions/0040-care-records.md). Every write goes in
// one commit with its audit-log entry (decision 24): the rules refuse it otherwise. A record's entry
// keeps the record as saved, or as it was when deleted; an intervals entry keeps what is stored.

export const careOperations = {
  add: 'addCareRecord',
  update: 'updateCareRecord',
  delete: 'deleteCareRecord',
  intervals: 'updateCareIntervals',
} as const;

/** A horse's records: one equality, served by single-field indexes (no composite index). */
export const careRecordsSpec = (horseSlug: string): QuerySpec => ({
  collection: CARE_RECORDS,
  equals: [['horseSlug', horseSlug]],
  orderBy: [],
});

/** Staff: a horse's care records, newest first. */
export async function listCareRecords(horseSlug: string): Promise<Result<CareRecord[]>> {
  const listed = await readList(careRecordSchema, careRecordsSpec(horseSlug));
  return listed.success ? ok(newestFirst(listed.data)) : listed;
}

/**
 * Staff: saves a whole record under its id, a new one (`add`, its id an auto-id drawn when the form
 * opened) or one already stored. Checked first; what is stored is exactly its fields, without the id.
 */
export async function saveCareRecord(
  actor: LogActor,
  record: CareRecord,
  kind: 'add' | 'update',
): Promise<Result<CareRecord>> {
  const [error] = Object.values(careErrors({ ...record, cost: costText(record.cost) }));
  if (error) return fail('invalid-argument', error);
  const item = storedCareRecord(record);
  const saved = await commitLogged(
    actor,
    {
      operation: careOperations[kind],
      collection: CARE_RECORDS,
      params: { slug: record.id, item },
    },
    (batch) => batch.set(doc(db, CARE_RECORDS, record.id), item),
  );
  return saved.success ? ok({ ...item, id: record.id }) : saved;
}

/** Staff: deletes a record; the log keeps it as it was. */
export async function deleteCareRecord(actor: LogActor, id: string): Promise<Result<void>> {
  const current = await readDocument(careRecordSchema, CARE_RECORDS, id);
  if (!current.success) return current;
  return commitLogged(
    actor,
    {
      operation: careOperations.delete,
      collection: CARE_RECORDS,
      params: { slug: id, item: storedCareRecord(current.data) },
    },
    (batch) => batch.delete(doc(db, CARE_RECORDS, id)),
  );
}

/** Staff: a horse's intervals; a horse without its own has the defaults. */
export async function getCareIntervals(horseSlug: string): Promise<Result<CareIntervals>> {
  const read = await readDocument(storedIntervalsSchema, CARE_INTERVALS, horseSlug);
  if (read.success) return ok(intervalsOf(read.data.intervals));
  return read.error.code === 'not-found' ? ok(intervalsOf({})) : read;
}

/**
 * Staff: saves a horse's intervals. Only those that differ from the defaults are stored (all of
 * them back to the defaults store an empty document), so a change of a default reaches every horse
 * that kept it.
 */
export async function saveCareIntervals(
  actor: LogActor,
  horseSlug: string,
  intervals: CareIntervals,
): Promise<Result<CareIntervals>> {
  if (!recurringCareTypes.every((type) => isValidInterval(intervals[type]))) {
    return fail(
      'invalid-argument',
      `Ogni intervallo è un numero intero di settimane o mesi, da 1 a ${MAX_INTERVAL}.`,
    );
  }
  const item = customIntervals(intervals);
  const saved = await commitLogged(
    actor,
    {
      operation: careOperations.intervals,
      collection: CARE_INTERVALS,
      params: { slug: horseSlug, item },
    },
    (batch) => batch.set(doc(db, CARE_INTERVALS, horseSlug), item),
  );
  return saved.success ? ok(intervalsOf(item)) : saved;
}

/** Every care record, and every horse's own intervals: no filter, no ordering, no index. */
const allCareRecordsSpec: QuerySpec = { collection: CARE_RECORDS, equals: [], orderBy: [] };
const allIntervalsSpec: QuerySpec = { collection: CARE_INTERVALS, equals: [], orderBy: [] };

/** The care of every horse, by slug: its records (in no order) and its own intervals. */
export interface AllCare {
  readonly records: ReadonlyMap<string, readonly CareRecord[]>;
  readonly intervals: ReadonlyMap<string, StoredCareIntervals>;
}

/**
 * Staff: every care record and every horse's own intervals, grouped by horse, in two queries: what
 * the dashboard, the care list and the care day read (a horse without records or intervals of its
 * own is absent from the maps).
 */
export async function readAllCare(): Promise<Result<AllCare>> {
  const [records, intervals] = await Promise.all([
    readList(careRecordSchema, allCareRecordsSpec),
    readList(storedIntervalsSchema, allIntervalsSpec),
  ]);
  if (!records.success) return records;
  if (!intervals.success) return intervals;
  return ok({
    records: careByHorse(records.data),
    intervals: new Map(intervals.data.map((horse) => [horse.horseSlug, horse.intervals])),
  });
}

/**
 * Staff: for every horse with records, each recurring care that is overdue or due within 14 days
 * on `today` (`YYYY-MM-DD`, today in Rome), the earliest due first.
 */
export async function listCareDue(today: string): Promise<Result<CareDue[]>> {
  const all = await readAllCare();
  if (!all.success) return all;
  const due = [...all.data.records].flatMap(([horseSlug, ofHorse]) =>
    careDueOf(horseSlug, ofHorse, intervalsOf(all.data.intervals.get(horseSlug) ?? {}), today),
  );
  return ok(due.sort(byDueDate));
}
