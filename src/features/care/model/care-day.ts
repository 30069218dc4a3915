import * as z from 'zod/mini';
import type { CareType } from '#src/config/options';
import { fieldErrors } from '#src/lib/data/field-errors';
import {
  careDraftSchema,
  costText,
  parseCost,
  type CareErrors,
  type CareRecord,
} from './care-record';
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

/** A record's checks, and the day's horses: each once, at most as many as one commit holds. */
export const careDayDraftSchema = z.extend(careDraftSchema, {
  horseSlugs: z.array(z.string()).check(
    z.minLength(1, careDayTexts.noHorse),
    z.refine(
      (slugs) => slugs.every((slug) => slug !== '' && !slug.includes('/')),
      careDayTexts.badHorse,
    ),
    z.refine((slugs) => new Set(slugs).size === slugs.length, careDayTexts.duplicate),
    z.maxLength(MAX_CARE_DAY_HORSES, careDayTexts.tooMany),
  ),
});

/** The form names the horses' field `horses`. */
export function careDayErrors(draft: CareDayDraft): CareDayErrors {
  // A copy: the draft's list is read-only, zod's array type is not.
  const { horseSlugs: horses, ...errors } = fieldErrors(careDayDraftSchema, {
    ...draft,
    horseSlugs: [...draft.horseSlugs],
  });
  return horses === undefined ? errors : { ...errors, horses };
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
