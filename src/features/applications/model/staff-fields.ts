import * as z from 'zod/mini';
import { isCalendarDay } from '#src/lib/format/dates';

/** The rules refuse a longer note (firestore.rules). */
export const INTERNAL_NOTES_MAX = 5000;

export const staffFieldMessages = {
  internalNotes: `Le note interne possono essere lunghe al massimo ${INTERNAL_NOTES_MAX} caratteri.`,
  startDate: 'La data di inizio non è valida: scegli un giorno o lasciala vuota.',
} as const;

export type StaffCheckedField = keyof typeof staffFieldMessages;

/** What staff type on an application that the rules would refuse (decision 81). */
export const staffFieldsSchema = z.object({
  internalNotes: z
    .string()
    .check(z.maxLength(INTERNAL_NOTES_MAX, staffFieldMessages.internalNotes)),
  startDate: z.optional(
    z
      .string()
      .check(z.refine((day) => day === '' || isCalendarDay(day), staffFieldMessages.startDate)),
  ),
});
