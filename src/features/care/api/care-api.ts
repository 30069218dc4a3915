import { doc } from 'firebase/firestore/lite';
import { listBarnHorses, listHorses } from '#src/features/horses/admin';
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

// Every write goes in one commit with its audit-log entry (decision 24): the rules refuse it
// otherwise.

export const careOperations = {
  add: 'addCareRecord',
  update: 'updateCareRecord',
  delete: 'deleteCareRecord',
  intervals: 'updateCareIntervals',
} as const;

/** One equality, served by single-field indexes (no composite index). */
export const careRecordsSpec = (horseSlug: string): QuerySpec => ({
  collection: CARE_RECORDS,
  equals: [['horseSlug', horseSlug]],
  orderBy: [],
});

export async function listCareRecords(horseSlug: string): Promise<Result<CareRecord[]>> {
  const listed = await readList(careRecordSchema, careRecordsSpec(horseSlug));
  return listed.success ? ok(newestFirst(listed.data)) : listed;
}

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

export async function getCareIntervals(horseSlug: string): Promise<Result<CareIntervals>> {
  const read = await readDocument(storedIntervalsSchema, CARE_INTERVALS, horseSlug);
  if (read.success) return ok(intervalsOf(read.data.intervals));
  return read.error.code === 'not-found' ? ok(intervalsOf({})) : read;
}

/**
 * Only intervals that differ from the defaults are stored, so a change of a default reaches every
 * horse that kept it.
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

/**
 * Staff read the registry; a volunteer the barn's view of every horse (decision 87), which holds
 * all the care screens show of a horse.
 */
export type HorseSource = 'registry' | 'barn';

export const listCareHorses = (source: HorseSource) =>
  source === 'barn' ? listBarnHorses() : listHorses();

const allCareRecordsSpec: QuerySpec = { collection: CARE_RECORDS, equals: [], orderBy: [] };
const allIntervalsSpec: QuerySpec = { collection: CARE_INTERVALS, equals: [], orderBy: [] };

export interface AllCare {
  readonly records: ReadonlyMap<string, readonly CareRecord[]>;
  readonly intervals: ReadonlyMap<string, StoredCareIntervals>;
}

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

export async function listCareDue(today: string): Promise<Result<CareDue[]>> {
  const all = await readAllCare();
  if (!all.success) return all;
  const due = [...all.data.records].flatMap(([horseSlug, ofHorse]) =>
    careDueOf(horseSlug, ofHorse, intervalsOf(all.data.intervals.get(horseSlug) ?? {}), today),
  );
  return ok(due.sort(byDueDate));
}
