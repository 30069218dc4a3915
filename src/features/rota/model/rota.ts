import * as z from 'zod/mini';
import { timestamp } from '#src/lib/data/schema';
import { addDays } from '#src/lib/format/dates';
import { CLOCK_PATTERN, daysOfWeek, romeInstant, weekdayOf } from './rota-time';

// docs/decisions/0089-barn-rota.md. Staff define weekly templates; a week's shifts are generated
// from them as one document per shift, which holds its people (volunteer access keys, decision
// 87) so that the rules can bound the count and let a volunteer add or remove only themselves.

export const ROTA_TEMPLATES = 'rotaTemplates';
export const ROTA_SHIFTS = 'rotaShifts';
export const ROTA_SETTINGS = 'rotaSettings';
export const ROTA_SETTINGS_ID = 'current';

export const rotaLimits = { label: 100, place: 100, needed: 20, minutes: 720 } as const;

/** Until how many hours before its start a volunteer may take or leave a shift, by default. */
export const DEFAULT_CUTOFF_HOURS = 12;

export const rotaTemplateSchema = z.object({
  slug: z.string(),
  label: z.string(),
  place: z.string(),
  weekdays: z.array(z.number()),
  start: z.string().check(z.regex(CLOCK_PATTERN, 'deve essere un orario hh:mm')),
  minutes: z.number(),
  needed: z.number(),
  active: z.boolean(),
});

export type RotaTemplate = z.infer<typeof rotaTemplateSchema>;

/** One person on a shift: the first name staff gave their access, and whether they came. */
export const shiftPersonSchema = z.object({
  name: z.string(),
  present: z.nullable(z.boolean()),
});

export type ShiftPerson = z.infer<typeof shiftPersonSchema>;

export const rotaShiftSchema = z.object({
  slug: z.string(),
  date: z.string(),
  start: z.string(),
  startsAt: timestamp(),
  endsAt: timestamp(),
  minutes: z.number(),
  label: z.string(),
  place: z.string(),
  needed: z.number(),
  templateId: z.nullable(z.string()),
  eventSlug: z.nullable(z.string()),
  people: z.record(z.string(), shiftPersonSchema),
});

export type RotaShift = z.infer<typeof rotaShiftSchema>;

export const rotaSettingsSchema = z.object({
  cutoffHours: z.number(),
  hourlyValueCents: z.number(),
});

export type RotaSettings = z.infer<typeof rotaSettingsSchema>;

export const defaultRotaSettings: RotaSettings = {
  cutoffHours: DEFAULT_CUTOFF_HOURS,
  hourlyValueCents: 0,
};

/** What a shift is before its people: a template's occurrence or a one-off. */
export interface ShiftPlan {
  readonly date: string;
  readonly start: string;
  readonly minutes: number;
  readonly label: string;
  readonly place: string;
  readonly needed: number;
  readonly templateId: string | null;
  readonly eventSlug: string | null;
  /** The template's id, or the one-off's own (an auto id). */
  readonly source: string;
}

/**
 * A shift's id: its day, its time and where it comes from ("2026-12-07-0730-{template}"), so that
 * generating a week twice writes nothing new and a copied shift lands on its own id.
 */
export const shiftIdOf = (plan: Pick<ShiftPlan, 'date' | 'start' | 'source'>): string =>
  `${plan.date}-${plan.start.replace(':', '')}-${plan.source}`;

export const SHIFT_ID_PATTERN = /^[0-9]{4}-[0-9]{2}-[0-9]{2}-[0-9]{4}-[A-Za-z0-9]{1,40}$/;

/** The source part of a shift's id. */
export const sourceOfShiftId = (id: string): string => id.slice(16);

/** The shifts a week's templates make (active ones only), by day and time. */
export function plansOfWeek(templates: readonly RotaTemplate[], monday: string): ShiftPlan[] {
  const plans: ShiftPlan[] = [];
  for (const date of daysOfWeek(monday)) {
    const weekday = weekdayOf(date);
    for (const template of templates) {
      if (!template.active || !template.weekdays.includes(weekday)) continue;
      plans.push({
        date,
        start: template.start,
        minutes: template.minutes,
        label: template.label,
        place: template.place,
        needed: template.needed,
        templateId: template.slug,
        eventSlug: null,
        source: template.slug,
      });
    }
  }
  return plans.sort(byDayAndTime);
}

export const byDayAndTime = (
  a: Pick<ShiftPlan, 'date' | 'start' | 'label'>,
  b: Pick<ShiftPlan, 'date' | 'start' | 'label'>,
): number =>
  a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || a.label.localeCompare(b.label);

