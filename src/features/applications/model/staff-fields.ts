import { isCalendarDay } from '#src/lib/format/dates';

/** The rules refuse a longer note (firestore.rules). */
export const INTERNAL_NOTES_MAX = 5000;

export const staffFieldMessages = {
  internalNotes: `Le note interne possono essere lunghe al massimo ${INTERNAL_NOTES_MAX} caratteri.`,
  startDate: 'La data di inizio non è valida: scegli un giorno o lasciala vuota.',
} as const;

export type StaffCheckedField = keyof typeof staffFieldMessages;

/** What staff type on an application that the rules would refuse. */
export function staffFieldErrors(item: {
  readonly internalNotes: string;
  readonly startDate?: string;
}): Partial<Record<StaffCheckedField, string>> {
  const { internalNotes, startDate = '' } = item;
  return {
    ...(startDate !== '' && !isCalendarDay(startDate)
      ? { startDate: staffFieldMessages.startDate }
      : {}),
    ...(internalNotes.length > INTERNAL_NOTES_MAX
      ? { internalNotes: staffFieldMessages.internalNotes }
      : {}),
  };
}
