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
import { fieldErrorsIn, type ErrorTexts } from '#src/lib/data/field-errors';
import { italianZipPattern } from '../../model/answer-drafts';
import {
  cessionDraftSchema,
  cessionTextLimits,
  type CessionTextField,
} from '../../model/cession-draft';

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

type TextField = CessionTextField;

export { cessionTextLimits };

/** The words of the checks: `errors` in the form's texts (its dictionary). */
export type CessionErrorTexts = ErrorTexts & {
  readonly italianZip: string;
  readonly birthdateFuture: string;
};

/**
 * The form's field errors in the words of `texts`: the draft's schema, then the two checks that
 * read another value. `today` is the calendar day in Italy: a birth date after it is refused.
 */
export function cessionFormErrors(
  values: CessionFormValues,
  texts: CessionErrorTexts,
  today: string = todayInRome(),
): CessionFormErrors {
  const errors: CessionFormErrors = fieldErrorsIn(cessionDraftSchema, values, texts);
  // A CAP is Italian unless the horse is abroad (also while no region is chosen yet).
  if (
    !errors.horseZip &&
    values.horseRegion !== 'Estero' &&
    !italianZipPattern.test(values.horseZip.trim())
  ) {
    errors.horseZip = texts.italianZip;
  }
  if (!errors.horseBirthdate && values.horseBirthdate.trim() > today) {
    errors.horseBirthdate = texts.birthdateFuture;
  }
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
    throw new Error('toCessionApplicationInput needs values that passed cessionFormErrors');
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
