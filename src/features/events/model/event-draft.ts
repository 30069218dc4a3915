import * as z from 'zod/mini';
import { notBlank } from '#src/lib/data/field-errors';

// What the staff form checks before a save (decision 81): apart from the stored event's schema,
// which reads every event stored so far.

export const eventFieldErrors = {
  name: 'Il nome è obbligatorio: senza nome non si può salvare.',
  date: "Indica data e ora dell'evento.",
} as const;

/** The date is the one typed, read (`typedEventDate`): null while it is not a date and time. */
export interface EventDraftChecked {
  readonly name: string;
  readonly date: Date | null;
}

export const eventDraftSchema = z.object({
  name: z.string().check(notBlank(eventFieldErrors.name)),
  date: z.custom<Date | null>(
    (date) => date instanceof Date && !Number.isNaN(date.getTime()),
    eventFieldErrors.date,
  ),
});
