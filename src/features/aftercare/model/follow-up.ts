import * as z from 'zod/mini';
import { fieldErrors } from '#src/lib/data/field-errors';
import { isoDate, text } from '#src/lib/data/schema';
import { addDays, addMonths, isCalendarDay } from '#src/lib/format/dates';

// The follow-up visits after an adoption (docs/decisions/0094-after-the-adoption.md). Days are
// `YYYY-MM-DD` in Italy (`todayInRome`); computed as calendar days, so summer time moves none.

export const FOLLOW_UP_PLANS = 'followUpPlans';
export const FOLLOW_UP_VISITS = 'followUpVisits';
/** `settings/aftercare`: the intervals of every plan. */
export const AFTERCARE_SETTINGS = 'aftercare';

export const followUpOutcomes = ['tutto bene', 'preoccupazioni', 'il cavallo rientra'] as const;
export type FollowUpOutcome = (typeof followUpOutcomes)[number];
export const RETURN_OUTCOME: FollowUpOutcome = 'il cavallo rientra';

export const visitorKinds = ['staff', 'volontario'] as const;
export type VisitorKind = (typeof visitorKinds)[number];

/** The rules check the same bounds. */
export const followUpLimits = { visitor: 100, notes: 2000, months: 120, horseName: 200 } as const;

/** A visit counts as due from this many days before its day (as care: `DUE_SOON_DAYS`). */
export const FOLLOW_UP_DUE_DAYS = 14;

export interface FollowUpIntervals {
  /** Months after the adoption of the first visit (1). */
  readonly firstMonths: number;
  /** Of the second (6). */
  readonly secondMonths: number;
  /** Then one every so many months from the adoption day (12: each anniversary). */
  readonly everyMonths: number;
}

export const defaultFollowUpIntervals: FollowUpIntervals = {
  firstMonths: 1,
  secondMonths: 6,
  everyMonths: 12,
};

const months = () =>
  z
    .number()
    .check(
      z.refine(
        (value) => Number.isInteger(value) && value >= 1 && value <= followUpLimits.months,
        `Ogni intervallo è un numero intero di mesi, da 1 a ${followUpLimits.months}.`,
      ),
    );

export const followUpIntervalsSchema = z
  .object({ firstMonths: months(), secondMonths: months(), everyMonths: months() })
  .check(
    z.refine(
      (intervals) => intervals.firstMonths < intervals.secondMonths,
      'La seconda visita viene dopo la prima.',
    ),
  );

/** What `settings/aftercare` holds; a missing or malformed one reads as the defaults. */
export function intervalsOfSettings(data: unknown): FollowUpIntervals {
  const parsed = z.safeParse(followUpIntervalsSchema, data);
  return parsed.success ? parsed.data : defaultFollowUpIntervals;
}

/** One plan per horse (its slug), started by staff with the adoption application. */
export interface StoredFollowUpPlan {
  readonly horseSlug: string;
  readonly horseName: string;
  readonly applicationId: string;
  readonly adoptedOn: string;
}

export type FollowUpPlan = StoredFollowUpPlan;

export const followUpPlanSchema = z.pipe(
  z.object({
    slug: z.string(),
    horseName: text(),
    applicationId: text(),
    adoptedOn: isoDate(),
  }),
  z.transform(({ slug, horseName, applicationId, adoptedOn }): FollowUpPlan => ({
    horseSlug: slug,
    horseName,
    applicationId,
    adoptedOn,
  })),
);

export interface StoredFollowUpVisit {
  readonly horseSlug: string;
  /** The planned day this visit answers. */
  readonly due: string;
  readonly date: string;
  readonly visitorKind: VisitorKind;
  readonly visitor: string;
  readonly outcome: FollowUpOutcome;
  readonly notes: string;
}

export interface FollowUpVisit extends StoredFollowUpVisit {
  readonly id: string;
}

export const followUpVisitSchema = z.pipe(
  z.object({
    slug: z.string(),
    horseSlug: z.string({ error: 'deve essere lo slug di un cavallo' }),
    due: isoDate(),
    date: isoDate(),
    visitorKind: z.enum(visitorKinds),
    visitor: text(),
    outcome: z.enum(followUpOutcomes),
    notes: text(),
  }),
  z.transform(({ slug, ...visit }): FollowUpVisit => ({ id: slug, ...visit })),
);

export function storedVisit({
  horseSlug,
  due,
  date,
  visitorKind,
  visitor,
  outcome,
  notes,
}: StoredFollowUpVisit): StoredFollowUpVisit {
  return { horseSlug, due, date, visitorKind, visitor, outcome, notes };
}

/** The planned days from the adoption up to `until` (included), in order. */
export function plannedDays(
  adoptedOn: string,
  intervals: FollowUpIntervals,
  until: string,
): string[] {
  if (!isCalendarDay(adoptedOn) || !isCalendarDay(until)) return [];
  const { firstMonths, secondMonths, everyMonths } = intervals;
  const offsets = [firstMonths, secondMonths];
  let next = everyMonths;
  while (next <= secondMonths) next += everyMonths;
  const days: string[] = [];
  for (let index = 0; ; index += 1) {
    const offset = offsets[index] ?? next + (index - offsets.length) * everyMonths;
    const day = addMonths(adoptedOn, offset);
    if (day > until) return days;
    days.push(day);
  }
}

export type FollowUpState = 'done' | 'late' | 'due' | 'planned';

export interface FollowUpSlot {
  readonly due: string;
  readonly state: FollowUpState;
  readonly visit: FollowUpVisit | null;
}