/** The document a plan is stored as, with no one yet (the instants in Italy's time). */
export function shiftDocument(plan: ShiftPlan, people: Record<string, ShiftPerson> = {}) {
  const startsAt = romeInstant(plan.date, plan.start);
  return {
    date: plan.date,
    start: plan.start,
    startsAt,
    endsAt: new Date(startsAt.getTime() + plan.minutes * 60_000),
    minutes: plan.minutes,
    label: plan.label,
    place: plan.place,
    needed: plan.needed,
    templateId: plan.templateId,
    eventSlug: plan.eventSlug,
    people,
  };
}

/**
 * A week's shifts moved to another week, same weekday and wall-clock time (their people along,
 * attendance cleared): what "copy a week" writes.
 */
export function copiedPlans(
  shifts: readonly RotaShift[],
  fromMonday: string,
  toMonday: string,
): { plan: ShiftPlan; people: Record<string, ShiftPerson> }[] {
  const days = Math.round((Date.parse(toMonday) - Date.parse(fromMonday)) / 86_400_000);
  return shifts.map((shift) => ({
    plan: {
      date: addDays(shift.date, days),
      start: shift.start,
      minutes: shift.minutes,
      label: shift.label,
      place: shift.place,
      needed: shift.needed,
      templateId: shift.templateId,
      eventSlug: shift.eventSlug,
      source: sourceOfShiftId(shift.slug),
    },
    people: Object.fromEntries(
      Object.entries(shift.people).map(([key, person]) => [
        key,
        { name: person.name, present: null },
      ]),
    ),
  }));
}

/** How the firestore.rules name a volunteer on a shift: the first word of the access's name. */
export const firstNameOf = (name: string): string => name.split(' ')[0] ?? '';

export const takenCount = (shift: Pick<RotaShift, 'people'>): number =>
  Object.keys(shift.people).length;

export const missingCount = (shift: Pick<RotaShift, 'people' | 'needed'>): number =>
  Math.max(0, shift.needed - takenCount(shift));

/** The moment after which a volunteer can no longer take or leave the shift. */
export const cutoffOf = (shift: Pick<RotaShift, 'startsAt'>, cutoffHours: number): Date =>
  new Date(shift.startsAt.getTime() - cutoffHours * 3_600_000);

export type TakeRefusal = 'full' | 'closed' | 'already' | 'not-on';

/** Why a volunteer may not take a shift now, or null when they may (the rules' own checks). */
export function takeRefusal(
  shift: Pick<RotaShift, 'people' | 'needed' | 'startsAt'>,
  key: string,
  now: Date,
  cutoffHours: number,
): TakeRefusal | null {
  if (key in shift.people) return 'already';
  if (now.getTime() >= cutoffOf(shift, cutoffHours).getTime()) return 'closed';
  if (missingCount(shift) === 0) return 'full';
  return null;
}

export function leaveRefusal(
  shift: Pick<RotaShift, 'people' | 'startsAt'>,
  key: string,
  now: Date,
  cutoffHours: number,
): TakeRefusal | null {
  if (!(key in shift.people)) return 'not-on';
  if (now.getTime() >= cutoffOf(shift, cutoffHours).getTime()) return 'closed';
  return null;
}

export const refusalTexts: Readonly<Record<TakeRefusal, string>> = {
  full: 'Questo turno è appena stato completato da qualcun altro: scegline un altro.',
  closed: 'Non si può più cambiare: il turno inizia tra poco. Scrivi allo staff.',
  already: 'Sei già in questo turno.',
  'not-on': 'Non sei in questo turno.',
};

/** Attendance can be marked once the shift has started. */
export const canMarkAttendance = (shift: Pick<RotaShift, 'startsAt'>, now: Date): boolean =>
  now.getTime() >= shift.startsAt.getTime();

/** The shifts of each day of the weeks from `monday`, days without shifts included. */
export function shiftsByDay(
  shifts: readonly RotaShift[],
  monday: string,
  weeks: number,
): { date: string; shifts: RotaShift[] }[] {
  const days = Array.from({ length: weeks * 7 }, (_, index) => addDays(monday, index));
  return days.map((date) => ({ date, shifts: shifts.filter((shift) => shift.date === date) }));
}

export type Coverage = 'covered' | 'short' | 'empty';

/** Uncovered shifts stand out: nobody yet, or some missing. */
export const coverageOf = (shift: Pick<RotaShift, 'people' | 'needed'>): Coverage =>
  missingCount(shift) === 0 ? 'covered' : takenCount(shift) === 0 ? 'empty' : 'short';

export const missingText = (shift: Pick<RotaShift, 'people' | 'needed'>): string => {
  const missing = missingCount(shift);
  return missing === 0
    ? 'Completo'
    : missing === 1
      ? 'Manca 1 persona'
      : `Mancano ${missing} persone`;
};
