import type {
  CessionPriority,
  horseFeedingOptions,
  horseFeetOptions,
  horseFriendsOptions,
  horseHouseOptions,
  Region,
} from '#src/config/options';
import { todayInRome } from '#src/lib/format/dates';
import type { CessionApplicationInput } from '../../model/cession-application';
import { cessionRequiredFields } from '../../model/public-answers';
import { applicationLimits, photoNamePattern } from '../../model/public-application';
import {
  answerMessages,
  choiceError,
  declarationError,
  emailError,
  phoneError,
  textError,
  zipError,
} from '../common/answer-checks';

// The limits are those firestore.rules enforces, so nothing the form accepts is refused by the
// server for its shape.

type OneOf<T extends readonly string[]> = T[number] | '';

export interface CessionFormValues {
  givenName: string;
  familyName: string;
  phone: string;
  email: string;
  cause: string;
  priority: CessionPriority | '';
  horseRegion: Region | '';
  horseZip: string;
  horseAddress: string;
  horseName: string;
  horseBirthdate: string;
  horseBreed: string;
  horseHeight: string;
  humanTime: string;
  horseFriends: OneOf<typeof horseFriendsOptions>;
  horseHouse: OneOf<typeof horseHouseOptions>;
  horseFeeding: OneOf<typeof horseFeedingOptions>;
  horseFeet: OneOf<typeof horseFeetOptions>;
  horseManagementNotes: string;
  horseCurrentPhysical: string;
  horsePastPhysical: string;
  horseCurrentMental: string;
  horsePastMental: string;
  horsePersonality: string;
  horseWithHumans: string;
  horseWithHorses: string;
  notes: string;
  declaration: boolean;
}

export type CessionField = keyof CessionFormValues;

export const cessionFields = [
  'givenName',
  'familyName',
  'phone',
  'email',
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
  'horseManagementNotes',
  'horseCurrentPhysical',
  'horsePastPhysical',
  'horseCurrentMental',
  'horsePastMental',
  'horsePersonality',
  'horseWithHumans',
  'horseWithHorses',
  'notes',
  'declaration',
] as const satisfies readonly CessionField[];

export type RequiredCessionField = (typeof cessionRequiredFields)[number];

const requiredFields: ReadonlySet<CessionField> = new Set(cessionRequiredFields);

export const isRequiredCessionField = (field: CessionField): boolean => requiredFields.has(field);

export const emptyCessionForm: CessionFormValues = {
  givenName: '',
  familyName: '',
  phone: '',
  email: '',
  cause: '',
  priority: '',
  horseRegion: '',
  horseZip: '',
  horseAddress: '',
  horseName: '',
  horseBirthdate: '',
  horseBreed: '',
  horseHeight: '',
  humanTime: '',
  horseFriends: '',
  horseHouse: '',
  horseFeeding: '',
  horseFeet: '',
  horseManagementNotes: '',
  horseCurrentPhysical: '',
  horsePastPhysical: '',
  horseCurrentMental: '',
  horsePastMental: '',
  horsePersonality: '',
  horseWithHumans: '',
  horseWithHorses: '',
  notes: '',
  declaration: false,
};

export type CessionFormErrors = Partial<Record<CessionField, string>>;

export const cessionMessages = {
  ...answerMessages,
  birthdate: 'Scrivi una data vera, per esempio 12/04/2009. / Enter a real date, e.g. 12/04/2009.',
  birthdateFuture:
    'La data di nascita non può essere nel futuro. / The date of birth cannot be in the future.',
} as const;

const textLimits = {
  givenName: applicationLimits.name,
  familyName: applicationLimits.name,
  phone: applicationLimits.phone,
  cause: applicationLimits.long,
  horseAddress: applicationLimits.address,
  horseName: applicationLimits.name,
  horseBreed: applicationLimits.short,
  horseHeight: applicationLimits.short,
  humanTime: applicationLimits.long,
  horseManagementNotes: applicationLimits.long,
  horseCurrentPhysical: applicationLimits.long,
  horsePastPhysical: applicationLimits.long,
  horseCurrentMental: applicationLimits.long,
  horsePastMental: applicationLimits.long,
  horsePersonality: applicationLimits.long,
  horseWithHumans: applicationLimits.long,
  horseWithHorses: applicationLimits.long,
  notes: applicationLimits.long,
} as const satisfies Partial<Record<CessionField, number>>;

