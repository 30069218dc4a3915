import {
  behaviourToleranceOptions,
  cessionPriorities,
  circleFrequencies,
  healthToleranceOptions,
  horseFeedingOptions,
  horseFeetOptions,
  horseFriendsOptions,
  horseHouseOptions,
  horsePlaceOptions,
  paymentMethods,
  regions,
} from '#src/config/options';
import { circleLimits } from '#src/features/applications/model/circle-application';
import { applicationLimits as limits } from '#src/features/applications/model/public-application';

// The cases models and firestore.rules must agree on (decision 45); numbers come from the models,
// so a one-sided change fails.

const repeat = (length: number, char = 'a') => char.repeat(length);

const email = (length: number) => `${repeat(length - '@example.org'.length)}@example.org`;

const slug = (length: number, index = 0) => `${index}-${repeat(length - `${index}-`.length)}`;

const slugs = (count: number, length: number) =>
  Array.from({ length: count }, (_, index) => slug(length, index));

const photo = (index: number) => `${repeat(12, String.fromCharCode(97 + index))}.webp`;

const photos = (count: number) => Array.from({ length: count }, (_, index) => photo(index));

const longest = (options: readonly string[]) =>
  options.reduce((found, option) => (option.length > found.length ? option : found));

export interface TextLimit {
  readonly max: number;
  readonly required: boolean;
}

export interface OverCase {
  readonly field: string;
  readonly what: string;
  readonly value: unknown;
}

export interface PublicCreateCases {
  readonly collection: 'adoptionApplications' | 'cessionApplications' | 'circleApplications';
  readonly rulesFunction: string;
  readonly texts: Readonly<Record<string, TextLimit>>;
  readonly choices: Readonly<Record<string, readonly string[]>>;
  readonly largest: () => Record<string, unknown>;
  readonly over: readonly OverCase[];
}

const required = (max: number): TextLimit => ({ max, required: true });
const optional = (max: number): TextLimit => ({ max, required: false });

/** A phone must be callable: its longest is mostly spaces, 12 digits and a + (docs/product.md §5). */
const phoneOf = (length: number) => `+39${repeat(length - 13, ' ')}3331234567`;

const textOf = (field: string, length: number) =>
  field === 'phone' ? phoneOf(length) : repeat(length);

function filled(texts: Readonly<Record<string, TextLimit>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).map(([field, { max }]) => [field, textOf(field, max)]),
  );
}

function chosen(choices: Readonly<Record<string, readonly string[]>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(choices).map(([field, options]) => [field, longest(options)]),
  );
}

function textsOver(texts: Readonly<Record<string, TextLimit>>): OverCase[] {
  return Object.entries(texts).map(([field, { max }]) => ({
    field,
    what: `${max + 1} characters`,
    value: textOf(field, max + 1),
  }));
}

const photosOver: OverCase[] = [
  { field: 'photos', what: `${limits.photos + 1} photos`, value: photos(limits.photos + 1) },
  {
    field: 'photos',
    what: `a name of ${limits.photoName + 1} characters`,
    value: [...photos(limits.photos - 1), `${repeat(13)}.webp`],
  },
];

const { name, phone, zip, address, short, long } = limits;

const adoptionTexts = {
  givenName: required(name),
  familyName: required(name),
  phone: required(phone),
  zip: required(zip),
  horseAddress: required(address),
  horsePlaceNotes: optional(long),
  horseFriendsNotes: optional(long),
  horseHouseNotes: optional(long),
  horseFeedingNotes: optional(long),
  horseFeetNotes: optional(long),
  humanActivities: optional(long),
  humanExperience: required(long),
  humanSchool: optional(long),
  humanPrevious: optional(long),
  humanWhy: required(long),
  desiredPhysics: optional(long),
  desiredMental: optional(long),
  desiredSkills: optional(long),
  desiredHealthNotes: optional(long),
  desiredBrainNotes: optional(long),
};

const adoptionChoices = {
  region: regions,
  horsePlace: horsePlaceOptions,
  horseFriends: horseFriendsOptions,
  horseHouse: horseHouseOptions,
  horseFeeding: horseFeedingOptions,
  horseFeet: horseFeetOptions,
  desiredHealth: healthToleranceOptions,
  desiredBrain: behaviourToleranceOptions,
};

