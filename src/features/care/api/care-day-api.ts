import { doc } from 'firebase/firestore/lite';
import { displayName, listHorses, isInTheAssociationsCare } from '#src/features/horses/admin';
import { commitLogged, type LogActor } from '#src/lib/data/audit-log';
import { autoId } from '#src/lib/data/auto-id';
import { fail, ok, type Result } from '#src/lib/data/result';
import { db } from '#src/lib/firebase/firestore';
import { careDayErrors, careDayItem, draftOfCareDay, type CareDay } from '../model/care-day';
import { CARE_RECORDS, storedCareRecord, type CareRecord } from '../model/care-record';
import type { StoredCareIntervals } from '../model/care-schedule';
import { readAllCare } from './care-api';

// A care day, staff only (docs/decisions/0040-care-records.md, "Farrier's day"): one visit
// recorded for several horses. One commit writes a record per horse and one log entry naming them
// all; the rules check each record against that entry, so the whole day lands or nothing does.

export const CARE_DAY_OPERATION = 'addCareDay';

/** A horse the day can be recorded for: in the association's care, with its care so far. */
export interface CareDayHorse {
  readonly slug: string;
  /** The name as staff lists show it. */
  readonly name: string;
  /** Its records, in no order. */
  readonly records: readonly CareRecord[];
  /** Its own intervals (those that differ from the defaults). */
  readonly intervals: StoredCareIntervals;
}

/**
 * Staff: the horses in the association's care (neither adopted nor deceased), by name, each with
 * its care records and own intervals: three reads (the horses, every record, every horse's
 * intervals), as `listCareDue` does.
 */
export async function listCareDayHorses(): Promise<Result<CareDayHorse[]>> {
  const [horses, care] = await Promise.all([listHorses(), readAllCare()]);
  if (!horses.success) return horses;
  if (!care.success) return care;
  return ok(
    horses.data
      .filter((horse) => isInTheAssociationsCare(horse.status))
      .map((horse) => ({
        slug: horse.slug,
        name: displayName(horse),
        records: care.data.records.get(horse.slug) ?? [],
        intervals: care.data.intervals.get(horse.slug) ?? {},
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'it', { sensitivity: 'base' })),
  );
}

/**
 * Staff: records one care for several horses, a record each (under a new auto-id) with the day's
 * type, date, notes and cost, and one log entry `addCareDay` whose item names the day's fields and
 * `records: { recordId: horseSlug }`, all in one commit. Checked first as a single record is, with
 * at least one horse and none twice. Answers the records created, in the order of `horseSlugs`.
 */
export async function saveCareDay(actor: LogActor, day: CareDay): Promise<Result<CareRecord[]>> {
  const [error] = Object.values(careDayErrors(draftOfCareDay(day)));
  if (error) return fail('invalid-argument', error);
  const { type, date, notes, cost } = day;
  const records: CareRecord[] = day.horseSlugs.map((horseSlug) => ({
    id: autoId(),
    horseSlug,
    type,
    date,
    notes,
    cost,
  }));
  const saved = await commitLogged(
    actor,
    {
      operation: CARE_DAY_OPERATION,
      collection: CARE_RECORDS,
      // The day's own auto-id: the log's slug column names the day, not one of its records.
      params: { slug: autoId(), item: { ...careDayItem(day, records) } },
    },
    (batch) => {
      for (const record of records) {
        batch.set(doc(db, CARE_RECORDS, record.id), storedCareRecord(record));
      }
    },
  );
  return saved.success ? ok(records) : saved;
}
