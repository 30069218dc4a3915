import type { Firestore } from 'firebase-admin/firestore';
import {
  storedCareRecord,
  type CareRecord,
  type StoredCareRecord,
} from '#src/features/care/model/care-record.ts';
import { type StoredCareIntervals } from '#src/features/care/model/care-schedule.ts';
import { addDays, addMonths, formatDate } from '#src/lib/format/dates.ts';

// Dated relative to the seed's day (in Italy), so that the schedule always shows every state:
// overdue, due within days, in order, and an interval of the horse's own (Tom's farrier).

type When = (today: string) => string;
const weeksAgo =
  (weeks: number): When =>
  (today) =>
    addDays(today, -7 * weeks);
const monthsAgo =
  (months: number): When =>
  (today) =>
    addMonths(today, -months);
const daysAgo =
  (days: number): When =>
  (today) =>
    addDays(today, -days);
const dueInDays =
  (days: number, months: number): When =>
  (today) =>
    addMonths(addDays(today, days), -months);

interface DemoCare {
  readonly id: string;
  readonly horseSlug: string;
  readonly type: StoredCareRecord['type'];
  readonly when: When;
  readonly notes: string;
  readonly cost: number | null;
}

const care = (
  id: string,
  horseSlug: string,
  type: StoredCareRecord['type'],
  when: When,
  cost: number | null,
  notes = '',
): DemoCare => ({ id: `DemoCare${id}`.padEnd(20, '0'), horseSlug, type, when, notes, cost });

export const demoCare: readonly DemoCare[] = [
  care('Ada1', 'ada', 'Maniscalco', weeksAgo(10), 80, 'Pareggio e ferri anteriori.'),
  care('Ada2', 'ada', 'Maniscalco', weeksAgo(19), 80),
  care('Ada3', 'ada', 'Sverminazione', monthsAgo(3), 25, 'Pasta orale.'),
  care('Ada4', 'ada', 'Vaccinazione', monthsAgo(5), 60, 'Influenza e tetano.'),
  care('Ada5', 'ada', 'Dentista', daysAgo(40), 120, 'Limate le punte dei molari.'),
  care('Alba1', 'alba', 'Maniscalco', weeksAgo(4), 45.5, 'Solo pareggio.'),
  care('Alba2', 'alba', 'Sverminazione', monthsAgo(2), 25),
  care('Alba3', 'alba', 'Vaccinazione', dueInDays(10, 12), 60),
  care('Dacki1', 'dacki', 'Maniscalco', weeksAgo(7), 45.5),
  care('Dacki2', 'dacki', 'Sverminazione', monthsAgo(1), 25),
  care('Shasir1', 'shasir', 'Maniscalco', weeksAgo(3), 80),
  care('Shasir2', 'shasir', 'Sverminazione', monthsAgo(7), 25),
  care('Gerba1', 'gerba', 'Maniscalco', weeksAgo(2), 45.5),
  care('Gerba2', 'gerba', 'Sverminazione', monthsAgo(4), null),
  care(
    'Gerba3',
    'gerba',
    'Visita veterinaria',
    daysAgo(20),
    90,
    'Controllo della zoppia: guarita.',
  ),
  care('Leila1', 'leila', 'Maniscalco', weeksAgo(5), 45.5),
  care('Leila2', 'leila', 'Sverminazione', dueInDays(7, 6), 25),
  care('Tom1', 'tom', 'Maniscalco', weeksAgo(5), 80, 'Zoccoli fragili: ogni 6 settimane.'),
  care('Tom2', 'tom', 'Sverminazione', monthsAgo(2), 25),
];

export const demoCareIntervals: Readonly<Record<string, StoredCareIntervals>> = {
  tom: { Maniscalco: { every: 6, unit: 'settimane' } },
};

export function buildDemoCareRecords(now: Date = new Date()): CareRecord[] {
  const today = formatDate(now);
  return demoCare.map(({ id, horseSlug, type, when, notes, cost }) => ({
    id,
    horseSlug,
    type,
    date: when(today),
    notes,
    cost,
  }));
}

export async function seedDemoCare(db: Firestore, now: Date = new Date()): Promise<number> {
  const records = buildDemoCareRecords(now);
  const batch = db.batch();
  for (const record of records) {
    batch.set(db.doc(`careRecords/${record.id}`), storedCareRecord(record));
  }
  for (const [horseSlug, intervals] of Object.entries(demoCareIntervals)) {
    batch.set(db.doc(`careIntervals/${horseSlug}`), intervals);
  }
  await batch.commit();
  return records.length;
}
