import * as z from 'zod/mini';
import { circleFrequencies, circleStatuses, paymentMethods } from '#src/config/options';
import { amount, flag, isoDate, oneOf, optionalOneOf, text, timestamp } from '#src/lib/data/schema';
import { answer, emailAddress, horseSlug, optionalAnswer } from './public-input';
import { circleLimits } from './public-answers';

export const circleApplicationSchema = z.object({
  /** Not stored: the public form may not choose it. */
  slug: z.string({ error: 'deve essere un testo' }),
  /** What the applicant quotes (application-reference.ts); '' on an application stored before. */
  reference: text(),
  horse: text(),
  /**
   * What coverage counts by; '' for applications sent before it existed, until staff choose the
   * horse.
   */
  horseSlug: text(),
  donorName: text(),
  givenName: text(),
  familyName: text(),
  phone: text(),
  frequency: oneOf(circleFrequencies),
  amount: amount(),
  method: oneOf(paymentMethods),
  notes: text(),
  /** Optional; the horse's news go only to a member who also ticked `newsConsent`. */
  email: text(),
  newsConsent: flag(),
  /** The member's unguessable key to unsubscribe from the news without signing in. */
  newsToken: text(),
  date: timestamp(),
  /** '' is "Da contattare"; only Attivo members count towards the horse's coverage. */
  status: optionalOneOf(
    circleStatuses.filter((value) => value !== '') as ['Attivo', 'Sospeso', 'Chiuso'],
  ),
  startDate: isoDate(),
  internalNotes: text(),
});

export type CircleApplication = z.infer<typeof circleApplicationSchema>;

export const circleStaffFields = ['status', 'startDate', 'internalNotes', 'horseSlug'] as const;

export type CircleApplicationInput = Omit<
  CircleApplication,
  | 'slug'
  | 'reference'
  | 'date'
  | 'status'
  | 'startDate'
  | 'internalNotes'
  | 'email'
  | 'newsConsent'
  | 'newsToken'
> & { email?: string; newsConsent?: boolean };

export { circleLimits };

/**
 * Checked field by field as firestore.rules `isValidCircleApplication`; empty notes are left out
 * rather than sent.
 */
export const circleApplicationInputSchema = z.strictObject({
  horse: answer(circleLimits.nameLength),
  /** '' when the visitor typed the horse's name (the list could not be read). */
  horseSlug: z.union([z.literal(''), horseSlug()]),
  donorName: answer(circleLimits.nameLength),
  givenName: answer(circleLimits.nameLength),
  familyName: answer(circleLimits.nameLength),
  phone: answer(circleLimits.phoneLength),
  frequency: z.enum(circleFrequencies),
  amount: z.number().check(z.positive(), z.lte(circleLimits.maxAmount)),
  method: z.enum(paymentMethods),
  notes: z.optional(optionalAnswer(circleLimits.notesLength)),
  email: z.optional(z.union([z.literal(''), emailAddress()])),
  newsConsent: z.optional(z.boolean()),
});
