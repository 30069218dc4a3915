import { doc } from 'firebase/firestore/lite';
import { displayName, isInTheAssociationsCare } from '#src/features/horses/admin';
import { commitLogged, type LogActor } from '#src/lib/data/audit-log';
import { autoId } from '#src/lib/data/auto-id';
import { fail, ok, type Result } from '#src/lib/data/result';
import { db } from '#src/lib/firebase/firestore';
import { careDayErrors, careDayItem, draftOfCareDay, type CareDay } from '../model/care-day';
import { CARE_RECORDS, storedCareRecord, type CareRecord } from '../model/care-record';
import type { StoredCareIntervals } from '../model/care-schedule';
import { listCareHorses, readAllCare, type HorseSource } from './care-api';

// One commit writes a record per horse and one log entry naming them all, so the whole day lands or
// nothing does.

export const CARE_DAY_OPERATION = 'addCareDay';

export interface CareDayHorse {
  readonly slug: string;
  readonly name: string;
  readonly records: readonly CareRecord[];
  readonly intervals: StoredCareIntervals;
}

export async function listCareDayHorses(
  source: HorseSource = 'registry',
): Promise<Result<CareDayHorse[]>> {
  const [horses, care] = await Promise.all([listCareHorses(source), readAllCare()]);
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
