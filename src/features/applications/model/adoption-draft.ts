import * as z from 'zod/mini';
import {
  behaviourToleranceOptions,
  healthToleranceOptions,
  horseFeedingOptions,
  horseFeetOptions,
  horseFriendsOptions,
  horseHouseOptions,
  horsePlaceOptions,
  regions,
} from '#src/config/options';
import { draftChoice, draftDeclaration, draftEmail, draftPhone, draftText } from './answer-drafts';
import { adoptionRequiredFields } from './public-answers';
import { applicationLimits, horseSlugPattern } from './public-application';

// The adoption form's draft, checked with the limits of `adoptionApplicationInputSchema` (decision
// 81): its messages are keys of the form's `errors` texts. The CAP against the region and a horse
// or "any suitable horse" are the form's own checks (they read another value).

const { name, phone, address, long } = applicationLimits;

/** Each text's limit, its `adoptionApplicationInputSchema` one (the form's live counts read it). */
export const adoptionTextLimits = {
  givenName: name,
  familyName: name,
  phone,
  horseAddress: address,
  horsePlaceNotes: long,
  horseFriendsNotes: long,
  horseHouseNotes: long,
  horseFeedingNotes: long,
  horseFeetNotes: long,
  humanActivities: long,
  humanExperience: long,
  humanSchool: long,
  humanPrevious: long,
  humanWhy: long,
  desiredPhysics: long,
  desiredMental: long,
  desiredSkills: long,
  desiredHealthNotes: long,
  desiredBrainNotes: long,
} as const;

export type AdoptionTextLimitField = keyof typeof adoptionTextLimits;

const required: ReadonlySet<string> = new Set(adoptionRequiredFields);

const textChecks = Object.fromEntries(
  Object.entries(adoptionTextLimits).map(([field, max]) => [
    field,
    draftText(max, required.has(field)),
  ]),
) as Record<AdoptionTextLimitField, ReturnType<typeof draftText>>;

/** An Italian barn code is 3 digits, 2 letters and 3 digits, e.g. 123AB456. */
export const barncodeFormat = /^\d{3}[A-Z]{2}\d{3}$/;

/** As it is sent: capitals, without spaces, dots or hyphens. */
export function normalizeBarncode(value: string): string {
  return value.toUpperCase().replace(/[\s.-]+/g, '');
}

/** A slug of another shape is an edited draft, but the rules would refuse the whole application. */
const horseChoice = () =>
  z
    .string()
    .check(
      z.maxLength(applicationLimits.horseSlug, 'noHorse'),
      z.regex(horseSlugPattern, 'noHorse'),
    );

export const adoptionDraftSchema = z.object({
  ...textChecks,
  phone: draftPhone(),
  email: draftEmail(true),
  region: draftChoice(regions),
  zip: draftText(applicationLimits.zip, true),
  horses: z.array(horseChoice()).check(z.maxLength(applicationLimits.horses, 'tooManyHorses')),
  horseBarncode: z.string().check(
    z.refine((value) => {
      const code = normalizeBarncode(value);
      return code === '' || barncodeFormat.test(code);
    }, 'barncode'),
  ),
  horsePlace: draftChoice(horsePlaceOptions),
  horseFriends: draftChoice(horseFriendsOptions),
  horseHouse: draftChoice(horseHouseOptions),
  horseFeeding: draftChoice(horseFeedingOptions),
  horseFeet: draftChoice(horseFeetOptions),
  desiredHealth: draftChoice(healthToleranceOptions),
  desiredBrain: draftChoice(behaviourToleranceOptions),
  photos: z.array(z.unknown()).check(z.maxLength(applicationLimits.photos, 'tooManyPhotos')),
  declaration: draftDeclaration(),
});
