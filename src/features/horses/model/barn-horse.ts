import * as z from 'zod/mini';
import { horseSchema, type Horse } from './horse';

/**
 * What the barn needs of a horse, for volunteers (docs/decisions/0087-volunteer-access-by-e-mail-key.md):
 * `barnHorses/{slug}` holds only these, for every horse, and firestore.rules refuses any other key.
 * No adopter, owner, barn, barn code, coordinates or notes: no one's personal data.
 */
export const barnHorseFields = [
  'slug',
  'name',
  'docname',
  'species',
  'breed',
  'sex',
  'coat',
  'birthday',
  'status',
  'isDeceased',
  'chipnumber',
  'location',
] as const satisfies readonly (keyof Horse)[];

export type BarnHorseField = (typeof barnHorseFields)[number];

export const barnHorseSchema = z.pick(
  horseSchema,
  Object.fromEntries(barnHorseFields.map((field) => [field, true])) as Record<BarnHorseField, true>,
);

export type BarnHorse = z.infer<typeof barnHorseSchema>;

export function toBarnHorse(horse: Horse): BarnHorse {
  const projection: Partial<Record<BarnHorseField, unknown>> = {};
  for (const field of barnHorseFields) projection[field] = horse[field];
  return projection as BarnHorse;
}
