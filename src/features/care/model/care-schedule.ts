import { defaultCareIntervals, type CareInterval, type CareType } from '#src/config/options';
import { addDays, addMonths, isCalendarDay } from '#src/lib/format/dates';

// When a horse's care is due again (docs/product.md, "Care records"; docs/decisions/0040-care-records.md):
// the last record of a recurring type plus the horse's interval for it. Pure calendar arithmetic on
// `YYYY-MM-DD` strings, which have no time zone (docs/product.md "Dates"): computed in UTC so that
// summer time never moves a day.

/** The kinds of care that recur, in the order the section shows them: those with a default interval. */
export const recurringCareTypes = [
  'Maniscalco',
  'Vaccinazione',
  'Dentista',
  'Sverminazione',
] as const satisfies readonly CareType[];
export type RecurringCareType = (typeof recurringCareTypes)[number];

export const isRecurringCareType = (type: string): type is RecurringCareType =>
  (recurringCareTypes as readonly string[]).includes(type);

/** A horse's interval for every recurring type. */
export type CareIntervals = Readonly<Record<RecurringCareType, CareInterval>>;

/** The intervals a horse starts with (src/config/options.ts, `defaultCareIntervals`). */
export const defaultIntervals: CareIntervals = Object.fromEntries(
  recurringCareTypes.map((type) => [
    type,
    defaultCareIntervals[type] ?? { every: 1, unit: 'mesi' },
  ]),
) as CareIntervals;

/** The longest interval accepted, in weeks or months (the rules check the same bound). */
export const MAX_INTERVAL = 120;

/** Care due within this many days (today included) is "in scadenza". */
export const DUE_SOON_DAYS = 14;

/** 'overdue': the due date is past; 'due-soon': within DUE_SOON_DAYS; 'ok' otherwise. */
export type DueState = 'overdue' | 'due-soon' | 'ok';

/** The next due date after a care done on `lastDate`; '' when the date is not a day. */
export function nextDue(lastDate: string, interval: CareInterval): string {
  return interval.unit === 'settimane'
    ? addDays(lastDate, interval.every * 7)
    : addMonths(lastDate, interval.every);
}

/** How a due date stands on `today` (both `YYYY-MM-DD`; they compare as strings). */
export function dueState(due: string, today: string): DueState {
  if (due < today) return 'overdue';
  return due <= addDays(today, DUE_SOON_DAYS) ? 'due-soon' : 'ok';
}

/** A valid interval: a whole number of weeks or months from 1 to MAX_INTERVAL. */
export const isValidInterval = (interval: CareInterval): boolean =>
  Number.isInteger(interval.every) &&
  interval.every >= 1 &&
  interval.every <= MAX_INTERVAL &&
  (interval.unit === 'settimane' || interval.unit === 'mesi');

const sameInterval = (a: CareInterval, b: CareInterval) => a.every === b.every && a.unit === b.unit;

/** What `careIntervals/{horseSlug}` stores: only the types whose interval differs from the default. */
export type StoredCareIntervals = Partial<Record<RecurringCareType, CareInterval>>;

/** The full intervals of a horse from what is stored (a missing type has its default). */
export function intervalsOf(stored: StoredCareIntervals): CareIntervals {
  return Object.fromEntries(
    recurringCareTypes.map((type) => [type, stored[type] ?? defaultIntervals[type]]),
  ) as CareIntervals;
}

/** What to store of a horse's intervals: those that differ from the defaults, as plain maps. */
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

/** The dated part of a care record the schedule needs. */
export interface DatedCare {
  readonly type: string;
  readonly date: string;
}

/** One recurring type of a horse: its interval, the last time it was done and when it is due. */
export interface CareSummaryLine {
  readonly type: RecurringCareType;
  readonly interval: CareInterval;
  /** The latest record's date, '' when the type was never recorded. */
  readonly lastDate: string;
  /** The last date plus the interval, '' when never recorded. */
  readonly nextDue: string;
  /** null when never recorded: nothing to be late for yet. */
  readonly state: DueState | null;
}

/** The latest date of each type among the records (a malformed date is left out). */
function lastDates(records: readonly DatedCare[]): Map<string, string> {
  const last = new Map<string, string>();
  for (const { type, date } of records) {
    if (!isCalendarDay(date)) continue;
    const known = last.get(type);
    if (known === undefined || date > known) last.set(type, date);
  }
  return last;
}

/** A horse's schedule: one line per recurring type, in `recurringCareTypes` order. */
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

/**
 * A recurring care of a horse that is overdue or due within DUE_SOON_DAYS, as `listCareDue`
 * (../admin.ts) answers it to the dashboard.
 */
export interface CareDue {
  readonly horseSlug: string;
  readonly type: RecurringCareType;
  readonly lastDate: string;
  readonly nextDue: string;
  readonly state: 'overdue' | 'due-soon';
}

/** The horse's care that needs attention: overdue or due soon, the earliest due first. */
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

/** Earliest due date first; then by horse and type, so the order never changes between reads. */
export function byDueDate(a: CareDue, b: CareDue): number {
  if (a.nextDue !== b.nextDue) return a.nextDue < b.nextDue ? -1 : 1;
  if (a.horseSlug !== b.horseSlug) return a.horseSlug < b.horseSlug ? -1 : 1;
  return recurringCareTypes.indexOf(a.type) - recurringCareTypes.indexOf(b.type);
}
