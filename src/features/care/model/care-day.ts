import type { CareType } from '#src/config/options';
import { careErrors, costText, parseCost, type CareErrors, type CareRecord } from './care-record';
import { isCalendarDay, todayInRome } from '#src/lib/format/dates';
import {
  careSummary,
  intervalsOf,
  isRecurringCareType,
  type DatedCare,
  type DueState,
  type StoredCareIntervals,
} from './care-schedule';

/**
 * Firestore commits at most 500 writes: a record per horse, the log entry and the log head
 * (decision 40).
 */
export const MAX_CARE_DAY_HORSES = 498;

export interface CareDay {
  readonly type: CareType;
  readonly date: string;
  readonly notes: string;
  readonly cost: number | null;
  readonly horseSlugs: readonly string[];
}

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

export function newCareDayDraft(now: Date = new Date()): CareDayDraft {
  return { type: 'Maniscalco', date: todayInRome(now), notes: '', cost: '', horseSlugs: [] };
}

export function careDayErrors({ horseSlugs, ...shared }: CareDayDraft): CareDayErrors {
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

export function careDayOf(draft: CareDayDraft): CareDay | null {
  const cost = parseCost(draft.cost);
  if (draft.type === '' || cost === undefined || Object.keys(careDayErrors(draft)).length > 0) {
    return null;
  }
  const { type, date, notes, horseSlugs } = draft;
  return { type, date, notes, cost, horseSlugs };
}

export const draftOfCareDay = (day: CareDay): CareDayDraft => ({
  ...day,
  cost: costText(day.cost),
});

/** The rules check each record of the commit against this entry. */
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

export interface CareOfType {
  readonly lastDate: string;
  readonly nextDue: string;
  readonly state: DueState | null;
}

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

export const horsesCount = (count: number): string =>
  count === 1 ? '1 cavallo' : `${count} cavalli`;
