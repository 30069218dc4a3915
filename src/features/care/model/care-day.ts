import type { CareType } from '#src/config/options';
import {
  careErrors,
  costText,
  parseCost,
  todayInRome,
  type CareErrors,
  type CareRecord,
} from './care-record';
import { isCalendarDay } from '#src/lib/format/dates';
import {
  careSummary,
  intervalsOf,
  isRecurringCareType,
  type DatedCare,
  type DueState,
  type StoredCareIntervals,
} from './care-schedule';

// A care day (docs/product.md, "Care records"; docs/decisions/0040-care-records.md, "Farrier's
// day"): one visit (the farrier's, a vaccination round) recorded for several horses at once. Every
// horse gets its own record with the day's type, date, notes and cost (the cost is per horse); the
// records and their one log entry land in one commit.

/**
 * The most horses one day may hold: Firestore commits at most 500 writes, and a day writes a
 * record per horse, its log entry and the writer's log head (decision 40 has the measurements).
 */
export const MAX_CARE_DAY_HORSES = 498;

/** A day as it is saved: the record fields shared by every horse, and the horses. */
export interface CareDay {
  readonly type: CareType;
  /** `YYYY-MM-DD`. */
  readonly date: string;
  readonly notes: string;
  /** Euros per horse, or null. */
  readonly cost: number | null;
  /** The horses' slugs, each once. */
  readonly horseSlugs: readonly string[];
}

/** What the day's form edits: the type may be unchosen, the cost is the text typed. */
export interface CareDayDraft {
  readonly type: CareType | '';
  readonly date: string;
  readonly notes: string;
  readonly cost: string;
  readonly horseSlugs: readonly string[];
}

export type CareDayErrors = CareErrors & { readonly horses?: string };

export const careDayTexts = {
  noHorse: 'Scegli almeno un cavallo.',
  duplicate: 'Ogni cavallo si sceglie una volta sola.',
  badHorse: 'Uno dei cavalli scelti non è valido.',
  tooMany: `Una giornata può comprendere al massimo ${MAX_CARE_DAY_HORSES} cavalli.`,
} as const;

/** A new day: the farrier, today in Italy, no horse chosen yet. */
export function newCareDayDraft(now: Date = new Date()): CareDayDraft {
  return { type: 'Maniscalco', date: todayInRome(now), notes: '', cost: '', horseSlugs: [] };
}

/** What stops a day from being saved, by field, in Italian (empty when it can be saved). */
export function careDayErrors({ horseSlugs, ...shared }: CareDayDraft): CareDayErrors {
  // The record's own checks (type, date, notes, cost), as a single record's form makes them.
  const errors: { -readonly [K in keyof CareDayErrors]: CareDayErrors[K] } = careErrors({
    ...shared,
    id: '',
    horseSlug: '',
  });
  if (horseSlugs.length === 0) errors.horses = careDayTexts.noHorse;
  else if (horseSlugs.some((slug) => slug === '' || slug.includes('/'))) {
    errors.horses = careDayTexts.badHorse;
  } else if (new Set(horseSlugs).size !== horseSlugs.length) errors.horses = careDayTexts.duplicate;
  else if (horseSlugs.length > MAX_CARE_DAY_HORSES) errors.horses = careDayTexts.tooMany;
  return errors;
}

/** The day a valid draft saves; null when `careDayErrors` finds anything. */
export function careDayOf(draft: CareDayDraft): CareDay | null {
  const cost = parseCost(draft.cost);
  if (draft.type === '' || cost === undefined || Object.keys(careDayErrors(draft)).length > 0) {
    return null;
  }
  const { type, date, notes, horseSlugs } = draft;
  return { type, date, notes, cost, horseSlugs };
}

/** A saved day as a draft again (its cost as the form shows it): the api checks it this way. */
export const draftOfCareDay = (day: CareDay): CareDayDraft => ({
  ...day,
  cost: costText(day.cost),
});

/**
 * What the day's log entry records (`params.item`): the shared fields and which record went to
 * which horse, `{ recordId: horseSlug }`. The rules check each record of the commit against it.
 */
export interface CareDayItem {
  readonly type: CareType;
  readonly date: string;
  readonly notes: string;
  readonly cost: number | null;
  readonly records: Readonly<Record<string, string>>;
}

export function careDayItem(
  { type, date, notes, cost }: CareDay,
  records: readonly CareRecord[],
): CareDayItem {
  return {
    type,
    date,
    notes,
    cost,
    records: Object.fromEntries(records.map((record) => [record.id, record.horseSlug])),
  };
}

/** How a horse stands for one type of care: what the day's list shows beside each horse. */
export interface CareOfType {
  /** The latest record of the type, '' when never recorded. */
  readonly lastDate: string;
  /** When it is due again, '' when never recorded or when the type does not recur. */
  readonly nextDue: string;
  readonly state: DueState | null;
}

/** A horse's care of `type` on `today`, as its "Cure" section computes it (care-schedule.ts). */
export function careOfType(
  records: readonly DatedCare[],
  intervals: StoredCareIntervals,
  type: CareType,
  today: string,
): CareOfType {
  if (isRecurringCareType(type)) {
    const line = careSummary(records, intervalsOf(intervals), today).find((l) => l.type === type);
    if (line) return { lastDate: line.lastDate, nextDue: line.nextDue, state: line.state };
  }
  const dates = records
    .filter((record) => record.type === type && isCalendarDay(record.date))
    .map((record) => record.date)
    .sort();
  return { lastDate: dates.at(-1) ?? '', nextDue: '', state: null };
}

/** "1 cavallo", "3 cavalli". */
export const horsesCount = (count: number): string =>
  count === 1 ? '1 cavallo' : `${count} cavalli`;
