import * as z from 'zod/mini';
import {
  cessionPriorities,
  cessionStatuses,
  horseFeedingOptions,
  horseFeetOptions,
  horseFriendsOptions,
  horseHouseOptions,
  regions,
} from '#src/config/options';
import { flag, isoDate, optionalOneOf, stringList, text, timestamp } from '#src/lib/data/schema';
import { applicationLimits } from './public-application';
import { answer, emailAddress, optionalAnswer, photoList } from './public-input';
import { cessionRequiredFields as requiredFields } from './public-answers';

export const cessionApplicationSchema = z.object({
  slug: z.string({ error: 'deve essere un testo' }),
  /** What the applicant quotes (application-reference.ts); '' on an application stored before. */
  reference: text(),
  status: optionalOneOf(cessionStatuses.filter(Boolean) as ['In carico', 'Riuscito', 'Annullato']),
  givenName: text(),
  familyName: text(),
  phone: text(),
  email: text(),
  cause: text(),
  priority: optionalOneOf(cessionPriorities),
  horseRegion: optionalOneOf(regions),
  horseZip: text(),
  horseAddress: text(),
  horseName: text(),
  horseBirthdate: isoDate(),
  horseBreed: text(),
  horseHeight: text(),
  humanTime: text(),
  horseFriends: text(),
  horseHouse: text(),
  horseFeeding: text(),
  horseFeet: text(),
  horseManagementNotes: text(),
  horseCurrentPhysical: text(),
  horsePastPhysical: text(),
  horseCurrentMental: text(),
  horsePastMental: text(),
  horsePersonality: text(),
  horseWithHumans: text(),
  horseWithHorses: text(),
  notes: text(),
  declaration: flag(),
  photos: stringList(),
  isNew: flag(),
  date: timestamp(),
});

export type CessionApplication = z.infer<typeof cessionApplicationSchema>;

/** What staff set; every other field is the applicant's answer, which no save changes. */
export const cessionStaffFields = ['status'] as const;

/** The public form's list (public-answers.ts, which imports no model), checked against the model. */
export const cessionRequiredFields = requiredFields satisfies readonly (keyof CessionApplication)[];

export type CessionApplicationInput = Omit<
  CessionApplication,
  'slug' | 'reference' | 'date' | 'isNew' | 'status'
>;

const { name, phone, zip, address, short, long } = applicationLimits;

/**
 * Checked field by field as firestore.rules `isValidCessionApplication`, with the limits of
 * decision 45.
 */
export const cessionApplicationInputSchema = z.strictObject({
  givenName: answer(name),
  familyName: answer(name),
  phone: answer(phone),
  email: z.union([z.literal(''), emailAddress()]),
  cause: answer(long),
  priority: z.enum(cessionPriorities),
  horseRegion: z.enum(regions),
  horseZip: answer(zip),
  horseAddress: answer(address),
  horseName: answer(name),
  horseBirthdate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  horseBreed: answer(short),
  horseHeight: answer(short),
  humanTime: answer(long),
  horseFriends: z.enum(horseFriendsOptions),
  horseHouse: z.enum(horseHouseOptions),
  horseFeeding: z.enum(horseFeedingOptions),
  horseFeet: z.enum(horseFeetOptions),
  horseManagementNotes: optionalAnswer(long),
  horseCurrentPhysical: answer(long),
  horsePastPhysical: answer(long),
  horseCurrentMental: answer(long),
  horsePastMental: answer(long),
  horsePersonality: answer(long),
  horseWithHumans: answer(long),
  horseWithHorses: answer(long),
  notes: optionalAnswer(long),
  declaration: z.literal(true),
  photos: photoList(),
});
