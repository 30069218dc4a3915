import { applicationLimits } from './public-application';

// What the public forms need of the models, without their schemas: a form's page then builds no
// zod schema while it loads; the schemas come with the write path on the first interaction. It
// imports no model back (decision 83): each model checks its list against its own type.

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
] as const;

export const cessionRequiredFields = [
  'givenName',
  'familyName',
  'phone',
  'cause',
  'priority',
  'horseRegion',
  'horseZip',
  'horseAddress',
  'horseName',
  'horseBirthdate',
  'horseBreed',
  'horseHeight',
  'humanTime',
  'horseFriends',
  'horseHouse',
  'horseFeeding',
  'horseFeet',
  'horseCurrentPhysical',
  'horsePastPhysical',
  'horseCurrentMental',
  'horsePastMental',
  'horsePersonality',
  'horseWithHumans',
  'horseWithHorses',
] as const;

export const circleLimits = {
  nameLength: applicationLimits.name,
  phoneLength: applicationLimits.phone,
  notesLength: applicationLimits.long,
  horseSlugLength: applicationLimits.horseSlug,
  emailLength: applicationLimits.email,
  maxAmount: 100_000,
} as const;