export const adoptionLimitCases: PublicCreateCases = {
  collection: 'adoptionApplications',
  rulesFunction: 'isValidAdoptionApplication',
  texts: adoptionTexts,
  choices: adoptionChoices,
  largest: () => ({
    ...filled(adoptionTexts),
    ...chosen(adoptionChoices),
    email: email(limits.email),
    horses: slugs(limits.horses, limits.horseSlug),
    anyHorse: true,
    newsletterUpdates: true,
    newsletterAdoption: true,
    newsletterSupport: true,
    horseBarncode: repeat(limits.barncode, 'A'),
    declaration: true,
    photos: photos(limits.photos),
  }),
  over: [
    ...textsOver(adoptionTexts),
    { field: 'email', what: `${limits.email + 1} characters`, value: email(limits.email + 1) },
    {
      field: 'horseBarncode',
      what: `${limits.barncode + 1} characters`,
      value: repeat(limits.barncode + 1, 'A'),
    },
    {
      field: 'horses',
      what: `${limits.horses + 1} horses`,
      value: slugs(limits.horses + 1, limits.horseSlug),
    },
    {
      field: 'horses',
      what: `a slug of ${limits.horseSlug + 1} characters`,
      value: [...slugs(limits.horses - 1, limits.horseSlug), slug(limits.horseSlug + 1, 9)],
    },
    // Ten slugs of 100 000 characters: a megabyte an unbounded list would let in.
    { field: 'horses', what: 'ten slugs of 100 000 characters', value: slugs(10, 100_000) },
    ...photosOver,
  ],
};

const cessionTexts = {
  givenName: required(name),
  familyName: required(name),
  phone: required(phone),
  cause: required(long),
  horseZip: required(zip),
  horseAddress: required(address),
  horseName: required(name),
  horseBreed: required(short),
  horseHeight: required(short),
  humanTime: required(long),
  horseManagementNotes: optional(long),
  horseCurrentPhysical: required(long),
  horsePastPhysical: required(long),
  horseCurrentMental: required(long),
  horsePastMental: required(long),
  horsePersonality: required(long),
  horseWithHumans: required(long),
  horseWithHorses: required(long),
  notes: optional(long),
};

const cessionChoices = {
  priority: cessionPriorities,
  horseRegion: regions,
  horseFriends: horseFriendsOptions,
  horseHouse: horseHouseOptions,
  horseFeeding: horseFeedingOptions,
  horseFeet: horseFeetOptions,
};

export const cessionLimitCases: PublicCreateCases = {
  collection: 'cessionApplications',
  rulesFunction: 'isValidCessionApplication',
  texts: cessionTexts,
  choices: cessionChoices,
  largest: () => ({
    ...filled(cessionTexts),
    ...chosen(cessionChoices),
    email: email(limits.email),
    horseBirthdate: '2009-04-12',
    declaration: true,
    photos: photos(limits.photos),
  }),
  over: [
    ...textsOver(cessionTexts),
    { field: 'email', what: `${limits.email + 1} characters`, value: email(limits.email + 1) },
    { field: 'horseBirthdate', what: '11 characters', value: '2009-04-120' },
    ...photosOver,
  ],
};

const circleTexts = {
  horse: required(circleLimits.nameLength),
  donorName: required(circleLimits.nameLength),
  givenName: required(circleLimits.nameLength),
  familyName: required(circleLimits.nameLength),
  phone: required(circleLimits.phoneLength),
  notes: optional(circleLimits.notesLength),
};

const circleChoices = { frequency: circleFrequencies, method: paymentMethods };

export const circleLimitCases: PublicCreateCases = {
  collection: 'circleApplications',
  rulesFunction: 'isValidCircleApplication',
  texts: circleTexts,
  choices: circleChoices,
  largest: () => ({
    ...filled(circleTexts),
    ...chosen(circleChoices),
    horseSlug: slug(circleLimits.horseSlugLength),
    amount: circleLimits.maxAmount,
    email: email(circleLimits.emailLength),
    newsConsent: true,
  }),
  over: [
    ...textsOver(circleTexts),
    {
      field: 'email',
      what: `${circleLimits.emailLength + 1} characters`,
      value: email(circleLimits.emailLength + 1),
    },
    {
      field: 'horseSlug',
      what: `${circleLimits.horseSlugLength + 1} characters`,
      value: slug(circleLimits.horseSlugLength + 1),
    },
    { field: 'amount', what: 'a cent over the cap', value: circleLimits.maxAmount + 0.01 },
  ],
};

export const publicLimitCases = [adoptionLimitCases, cessionLimitCases, circleLimitCases] as const;
