import { defaultCareIntervals, type CareInterval, type CareType } from '#src/config/options';
import { addDays, addMonths, isCalendarDay } from '#src/lib/format/dates';

// `YYYY-MM-DD` strings have no time zone: computed in UTC so that summer time never moves a day.

export const recurringCareTypes = [
  'Maniscalco',
  'Vaccinazione',
  'Dentista',
  'Sverminazione',
] as const satisfies readonly CareType[];
export type RecurringCareType = (typeof recurringCareTypes)[number];

export const isRecurringCareType = (type: string): type is RecurringCareType =>
  (recurringCareTypes as readonly string[]).includes(type);

export type CareIntervals = Readonly<Record<RecurringCareType, CareInterval>>;

export const defaultIntervals: CareIntervals = Object.fromEntries(
  recurringCareTypes.map((type) => [
    type,
    defaultCareIntervals[type] ?? { every: 1, unit: 'mesi' },
  ]),
) as CareIntervals;

/** The rules check the same bound. */
export const MAX_INTERVAL = 120;

export const DUE_SOON_DAYS = 14;

export type DueState = 'overdue' | 'due-soon' | 'ok';

export function nextDue(lastDate: string, interval: CareInterval): string {
  return interval.unit === 'settimane'
    ? addDays(lastDate, interval.every * 7)
    : addMonths(lastDate, interval.every);
}

export function dueState(due: string, today: string): DueState {
  if (due < today) return 'overdue';
  return due <= addDays(today, DUE_SOON_DAYS) ? 'due-soon' : 'ok';
}

export const isValidInterval = (interval: CareInterval): boolean =>
  Number.isInteger(interval.every) &&
  interval.every >= 1 &&
  interval.every <= MAX_INTERVAL &&
  (interval.unit === 'settimane' || interval.unit === 'mesi');

const sameInterval = (a: CareInterval, b: CareInterval) => a.every === b.every && a.unit === b.unit;

export type StoredCareIntervals = Partial<Record<RecurringCareType, CareInterval>>;

export function intervalsOf(stored: StoredCareIntervals): CareIntervals {
  return Object.fromEntries(
    recurringCareTypes.map((type) => [type, stored[type] ?? defaultIntervals[type]]),
  ) as CareIntervals;
}

export function customIntervals(intervals: CareIntervals): StoredCareIntervals {
  const stored: StoredCareIntervals = {};
  for (const type of recurringCareTypes) {
    const interval = intervals[type];
    if (!sameInterval(interval, defaultIntervals[type])) {
      stored[type] = { every: interval.every, unit: interval.unit };
    }
  }
  return stored;
}

export interface DatedCare {
  readonly type: string;
  readonly date: string;
}

export interface CareSummaryLine {
  readonly type: RecurringCareType;
  readonly interval: CareInterval;
  readonly lastDate: string;
  readonly nextDue: string;
  readonly state: DueState | null;
}

function lastDates(records: readonly DatedCare[]): Map<string, string> {
  const last = new Map<string, string>();
  for (const { type, date } of records) {
    if (!isCalendarDay(date)) continue;
    const known = last.get(type);
    if (known === undefined || date > known) last.set(type, date);
  }
  return last;
}

export function careSummary(
  records: readonly DatedCare[],
  intervals: CareIntervals,
  today: string,
): CareSummaryLine[] {
  const last = lastDates(records);
  return recurringCareTypes.map((type) => {
    const interval = intervals[type];
    const lastDate = last.get(type) ?? '';
    const due = lastDate ? nextDue(lastDate, interval) : '';
    return { type, interval, lastDate, nextDue: due, state: due ? dueState(due, today) : null };
  });
}

export interface CareDue {
  readonly horseSlug: string;
  readonly type: RecurringCareType;
  readonly lastDate: string;
  readonly nextDue: string;
  readonly state: 'overdue' | 'due-soon';
}

export function careDueOf(
  horseSlug: string,
  records: readonly DatedCare[],
  intervals: CareIntervals,
  today: string,
): CareDue[] {
  const due: CareDue[] = [];
  for (const line of careSummary(records, intervals, today)) {
    if (line.state === 'overdue' || line.state === 'due-soon') {
      due.push({
        horseSlug,
        type: line.type,
        lastDate: line.lastDate,
        nextDue: line.nextDue,
        state: line.state,
      });
    }
  }
  return due.sort(byDueDate);
}

/** Ties broken by horse and type, so the order never changes between reads. */
export function byDueDate(a: CareDue, b: CareDue): number {
  if (a.nextDue !== b.nextDue) return a.nextDue < b.nextDue ? -1 : 1;
  if (a.horseSlug !== b.horseSlug) return a.horseSlug < b.horseSlug ? -1 : 1;
  return recurringCareTypes.indexOf(a.type) - recurringCareTypes.indexOf(b.type);
}
