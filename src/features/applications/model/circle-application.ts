import * as z from 'zod/mini';
import { circleFrequencies, paymentMethods } from '#src/config/options';
import { amount, oneOf, text, timestamp } from '#src/lib/data/schema';

/**
 * A request to join a horse's supporter circle (`circleApplications/{id}`): the only document the
 * public may create (firestore.rules checks its exact shape). docs/product.md §3.
 */
export const circleApplicationSchema = z.object({
  /** The document id (not stored: the public form may not choose it). */
  slug: z.string({ error: 'deve essere un testo' }),
  /** The chosen horse's name. */
  horse: text(),
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
});

export type CircleApplication = z.infer<typeof circleApplicationSchema>;

/** What the form sends; the id is chosen by Firestore and the date set by the server at submit. */
export type CircleApplicationInput = Omit<CircleApplication, 'slug' | 'date'>;

/** Limits shared by the form's validation and firestore.rules. */
export const circleLimits = {
  nameLength: 100,
  phoneLength: 40,
  notesLength: 2000,
  maxAmount: 100_000,
} as const;
