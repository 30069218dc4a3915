import type {
  behaviourToleranceOptions,
  healthToleranceOptions,
  horseFeedingOptions,
  horseFeetOptions,
  horseFriendsOptions,
  horseHouseOptions,
  horsePlaceOptions,
  Region,
} from '#src/config/options';
import {
  fieldErrors,
  fieldErrorsIn,
  type DraftSchema,
  type ErrorTexts,
} from '#src/lib/data/field-errors';
import type { AdoptionApplicationInput } from '../../model/adoption-application';
import {
  adoptionDraftSchema,
  adoptionTextLimits,
  normalizeBarncode,
  type AdoptionTextLimitField,
} from '../../model/adoption-draft';
import { italianZipPattern } from '../../model/answer-drafts';
import type { StoredPhoto } from '../photos/photo-picker';

type OneOf<T extends readonly string[]> = T[number] | '';

export interface AdoptionFormValues {
  /** Never sent: whether the draft keeps the contact data after a send attempt. */
  keepContacts: boolean;
  /**
   * Drawn in the browser, so that photos are stored under `applications/adoption/{id}/` before the
   * document exists.
   */
  applicationId: string;
  givenName: string;
  familyName: string;
  phone: string;
  email: string;
  region: Region | '';
  zip: string;
  newsletterUpdates: boolean;
  newsletterAdoption: boolean;
  newsletterSupport: boolean;
  horses: readonly string[];
  anyHorse: boolean;
  horseAddress: string;
  horseBarncode: string;
  horsePlace: OneOf<typeof horsePlaceOptions>;
  horsePlaceNotes: string;
  horseFriends: OneOf<typeof horseFriendsOptions>;
  horseFriendsNotes: string;
  horseHouse: OneOf<typeof horseHouseOptions>;
  horseHouseNotes: string;
  horseFeeding: OneOf<typeof horseFeedingOptions>;
  horseFeedingNotes: string;
  horseFeet: OneOf<typeof horseFeetOptions>;
  horseFeetNotes: string;
  humanActivities: string;
  humanExperience: string;
  humanSchool: string;
  humanPrevious: string;
  humanWhy: string;
  desiredPhysics: string;
  desiredMental: string;
  desiredSkills: string;
  desiredHealth: OneOf<typeof healthToleranceOptions>;
  desiredHealthNotes: string;
  desiredBrain: OneOf<typeof behaviourToleranceOptions>;
  desiredBrainNotes: string;
  photos: readonly StoredPhoto[];
  declaration: boolean;
}

export type AdoptionField = keyof AdoptionFormValues;

export const adoptionFields = [
  'givenName',
  'familyName',
  'phone',
  'email',
  'region',
  'zip',
  'newsletterUpdates',
  'newsletterAdoption',
  'newsletterSupport',
  'horses',
  'anyHorse',
  'horseAddress',
  'horseBarncode',
  'horsePlace',
  'horsePlaceNotes',
  'horseFriends',
  'horseFriendsNotes',
  'horseHouse',
  'horseHouseNotes',
  'horseFeeding',
  'horseFeedingNotes',
  'horseFeet',
  'horseFeetNotes',
  'humanActivities',
  'humanExperience',
  'humanSchool',
  'humanPrevious',
  'humanWhy',
  'desiredPhysics',
  'desiredMental',
  'desiredSkills',
  'desiredHealth',
  'desiredHealthNotes',
  'desiredBrain',
  'desiredBrainNotes',
  'photos',
  'declaration',
] as const satisfies readonly AdoptionField[];

export const emptyAdoptionForm: AdoptionFormValues = {
  applicationId: '',
  keepContacts: false,
  givenName: '',
  familyName: '',
  phone: '',
  email: '',
  region: '',
  zip: '',
  newsletterUpdates: false,
  newsletterAdoption: false,
  newsletterSupport: false,
  horses: [],
  anyHorse: false,
  horseAddress: '',
  horseBarncode: '',
  horsePlace: '',
  horsePlaceNotes: '',
  horseFriends: '',
  horseFriendsNotes: '',
  horseHouse: '',
  horseHouseNotes: '',
  horseFeeding: '',
  horseFeedingNotes: '',
  horseFeet: '',
  horseFeetNotes: '',
  humanActivities: '',
  humanExperience: '',
  humanSchool: '',
  humanPrevious: '',
  humanWhy: '',
  desiredPhysics: '',
  desiredMental: '',
  desiredSkills: '',
  desiredHealth: '',
  desiredHealthNotes: '',
  desiredBrain: '',
  desiredBrainNotes: '',
  photos: [],
  declaration: false,
};

