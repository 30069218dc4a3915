import * as z from 'zod/mini';
import {
  behaviourToleranceOptions,
  evaluations,
  healthToleranceOptions,
  homechecks,
  horseFeedingOptions,
  horseFeetOptions,
  horseFriendsOptions,
  horseHouseOptions,
  horsePlaceOptions,
  regions,
} from '#src/config/options';
import { flag, optionalOneOf, stringList, text, timestamp } from '#src/lib/data/schema';
import {
  answer,
  applicationLimits,
  barncodePattern,
  emailAddress,
  horseSlugPattern,
  listOf,
  optionalAnswer,
  photoList,
} from './public-application';

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

const { name, phone, zip, address, long } = applicationLimits;

/**
 * What a public create of an adoption application holds, field by field as firestore.rules checks
 * it (`isValidAdoptionApplication`), with the limits of `applicationLimits` (decision 45): no other
 * key, every string and every list bounded, at least one horse or "any suitable horse".
 */
export const adoptionApplicationInputSchema = z
  .strictObject({
    givenName: answer(name),
    familyName: answer(name),
    phone: answer(phone),
    email: emailAddress(),
    region: z.enum(regions),
    zip: answer(zip),
    horses: listOf(applicationLimits.horses, horseSlugPattern, applicationLimits.horseSlug),
    anyHorse: z.boolean(),
    newsletterUpdates: z.boolean(),
    newsletterAdoption: z.boolean(),
    newsletterSupport: z.boolean(),
    horseAddress: answer(address),
    horseBarncode: z
      .string()
      .check(z.maxLength(applicationLimits.barncode), z.regex(barncodePattern)),
    horsePlace: z.enum(horsePlaceOptions),
    horsePlaceNotes: optionalAnswer(long),
    horseFriends: z.enum(horseFriendsOptions),
    horseFriendsNotes: optionalAnswer(long),
    horseHouse: z.enum(horseHouseOptions),
    horseHouseNotes: optionalAnswer(long),
    horseFeeding: z.enum(horseFeedingOptions),
    horseFeedingNotes: optionalAnswer(long),
    horseFeet: z.enum(horseFeetOptions),
    horseFeetNotes: optionalAnswer(long),
    humanActivities: optionalAnswer(long),
    humanExperience: answer(long),
    humanSchool: optionalAnswer(long),
    humanPrevious: optionalAnswer(long),
    humanWhy: answer(long),
    desiredPhysics: optionalAnswer(long),
    desiredMental: optionalAnswer(long),
    desiredSkills: optionalAnswer(long),
    desiredHealth: z.enum(healthToleranceOptions),
    desiredHealthNotes: optionalAnswer(long),
    desiredBrain: z.enum(behaviourToleranceOptions),
    desiredBrainNotes: optionalAnswer(long),
    declaration: z.literal(true),
    photos: photoList(),
  })
  .check(
    z.refine((input) => input.horses.length > 0 || input.anyHorse, {
      message: 'almeno un cavallo, o qualsiasi cavallo adatto',
      path: ['horses'],
    }),
  );
