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
import { applicationLimits, barncodePattern, horseSlugPattern } from './public-application';
import { answer, emailAddress, listOf, optionalAnswer, photoList } from './public-input';
import { adoptionRequiredFields as requiredFields } from './public-answers';

export const adoptionApplicationSchema = z.object({
  slug: z.string({ error: 'deve essere un testo' }),
  /** What the applicant quotes (application-reference.ts); '' on an application stored before. */
  reference: text(),
  evaluation: optionalOneOf(evaluations.filter(Boolean) as ['Promosso', 'Sospeso', 'Bocciato']),
  homecheck: optionalOneOf(homechecks.filter(Boolean) as ['Da fare', 'Fatto', 'Non necessario']),
  internalNotes: text(),
  givenName: text(),
  familyName: text(),
  phone: text(),
  email: text(),
  region: optionalOneOf(regions),
  zip: text(),
  horses: stringList(),
  anyHorse: flag(),
  newsletterUpdates: flag(),
  newsletterAdoption: flag(),
  newsletterSupport: flag(),
  horseAddress: text(),
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
  declaration: flag(),
  photos: stringList(),
  isNew: flag(),
  date: timestamp(),
});

export type AdoptionApplication = z.infer<typeof adoptionApplicationSchema>;

/** What staff set; every other field is the applicant's answer, which no save changes. */
export const adoptionStaffFields = ['evaluation', 'homecheck', 'internalNotes'] as const;

export type AdoptionStaffField = 'evaluation' | 'homecheck' | 'internalNotes';

/**
 * The id is drawn in the browser so photos can be stored under it while the form is filled;
 * optional answers are sent as '' so documents keep the same keys.
 */
export type AdoptionApplicationInput = Omit<
  AdoptionApplication,
  'slug' | 'reference' | 'date' | 'isNew' | AdoptionStaffField
>;

/** The public form's list (public-answers.ts, which imports no model), checked against the model. */
export const adoptionRequiredFields =
  requiredFields satisfies readonly (keyof AdoptionApplicationInput)[];

const { name, phone, zip, address, long } = applicationLimits;

/**
 * Checked field by field as firestore.rules `isValidAdoptionApplication`, with the limits of
 * decision 45.
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
