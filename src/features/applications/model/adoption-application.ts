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
  /** The applicant would take any suitable horse (the form's alternative to naming some). */
  anyHorse: flag(),
  newsletterUpdates: flag(),
  newsletterAdoption: flag(),
  newsletterSupport: flag(),
  horseAddress: text(),
  /** The barn code (codice aziendale) of the stable where the horse would live. */
  horseBarncode: text(),
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
  /** The applicant declared the answers true and accepts a pre-adoption visit (public form). */
  declaration: flag(),
  /** Names of the photos under `applications/adoption/{id}/` the applicant sent. */
  photos: stringList(),
  /** True from the public form until a staff member opens the application. */
  isNew: flag(),
  date: timestamp(),
});

export type AdoptionApplication = z.infer<typeof adoptionApplicationSchema>;

/** The staff's own fields: absent from what the public sends. */
export type AdoptionStaffField = 'evaluation' | 'homecheck' | 'internalNotes';

/**
 * What the public adoption form sends: every field but the staff's, the id (an auto-id chosen in
 * the browser, so photos can be stored under it while the form is filled) and the server's date.
 * Optional answers are sent as '' so the document always has the same keys.
 */
export type AdoptionApplicationInput = Omit<
  AdoptionApplication,
  'slug' | 'date' | 'isNew' | AdoptionStaffField
>;

/** The answers the adoption form requires (besides a horse or "any", and the declaration). */
export const adoptionRequiredFields = [
  'givenName',
  'familyName',
  'phone',
  'email',
  'region',
  'zip',
  'horseAddress',
  'horsePlace',
  'horseFriends',
  'horseHouse',
  'horseFeeding',
  'horseFeet',
  'humanExperience',
  'humanWhy',
  'desiredHealth',
  'desiredBrain',
] as const satisfies readonly (keyof AdoptionApplicationInput)[];
