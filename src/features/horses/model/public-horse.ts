import * as z from 'zod/mini';
import { amountOr } from '#src/lib/data/schema';
import type { Coverage } from './coverage';
import { horseSchema, type Horse } from './horse';

/**
 * Only these reach `publicHorses/{slug}`, which anonymous visitors read; firestore.rules refuses
 * any other key.
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
    coveredAmount: amountOr(0),
    activeSupporters: amountOr(0),
  },
);

export type PublicHorse = z.infer<typeof publicHorseSchema>;

export function toPublicHorse(horse: Horse, coverage: Coverage): PublicHorse {
  const projection: Partial<Record<PublicHorseField, unknown>> = {};
  for (const field of publicHorseFields) projection[field] = horse[field];
  return {
    ...(projection as Omit<PublicHorse, keyof Coverage>),
    coveredAmount: coverage.coveredAmount,
    activeSupporters: coverage.activeSupporters,
  };
}
