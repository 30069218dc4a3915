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
import type { AdoptionApplicationInput } from '../../model/adoption-application';
import type { StoredPhoto } from '../photos/photo-picker';
import { applicationLimits, horseSlugPattern } from '../../model/public-application';
import {
  barncodeError,
  choiceError,
  declarationError,
  emailError,
  normalizeBarncode,
  phoneError,
  photosError,
  textError,
  zipError,
} from '../common/answer-checks';

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

type TextField =
  | 'givenName'
  | 'familyName'
  | 'phone'
  | 'horseAddress'
  | 'horsePlaceNotes'
  | 'horseFriendsNotes'
  | 'horseHouseNotes'
  | 'horseFeedingNotes'
  | 'horseFeetNotes'
  | 'humanActivities'
  | 'humanExperience'
  | 'humanSchool'
  | 'humanPrevious'
  | 'humanWhy'
  | 'desiredPhysics'
  | 'desiredMental'
  | 'desiredSkills'
  | 'desiredHealthNotes'
  | 'desiredBrainNotes';

export type AdoptionTextField = TextField | 'email' | 'zip' | 'horseBarncode';

export const adoptionTextFields: Record<TextField, { max: number; required: boolean }> = {
  givenName: { max: applicationLimits.name, required: true },
  familyName: { max: applicationLimits.name, required: true },
  phone: { max: applicationLimits.phone, required: true },
  horseAddress: { max: applicationLimits.address, required: true },
  horsePlaceNotes: { max: applicationLimits.long, required: false },
  horseFriendsNotes: { max: applicationLimits.long, required: false },
  horseHouseNotes: { max: applicationLimits.long, required: false },
  horseFeedingNotes: { max: applicationLimits.long, required: false },
  horseFeetNotes: { max: applicationLimits.long, required: false },
  humanActivities: { max: applicationLimits.long, required: false },
  humanExperience: { max: applicationLimits.long, required: true },
  humanSchool: { max: applicationLimits.long, required: false },
  humanPrevious: { max: applicationLimits.long, required: false },
  humanWhy: { max: applicationLimits.long, required: true },
  desiredPhysics: { max: applicationLimits.long, required: false },
  desiredMental: { max: applicationLimits.long, required: false },
  desiredSkills: { max: applicationLimits.long, required: false },
  desiredHealthNotes: { max: applicationLimits.long, required: false },
  desiredBrainNotes: { max: applicationLimits.long, required: false },
};

export const adoptionChoiceFields = [
  'region',
  'horsePlace',
  'horseFriends',
  'horseHouse',
  'horseFeeding',
  'horseFeet',
  'desiredHealth',
  'desiredBrain',
] as const satisfies readonly AdoptionField[];

export const adoptionFormMessages = {
  noHorse:
    'Scegli almeno un cavallo, oppure «Qualsiasi cavallo adatto». / Choose at least one horse, or "Any suitable horse".',
  tooManyHorses: (max: number) =>
    `Puoi scegliere al massimo ${max} cavalli. / You can choose at most ${max} horses.`,
} as const;

export type AdoptionFormErrors = Partial<Record<AdoptionField, string>>;

function horsesError(horses: readonly string[], anyHorse: boolean): string | undefined {
  if (horses.length === 0 && !anyHorse) return adoptionFormMessages.noHorse;
  if (horses.length > applicationLimits.horses) {
    return adoptionFormMessages.tooManyHorses(applicationLimits.horses);
  }
  // A slug of another shape is a programming error or an edited draft, but the rules would refuse
  // the whole application.
  const isSlug = (slug: string) =>
    slug.length <= applicationLimits.horseSlug && horseSlugPattern.test(slug);
  if (!horses.every(isSlug)) return adoptionFormMessages.noHorse;
  return undefined;
}

export function validateAdoptionForm(values: AdoptionFormValues): AdoptionFormErrors {
  const errors: AdoptionFormErrors = {};
  const check = (field: AdoptionField, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  for (const [field, { max, required }] of Object.entries(adoptionTextFields) as [
    TextField,
    { max: number; required: boolean },
  ][]) {
    check(field, textError(values[field], max, required));
  }
  check('phone', phoneError(values.phone));
  for (const field of adoptionChoiceFields) check(field, choiceError(values[field]));
  check('email', emailError(values.email, true));
  check('zip', zipError(values.zip, values.region));
  check('horseBarncode', barncodeError(values.horseBarncode));
  check('horses', horsesError(values.horses, values.anyHorse));
  check('photos', photosError(values.photos.length));
  check('declaration', declarationError(values.declaration));
  return errors;
}

/** Throws on values with errors: sending unchecked input is a programming error. */
export function toAdoptionApplicationInput(values: AdoptionFormValues): AdoptionApplicationInput {
  if (Object.keys(validateAdoptionForm(values)).length > 0) {
    throw new Error('toAdoptionApplicationInput needs values that passed validateAdoptionForm');
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
