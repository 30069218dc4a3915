import type {
  CessionPriority,
  horseFeedingOptions,
  horseFeetOptions,
  horseFriendsOptions,
  horseHouseOptions,
  Region,
} from '#src/config/options';
import { formatDate } from '#src/lib/format/dates';
import {
  cessionRequiredFields,
  type CessionApplicationInput,
} from '../../model/cession-application';
import { applicationLimits, photoNamePattern } from '../../model/public-application';
import {
  answerMessages,
  choiceError,
  declarationError,
  emailError,
  textError,
  zipError,
} from '../common/answer-checks';

// The public cession form as plain data and pure functions: what the owner typed, whether it may be
// sent, and the exact document it becomes (docs/product.md §5, "Cession form"). The limits are those
// firestore.rules enforces, so nothing the form accepts is refused by the server for its shape.

type OneOf<T extends readonly string[]> = T[number] | '';

/** What the form holds: text exactly as typed, '' for an answer not chosen yet. */
export interface CessionFormValues {
  givenName: string;
  familyName: string;
  phone: string;
  /** Optional. */
  email: string;
  cause: string;
  priority: CessionPriority | '';
  horseRegion: Region | '';
  /** An Italian CAP (5 digits), or any postcode when the horse is abroad ("Estero"). */
  horseZip: string;
  horseAddress: string;
  horseName: string;
  /** `YYYY-MM-DD`, as a date input gives it. */
  horseBirthdate: string;
  horseBreed: string;
  horseHeight: string;
  humanTime: string;
  horseFriends: OneOf<typeof horseFriendsOptions>;
  horseHouse: OneOf<typeof horseHouseOptions>;
  horseFeeding: OneOf<typeof horseFeedingOptions>;
  horseFeet: OneOf<typeof horseFeetOptions>;
  /** Optional. */
  horseManagementNotes: string;
  horseCurrentPhysical: string;
  horsePastPhysical: string;
  horseCurrentMental: string;
  horsePastMental: string;
  horsePersonality: string;
  horseWithHumans: string;
  horseWithHorses: string;
  /** Optional. */
  notes: string;
  /** The answers are true and the association may meet the horse first. */
  declaration: boolean;
}

export type CessionField = keyof CessionFormValues;

/**
 * Every field, in the order of the form (the first invalid one gets the focus): the staff's groups,
 * Richiedente, the priority, Il cavallo, Vita e carattere del cavallo, Note, then the declaration.
 */
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

/** Whether the form marks a field as required (the declaration is checked apart). */
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

/** The messages next to the fields: the shared ones, and the birth date's own. */
export const cessionMessages = {
  ...answerMessages,
  birthdate: 'Scrivi una data vera, per esempio 12/04/2009. / Enter a real date, e.g. 12/04/2009.',
  birthdateFuture:
    'La data di nascita non può essere nel futuro. / The date of birth cannot be in the future.',
} as const;

/** The free-text fields and their longest length (characters, after trimming). */
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

/** The longest answer a text field takes (for its hint and counter). */
export const cessionTextLimit = (field: TextField): number => textLimits[field];

/** The answers picked from a list: required, so '' is "not chosen yet". */
const choiceFields = [
  'priority',
  'horseRegion',
  'horseFriends',
  'horseHouse',
  'horseFeeding',
  'horseFeet',
] as const satisfies readonly CessionField[];

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `YYYY-MM-DD` names a day of the calendar (not 2025-02-30), from 1900 on. */
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

/** The horse's birth date: required, a real day, not after `today`. */
function birthdateError(value: string, today: string): string | undefined {
  const date = value.trim();
  if (date === '') return cessionMessages.required;
  if (!isRealDate(date)) return cessionMessages.birthdate;
  return date > today ? cessionMessages.birthdateFuture : undefined;
}

/**
 * A message for every field that may not be sent as it is; an empty object means "send it".
 * `today` is the calendar day in Italy (`YYYY-MM-DD`): a birth date after it is refused.
 */
export function validateCessionForm(
  values: CessionFormValues,
  today: string = formatDate(new Date()),
): CessionFormErrors {
  const errors: CessionFormErrors = {};
  const set = (field: CessionField, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  for (const [field, max] of Object.entries(textLimits) as [TextField, number][]) {
    set(field, textError(values[field], max, requiredFields.has(field)));
  }
  for (const field of choiceFields) set(field, choiceError(values[field]));
  set('email', emailError(values.email, false));
  // A CAP is Italian unless the horse is abroad (also while no region is chosen yet).
  set('horseZip', zipError(values.horseZip, values.horseRegion));
  set('horseBirthdate', birthdateError(values.horseBirthdate, today));
  set('declaration', declarationError(values.declaration));
  return errors;
}

/**
 * Every required field has something in it and the declaration is ticked (the send button is
 * enabled; what is in them is checked when sending).
 */
export function isCessionComplete(values: CessionFormValues): boolean {
  return values.declaration && cessionRequiredFields.every((field) => values[field] !== '');
}

/** The first field with an error, in the order of the form. */
export function firstInvalidCessionField(errors: CessionFormErrors): CessionField | undefined {
  return cessionFields.find((field) => errors[field] !== undefined);
}

/**
 * The document to send: every key the rules expect, text trimmed, optional answers as '', and the
 * names of the photos the owner kept. Only for values without errors and photos of the stored shape:
 * it throws otherwise, because sending unchecked input is a programming error.
 */
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
