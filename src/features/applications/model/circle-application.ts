import * as z from 'zod/mini';
import { circleFrequencies, circleStatuses, paymentMethods } from '#src/config/options';
import { amount, isoDate, oneOf, optionalOneOf, text, timestamp } from '#src/lib/data/schema';
import { answer, applicationLimits, horseSlug, optionalAnswer } from './public-application';

/**
 * A request to join a horse's supporter circle (`circleApplications/{id}`): the public creates it
 * (firestore.rules checks its exact shape). docs/product.md §3.
 */
export const circleApplicationSchema = z.object({
  /** The document id (not stored: the public form may not choose it). */
  slug: z.string({ error: 'deve essere un testo' }),
  /** The chosen horse's name, as the applicant saw it. */
  horse: text(),
  /**
   * The chosen horse's slug: what the coverage counts by. Applications sent before it existed have
   * '' until staff choose the horse in the detail.
   */
  horseSlug: text(),
  donorName: text(),
  givenName: text(),
  familyName: text(),
  phone: text(),
  frequency: oneOf(circleFrequencies),
  /** Euros per payment. */
  amount: amount(),
  method: oneOf(paymentMethods),
  notes: text(),
  date: timestamp(),
  // The staff's side (docs/product.md "Supporter circles"): the applicant never sends these.
  /** '' is "Da contattare"; only Attivo members count towards the horse's coverage. */
  status: optionalOneOf(
    circleStatuses.filter((value) => value !== '') as ['Attivo', 'Sospeso', 'Chiuso'],
  ),
  /** When the member started giving: YYYY-MM-DD or ''. */
  startDate: isoDate(),
  internalNotes: text(),
});

export type CircleApplication = z.infer<typeof circleApplicationSchema>;

/** The fields staff set on a circle application; the applicant's answers stay as sent. */
export const circleStaffFields = ['status', 'startDate', 'internalNotes', 'horseSlug'] as const;

/** What the form sends; the id is chosen by Firestore and the date set by the server at submit. */
export type CircleApplicationInput = Omit<
  CircleApplication,
  'slug' | 'date' | 'status' | 'startDate' | 'internalNotes'
>;

/**
 * Limits shared by the form's validation and firestore.rules: those of the other public
 * applications (decision 45), and the largest amount in euros.
 */
export const circleLimits = {
  nameLength: applicationLimits.name,
  phoneLength: applicationLimits.phone,
  notesLength: applicationLimits.long,
  horseSlugLength: applicationLimits.horseSlug,
  maxAmount: 100_000,
} as const;

/**
 * What a public create of a circle application holds besides the status and the server's date,
 * field by field as firestore.rules checks it (`isValidCircleApplication`): no other key, every
 * string bounded. Empty notes are left out rather than sent.
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
});
