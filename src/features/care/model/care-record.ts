import * as z from 'zod/mini';
import { careTypes, type CareInterval, type CareType } from '#src/config/options';
import { fieldErrors } from '#src/lib/data/field-errors';
import { isoDate, oneOf, text } from '#src/lib/data/schema';
import { isCalendarDay, todayInRome } from '#src/lib/format/dates';
import {
  MAX_INTERVAL,
  recurringCareTypes,
  type RecurringCareType,
  type StoredCareIntervals,
} from './care-schedule';

// docs/decisions/0040-care-records.md; firestore.rules checks both collections' exact fields.

export const CARE_RECORDS = 'careRecords';
export const CARE_INTERVALS = 'careIntervals';

export const careLimits = { notes: 2000, cost: 100_000 } as const;

export interface StoredCareRecord {
  readonly horseSlug: string;
  readonly type: CareType;
  readonly date: string;
  readonly notes: string;
  readonly cost: number | null;
}

export interface CareRecord extends StoredCareRecord {
  readonly id: string;
}

export const careRecordSchema = z.pipe(
  z.object({
    slug: z.string(),
    horseSlug: z.string({ error: 'deve essere lo slug di un cavallo' }),
    type: oneOf(careTypes),
    date: isoDate(),
    notes: text(),
    cost: z.optional(z.union([z.number(), z.null()], { error: 'deve essere un numero o vuoto' })),
  }),
  z.transform(({ slug, horseSlug, type, date, notes, cost }): CareRecord => ({
    id: slug,
    horseSlug,
    type,
    date,
    notes,
    cost: cost ?? null,
  })),
);

export function storedCareRecord({
  horseSlug,
  type,
  date,
  notes,
  cost,
}: CareRecord): StoredCareRecord {
  return { horseSlug, type, date, notes, cost };
}

const intervalSchema = z.object({
  every: z.number({ error: 'deve essere un numero' }),
  unit: z.enum(['settimane', 'mesi'], { error: 'deve essere "settimane" o "mesi"' }),
});

export interface HorseCareIntervals {
  readonly horseSlug: string;
  readonly intervals: StoredCareIntervals;
}

export const storedIntervalsSchema = z.pipe(
  z.object({
    slug: z.string(),
    Maniscalco: z.optional(intervalSchema),
    Vaccinazione: z.optional(intervalSchema),
    Dentista: z.optional(intervalSchema),
    Sverminazione: z.optional(intervalSchema),
  }),
  z.transform((data): HorseCareIntervals => {
    const stored: Partial<Record<RecurringCareType, CareInterval>> = {};
    for (const type of recurringCareTypes) {
      const interval = data[type];
      if (interval) stored[type] = { every: interval.every, unit: interval.unit };
    }
    return { horseSlug: data.slug, intervals: stored };
  }),
);

export const intervalInvalid = `Scrivi un numero intero da 1 a ${MAX_INTERVAL}.`;

/**
 * A horse's intervals as staff type them, read into numbers: a whole number of weeks or months
 * each (decision 81).
 */
export type IntervalsDraft = Readonly<
  Record<RecurringCareType, { readonly every: string; readonly unit: CareInterval['unit'] }>
>;

const typedInterval = z.pipe(
  z.object({
    every: z.string().check(
      z.refine((every) => /^\d+$/.test(every.trim()), intervalInvalid),
      z.refine((every) => Number(every) >= 1 && Number(every) <= MAX_INTERVAL, intervalInvalid),
    ),
    unit: z.enum(['settimane', 'mesi'], { error: intervalInvalid }),
  }),
  z.transform(({ every, unit }): CareInterval => ({ every: Number(every.trim()), unit })),
);

export const intervalsDraftSchema = z.object({
  Maniscalco: typedInterval,
  Vaccinazione: typedInterval,
  Dentista: typedInterval,
  Sverminazione: typedInterval,
}) satisfies z.ZodMiniType<unknown, IntervalsDraft>;

/** Ties broken by type, then id, so the order never changes between reads. */
export function byNewestFirst(a: CareRecord, b: CareRecord): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.type.localeCompare(b.type, 'it') || a.id.localeCompare(b.id);
}

export const newestFirst = (records: readonly CareRecord[]): CareRecord[] =>
  [...records].sort(byNewestFirst);

export function parseCost(value: string): number | null | undefined {
  const typed = value.replace(/€/g, '').replace(/\s/g, '');
  if (typed === '') return null;
  // Thousands with dots and a decimal comma ("1.234,50"), or a single decimal mark.
  const italian = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(typed);
  const plain = /^\d+([.,]\d{1,2})?$/.test(typed);
  if (!italian && !plain) return undefined;
  const normalised = italian ? typed.replace(/\./g, '').replace(',', '.') : typed.replace(',', '.');
  return Number(normalised);
}

export function costText(cost: number | null): string {
  if (cost === null) return '';
  return Number.isInteger(cost) ? String(cost) : cost.toFixed(2).replace('.', ',');
}

export const formatCareCost = (cost: number): string => `${costText(cost)} €`;

export interface CareDraft {
  readonly id: string;
  readonly horseSlug: string;
  readonly type: CareType | '';
  readonly date: string;
  readonly notes: string;
  readonly cost: string;
}

export function newCareDraft(horseSlug: string, id: string, now: Date = new Date()): CareDraft {
  return { id, horseSlug, type: '', date: todayInRome(now), notes: '', cost: '' };
}

export const draftOf = (record: CareRecord): CareDraft => ({
  ...record,
  cost: costText(record.cost),
});

export type CareField = 'type' | 'date' | 'notes' | 'cost';
export type CareErrors = Partial<Record<CareField, string>>;

/** A record as staff type it; each field's checks in order, the first failed shown (decision 81). */
export const careDraftSchema = z.object({
  type: z
    .string()
    .check(
      z.refine(
        (type) => (careTypes as readonly string[]).includes(type),
        'Scegli il tipo di cura.',
      ),
    ),
  date: z.string().check(z.refine(isCalendarDay, 'Scegli la data della cura.')),
  notes: z
    .string()
    .check(
      z.maxLength(
        careLimits.notes,
        `Le note possono essere lunghe al massimo ${careLimits.notes} caratteri.`,
      ),
    ),
  cost: z.string().check(
    z.refine(
      (typed) => parseCost(typed) !== undefined,
      'Scrivi un importo in euro, ad esempio 45 o 45,50.',
    ),
    z.refine(
      (typed) => (parseCost(typed) ?? 0) <= careLimits.cost,
      `L’importo può essere al massimo ${careLimits.cost.toLocaleString('it-IT')} €.`,
    ),
  ),
});

export const careErrors = (draft: CareDraft): CareErrors => fieldErrors(careDraftSchema, draft);

export function recordOf(draft: CareDraft): CareRecord | null {
  const cost = parseCost(draft.cost);
  if (draft.type === '' || cost === undefined || Object.keys(careErrors(draft)).length > 0) {
    return null;
  }
  return {
    id: draft.id,
    horseSlug: draft.horseSlug,
    type: draft.type,
    date: draft.date,
    notes: draft.notes,
    cost,
  };
}
