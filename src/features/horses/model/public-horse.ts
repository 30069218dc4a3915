import * as z from 'zod/mini';
import { amountOr } from '#src/lib/data/schema';
import type { Coverage } from './coverage';
import { horseSchema, type Horse } from './horse';

/**
 * The fields of a horse that public pages show. Only these are copied to `publicHorses/{slug}`, the
 * projection anonymous visitors read; everything else (adopters, owners, barn codes, coordinates,
 * notes, document numbers) stays in the staff-only `horses/{slug}` (docs/product.md, "Private horse
 * data stays private"). firestore.rules refuses a projection with any other key.
 */
export const publicHorseFields = [
  'slug',
  'name',
  'docname',
  'species',
  'breed',
  'sex',
  'coat',
  'birthday',
  'birthplace',
  'status',
  'showWeb',
  'claim',
  'claim_it',
  'claim_en',
  'short',
  'short_it',
  'short_en',
  'description',
  'description_it',
  'description_en',
  'emergency',
  'location',
  'stripeDonationLink',
  'donationReason',
  'donationImageSlug',
  'donationDescription_it',
  'donationDescription_en',
  'stripeCircleLink',
  'monthlyCost',
] as const satisfies readonly (keyof Horse)[];

export type PublicHorseField = (typeof publicHorseFields)[number];

/**
 * The totals of the horse's supporter circle that the projection adds to the horse's own fields
 * (docs/product.md "Supporter circles"): computed from the Attivo members, never a member's data.
 */
export const coverageFields = ['coveredAmount', 'activeSupporters'] as const;

export const publicHorseSchema = z.extend(
  z.pick(
    horseSchema,
    Object.fromEntries(publicHorseFields.map((field) => [field, true])) as Record<
      PublicHorseField,
      true
    >,
  ),
  {
    /** Euros a month given by the Attivo members (absent, on a projection written before: 0). */
    coveredAmount: amountOr(0),
    activeSupporters: amountOr(0),
  },
);

export type PublicHorse = z.infer<typeof publicHorseSchema>;

/** The public projection of a horse: its public fields and its circle's totals, nothing else. */
export function toPublicHorse(horse: Horse, coverage: Coverage): PublicHorse {
  const projection: Partial<Record<PublicHorseField, unknown>> = {};
  for (const field of publicHorseFields) projection[field] = horse[field];
  return {
    ...(projection as Omit<PublicHorse, keyof Coverage>),
    coveredAmount: coverage.coveredAmount,
    activeSupporters: coverage.activeSupporters,
  };
}
