import * as z from 'zod/mini';
import { evaluations, homechecks, regions } from '#src/config/options';
import { flag, optionalOneOf, stringList, text, timestamp } from '#src/lib/data/schema';

/** Someone who wants to adopt a horse (`adoptionApplications/{id}`, staff only): docs/product.md §3. */
export const adoptionApplicationSchema = z.object({
  slug: z.string({ error: 'deve essere un testo' }),
  evaluation: optionalOneOf(evaluations.filter(Boolean) as ['Promosso', 'Sospeso', 'Bocciato']),
  homecheck: optionalOneOf(homechecks.filter(Boolean) as ['Da fare', 'Fatto', 'Non necessario']),
  internalNotes: text(),
  givenName: text(),
  familyName: text(),
  phone: text(),
  email: text(),
  region: optionalOneOf(regions),
  zip: text(),
  /** Slugs of the horses applied for. */
  horses: stringList(),
  newsletterUpdates: flag(),
  newsletterAdoption: flag(),
  newsletterSupport: flag(),
  horseAddress: text(),
  horsePlace: text(),
  horsePlaceNotes: text(),
  horseFriends: text(),
  horseFriendsNotes: text(),
  horseHouse: text(),
  horseHouseNotes: text(),
  horseFeeding: text(),
  horseFeedingNotes: text(),
  horseFeet: text(),
  horseFeetNotes: text(),
  humanActivities: text(),
  humanExperience: text(),
  humanSchool: text(),
  humanPrevious: text(),
  humanWhy: text(),
  desiredPhysics: text(),
  desiredMental: text(),
  desiredSkills: text(),
  desiredHealth: text(),
  desiredHealthNotes: text(),
  desiredBrain: text(),
  desiredBrainNotes: text(),
  date: timestamp(),
});

export type AdoptionApplication = z.infer<typeof adoptionApplicationSchema>;
