import type { RotaShift } from './rota';

// docs/decisions/0089-barn-rota.md: the hours a volunteer gave are the minutes of the shifts they
// were marked present at. The books (issue 43) value them at the settings' hourly figure as
// figurative income: `volunteerHours` and `figurativeValueCents` are theirs to import.

export interface VolunteerHours {
  /** The volunteer's access key (decision 87). */
  readonly key: string;
  readonly name: string;
  /** Minutes per month ("2026-12"). */
  readonly byMonth: Readonly<Record<string, number>>;
  /** Minutes per year ("2026"). */
  readonly byYear: Readonly<Record<string, number>>;
  readonly totalMinutes: number;
}

type AttendedShift = Pick<RotaShift, 'date' | 'minutes' | 'people'>;

/** Every volunteer marked present at least once, by name. */
export function volunteerHours(shifts: readonly AttendedShift[]): VolunteerHours[] {
  const byKey = new Map<
    string,
    { name: string; byMonth: Record<string, number>; byYear: Record<string, number>; total: number }
  >();
  for (const shift of shifts) {
    for (const [key, person] of Object.entries(shift.people)) {
      if (person.present !== true) continue;
      const entry = byKey.get(key) ?? { name: person.name, byMonth: {}, byYear: {}, total: 0 };
      const month = shift.date.slice(0, 7);
      const year = shift.date.slice(0, 4);
      entry.byMonth[month] = (entry.byMonth[month] ?? 0) + shift.minutes;
      entry.byYear[year] = (entry.byYear[year] ?? 0) + shift.minutes;
      entry.total += shift.minutes;
      byKey.set(key, entry);
    }
  }
  return [...byKey.entries()]
    .map(([key, entry]) => ({
      key,
      name: entry.name,
      byMonth: entry.byMonth,
      byYear: entry.byYear,
      totalMinutes: entry.total,
    }))
    .sort(
      (a, b) =>
        a.name.localeCompare(b.name, 'it', { sensitivity: 'base' }) || a.key.localeCompare(b.key),
    );
}

/** The figurative value of minutes at an hourly figure, in whole cents (rounded half up). */
export const figurativeValueCents = (minutes: number, hourlyValueCents: number): number =>
  Math.round((minutes * hourlyValueCents) / 60);

/** Minutes as hours with up to two decimals, Italian style ("2,5"). */
export const hoursText = (minutes: number): string =>
  (minutes / 60).toLocaleString('it-IT', { maximumFractionDigits: 2 });
