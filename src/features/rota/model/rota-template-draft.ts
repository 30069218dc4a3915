import * as z from 'zod/mini';
import { CLOCK_PATTERN, weekdays, type Weekday } from './rota-time';
import { rotaLimits } from './rota';

/** What staff type for a weekly shift (a one-off has a date instead of weekdays). */
export interface RotaTemplateDraft {
  label: string;
  place: string;
  weekdays: Weekday[];
  start: string;
  minutes: string;
  needed: string;
}

export const emptyTemplateDraft: RotaTemplateDraft = {
  label: '',
  place: '',
  weekdays: [...weekdays],
  start: '07:30',
  minutes: '60',
  needed: '1',
};

const wholeIn = (min: number, max: number, message: string) =>
  z.string().check(
    z.refine((value) => {
      if (!/^[0-9]{1,4}$/.test(value)) return false;
      const number = Number(value);
      return number >= min && number <= max;
    }, message),
  );

export const templateDraftSchema = z.object({
  label: z.string().check(
    z.refine((value) => value.trim() !== '', 'Scrivi che cosa si fa (es. "Pasto del mattino").'),
    z.maxLength(rotaLimits.label, `Al massimo ${rotaLimits.label} caratteri.`),
  ),
  place: z
    .string()
    .check(z.maxLength(rotaLimits.place, `Al massimo ${rotaLimits.place} caratteri.`)),
  weekdays: z.array(z.number()).check(z.minLength(1, 'Scegli almeno un giorno.')),
  start: z.string().check(z.regex(CLOCK_PATTERN, 'Un orario come 07:30.')),
  minutes: wholeIn(15, rotaLimits.minutes, `Da 15 a ${rotaLimits.minutes} minuti.`),
  needed: wholeIn(1, rotaLimits.needed, `Da 1 a ${rotaLimits.needed} persone.`),
});

/** The stored fields of a checked draft. */
export const templateOfDraft = (draft: RotaTemplateDraft) => ({
  label: draft.label.trim(),
  place: draft.place.trim(),
  weekdays: [...new Set(draft.weekdays)].sort(),
  start: draft.start,
  minutes: Number(draft.minutes),
  needed: Number(draft.needed),
  active: true,
});