type TextField = AdoptionTextLimitField;

export type AdoptionTextField = TextField | 'email' | 'zip' | 'horseBarncode';

export { adoptionTextLimits };

export type AdoptionFormErrors = Partial<Record<AdoptionField, string>>;

/** The words of the checks: `errors` in the form's texts (its dictionary). */
export type AdoptionErrorTexts = ErrorTexts & {
  readonly italianZip: string;
  readonly noHorse: string;
};

/**
 * The schema checks the answers; the newsletters' ticks and the page's own fields need no check, and
 * the photos only their number (the schema, in the model, knows no `StoredPhoto`).
 */
const draftSchema = adoptionDraftSchema as unknown as DraftSchema<AdoptionFormValues>;

/** The checks that read another value, as keys of the form's `errors` texts. */
function crossFieldErrors(values: AdoptionFormValues) {
  const errors: Partial<Record<'zip' | 'horses', 'italianZip' | 'noHorse'>> = {};
  // A CAP is Italian unless the applicant lives abroad (also while no region is chosen yet).
  if (values.region !== 'Estero' && !italianZipPattern.test(values.zip.trim())) {
    errors.zip = 'italianZip';
  }
  if (values.horses.length === 0 && !values.anyHorse) errors.horses = 'noHorse';
  return errors;
}

/** The form's field errors in the words of `texts`: the draft's schema, then the checks above. */
export function adoptionFormErrors(
  values: AdoptionFormValues,
  texts: AdoptionErrorTexts,
): AdoptionFormErrors {
  const errors: AdoptionFormErrors = fieldErrorsIn(draftSchema, values, texts);
  const cross = crossFieldErrors(values);
  if (!errors.zip && cross.zip) errors.zip = texts[cross.zip];
  if (cross.horses) errors.horses = texts[cross.horses];
  return errors;
}

/** Throws on values with errors: sending unchecked input is a programming error. */
export function toAdoptionApplicationInput(values: AdoptionFormValues): AdoptionApplicationInput {
  const errors = { ...fieldErrors(draftSchema, values), ...crossFieldErrors(values) };
  if (Object.keys(errors).length > 0) {
    throw new Error('toAdoptionApplicationInput needs values that passed adoptionFormErrors');
  }
  const trimmed = (field: Exclude<AdoptionTextField, 'horseBarncode'>) => values[field].trim();
  return {
    givenName: trimmed('givenName'),
    familyName: trimmed('familyName'),
    phone: trimmed('phone'),
    email: trimmed('email'),
    region: values.region,
    zip: trimmed('zip'),
    horses: [...new Set(values.horses)],
    anyHorse: values.anyHorse,
    newsletterUpdates: values.newsletterUpdates,
    newsletterAdoption: values.newsletterAdoption,
    newsletterSupport: values.newsletterSupport,
    horseAddress: trimmed('horseAddress'),
    horseBarncode: normalizeBarncode(values.horseBarncode),
    horsePlace: values.horsePlace,
    horsePlaceNotes: trimmed('horsePlaceNotes'),
    horseFriends: values.horseFriends,
    horseFriendsNotes: trimmed('horseFriendsNotes'),
    horseHouse: values.horseHouse,
    horseHouseNotes: trimmed('horseHouseNotes'),
    horseFeeding: values.horseFeeding,
    horseFeedingNotes: trimmed('horseFeedingNotes'),
    horseFeet: values.horseFeet,
    horseFeetNotes: trimmed('horseFeetNotes'),
    humanActivities: trimmed('humanActivities'),
    humanExperience: trimmed('humanExperience'),
    humanSchool: trimmed('humanSchool'),
    humanPrevious: trimmed('humanPrevious'),
    humanWhy: trimmed('humanWhy'),
    desiredPhysics: trimmed('desiredPhysics'),
    desiredMental: trimmed('desiredMental'),
    desiredSkills: trimmed('desiredSkills'),
    desiredHealth: values.desiredHealth,
    desiredHealthNotes: trimmed('desiredHealthNotes'),
    desiredBrain: values.desiredBrain,
    desiredBrainNotes: trimmed('desiredBrainNotes'),
    declaration: true,
    photos: values.photos.map((photo) => photo.name),
  };
}
