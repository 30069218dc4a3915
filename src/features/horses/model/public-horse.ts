/**
 * The fields of a horse that public pages show. Only these are copied to `publicHorses/{slug}`, the
 * projection anonymous visitors read; everything else (adopters, owners, barn codes, coordinates,
 * notes) stays in the staff-only `horses/{slug}` (DECISIONS.md, "Private horse data stays private").
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
] as const;

export type PublicHorseField = (typeof publicHorseFields)[number];

/** Copies the public fields of a horse, leaving out the absent ones. */
export function toPublicHorse<T extends Partial<Record<PublicHorseField, unknown>>>(
  horse: T,
): Partial<Pick<T, PublicHorseField>> {
  const projection: Partial<Pick<T, PublicHorseField>> = {};
  for (const field of publicHorseFields) {
    if (horse[field] !== undefined) projection[field] = horse[field];
  }
  return projection;
}