export interface FollowUpSchedule {
  readonly slots: readonly FollowUpSlot[];
  /** The day of the visit that found the horse coming back: no visit is planned after it. */
  readonly endedOn: string;
}

const byDateThenId = (a: FollowUpVisit, b: FollowUpVisit) =>
  a.date.localeCompare(b.date) || a.id.localeCompare(b.id);

/**
 * Every planned day up to today with its visit, then the next one; a return ends the plan on the
 * day of that visit: the days after it are no longer planned. A visit answers the day it names.
 */
export function followUpSchedule(
  plan: Pick<FollowUpPlan, 'adoptedOn'>,
  visits: readonly FollowUpVisit[],
  intervals: FollowUpIntervals,
  today: string,
): FollowUpSchedule {
  const returned = [...visits].sort(byDateThenId).find((v) => v.outcome === RETURN_OUTCOME);
  const endedOn = returned?.date ?? '';
  const byDue = new Map<string, FollowUpVisit>();
  for (const visit of [...visits].sort(byDateThenId)) {
    if (!byDue.has(visit.due)) byDue.set(visit.due, visit);
  }
  // A year ahead is always enough to hold the next planned day.
  const days = plannedDays(plan.adoptedOn, intervals, addMonths(today, intervals.everyMonths + 1));
  const slots: FollowUpSlot[] = [];
  for (const due of days) {
    const visit = byDue.get(due) ?? null;
    if (endedOn && !visit && due > endedOn) break;
    if (visit) {
      slots.push({ due, state: 'done', visit });
      continue;
    }
    if (endedOn) continue; // before the return and never made: nothing to do any more
    const state: FollowUpState =
      due < today ? 'late' : due <= addDays(today, FOLLOW_UP_DUE_DAYS) ? 'due' : 'planned';
    slots.push({ due, state, visit: null });
    if (due > today) break;
  }
  return { slots, endedOn };
}

/** The days a new visit may answer: the open ones, the earliest first. */
export const openSlots = (schedule: FollowUpSchedule): FollowUpSlot[] =>
  schedule.slots.filter((slot) => slot.state !== 'done');

export interface OpenFollowUp {
  readonly horseSlug: string;
  readonly horseName: string;
  readonly due: string;
  readonly state: 'late' | 'due';
}

/** The late and due visits of every plan (the dashboard, the week's mail, the visits' page). */
export function openFollowUps(
  plans: readonly FollowUpPlan[],
  visits: readonly FollowUpVisit[],
  intervals: FollowUpIntervals,
  today: string,
): OpenFollowUp[] {
  const ofHorse = new Map<string, FollowUpVisit[]>();
  for (const visit of visits) {
    ofHorse.set(visit.horseSlug, [...(ofHorse.get(visit.horseSlug) ?? []), visit]);
  }
  return plans
    .flatMap((plan) =>
      followUpSchedule(plan, ofHorse.get(plan.horseSlug) ?? [], intervals, today).slots.flatMap(
        (slot): OpenFollowUp[] =>
          slot.state === 'late' || slot.state === 'due'
            ? [
                {
                  horseSlug: plan.horseSlug,
                  horseName: plan.horseName,
                  due: slot.due,
                  state: slot.state,
                },
              ]
            : [],
      ),
    )
    .sort((a, b) => a.due.localeCompare(b.due) || a.horseSlug.localeCompare(b.horseSlug));
}

export interface FollowUpVisitDraft {
  readonly id: string;
  readonly horseSlug: string;
  readonly due: string;
  readonly date: string;
  readonly visitorKind: VisitorKind;
  readonly visitor: string;
  readonly outcome: FollowUpOutcome | '';
  readonly notes: string;
}

export type FollowUpVisitField = 'due' | 'date' | 'visitor' | 'outcome' | 'notes';

export const followUpVisitDraftSchema = z.object({
  due: z
    .string()
    .check(z.refine(isCalendarDay, 'Scegli la visita prevista a cui risponde questa.')),
  date: z.string().check(z.refine(isCalendarDay, 'Scegli il giorno della visita.')),
  visitor: z.string().check(
    z.refine((name) => name.trim() !== '', 'Scrivi chi è andato.'),
    z.maxLength(followUpLimits.visitor, `Al massimo ${followUpLimits.visitor} caratteri.`),
  ),
  outcome: z
    .string()
    .check(
      z.refine(
        (outcome) => (followUpOutcomes as readonly string[]).includes(outcome),
        'Scegli l’esito della visita.',
      ),
    ),
  notes: z
    .string()
    .check(
      z.maxLength(
        followUpLimits.notes,
        `Le note possono essere lunghe al massimo ${followUpLimits.notes} caratteri.`,
      ),
    ),
});

export const followUpVisitErrors = (
  draft: FollowUpVisitDraft,
): Partial<Record<FollowUpVisitField, string>> => fieldErrors(followUpVisitDraftSchema, draft);

export function visitOfDraft(draft: FollowUpVisitDraft): FollowUpVisit | null {
  if (Object.keys(followUpVisitErrors(draft)).length > 0 || draft.outcome === '') return null;
  return {
    id: draft.id,
    horseSlug: draft.horseSlug,
    due: draft.due,
    date: draft.date,
    visitorKind: draft.visitorKind,
    visitor: draft.visitor.trim(),
    outcome: draft.outcome,
    notes: draft.notes.trim(),
  };
}

export const draftOfVisit = (visit: FollowUpVisit): FollowUpVisitDraft => ({ ...visit });

export const newestVisitFirst = (a: FollowUpVisit, b: FollowUpVisit): number =>
  b.date.localeCompare(a.date) || b.id.localeCompare(a.id);