type TextField = keyof typeof textLimits;

export const cessionTextLimit = (field: TextField): number => textLimits[field];

/** Every text's limit, for the form's live counts. */
export const cessionTextLimits: Readonly<Record<TextField, number>> = textLimits;

const choiceFields = [
  'priority',
  'horseRegion',
  'horseFriends',
  'horseHouse',
  'horseFeeding',
  'horseFeet',
] as const satisfies readonly CessionField[];

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Not 2025-02-30; from 1900 on. */
export function isRealDate(value: string): boolean {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function birthdateError(value: string, today: string): string | undefined {
  const date = value.trim();
  if (date === '') return cessionMessages.required;
  if (!isRealDate(date)) return cessionMessages.birthdate;
  return date > today ? cessionMessages.birthdateFuture : undefined;
}

/** `today` is the calendar day in Italy: a birth date after it is refused. */
export function validateCessionForm(
  values: CessionFormValues,
  today: string = todayInRome(),
): CessionFormErrors {
  const errors: CessionFormErrors = {};
  const set = (field: CessionField, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  for (const [field, max] of Object.entries(textLimits) as [TextField, number][]) {
    set(field, textError(values[field], max, requiredFields.has(field)));
  }
  set('phone', phoneError(values.phone));
  for (const field of choiceFields) set(field, choiceError(values[field]));
  set('email', emailError(values.email, false));
  // A CAP is Italian unless the horse is abroad (also while no region is chosen yet).
  set('horseZip', zipError(values.horseZip, values.horseRegion));
  set('horseBirthdate', birthdateError(values.horseBirthdate, today));
  set('declaration', declarationError(values.declaration));
  return errors;
}

/** Throws on values with errors: sending unchecked input is a programming error. */
export function toCessionApplicationInput(
  values: CessionFormValues,
  photos: readonly string[],
): CessionApplicationInput {
  const { priority, horseRegion, horseFriends, horseHouse, horseFeeding, horseFeet, declaration } =
    values;
  if (
    priority === '' ||
    horseRegion === '' ||
    horseFriends === '' ||
    horseHouse === '' ||
    horseFeeding === '' ||
    horseFeet === '' ||
    !declaration
  ) {
    throw new Error('toCessionApplicationInput needs values that passed validateCessionForm');
  }
  if (
    photos.length > applicationLimits.photos ||
    !photos.every((name) => photoNamePattern.test(name))
  ) {
    throw new Error('toCessionApplicationInput needs at most 5 stored photo names');
  }
  const trimmed = (field: TextField | 'email' | 'horseZip' | 'horseBirthdate') =>
    values[field].trim();
  return {
    givenName: trimmed('givenName'),
    familyName: trimmed('familyName'),
    phone: trimmed('phone'),
    email: trimmed('email'),
    cause: trimmed('cause'),
    priority,
    horseRegion,
    horseZip: trimmed('horseZip'),
    horseAddress: trimmed('horseAddress'),
    horseName: trimmed('horseName'),
    horseBirthdate: trimmed('horseBirthdate'),
    horseBreed: trimmed('horseBreed'),
    horseHeight: trimmed('horseHeight'),
    humanTime: trimmed('humanTime'),
    horseFriends,
    horseHouse,
    horseFeeding,
    horseFeet,
    horseManagementNotes: trimmed('horseManagementNotes'),
    horseCurrentPhysical: trimmed('horseCurrentPhysical'),
    horsePastPhysical: trimmed('horsePastPhysical'),
    horseCurrentMental: trimmed('horseCurrentMental'),
    horsePastMental: trimmed('horsePastMental'),
    horsePersonality: trimmed('horsePersonality'),
    horseWithHumans: trimmed('horseWithHumans'),
    horseWithHorses: trimmed('horseWithHorses'),
    notes: trimmed('notes'),
    declaration: true,
    photos: [...photos],
  };
}
