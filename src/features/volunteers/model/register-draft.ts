import * as z from 'zod/mini';
import { isMailbox } from '#src/lib/data/email';
import { fieldErrors, notBlank, type FieldErrorsOf } from '#src/lib/data/field-errors';
import { isCalendarDay } from '#src/lib/format/dates';
import { fiscalCodeError, normaliseFiscalCode } from '#src/lib/italian/fiscal-code';
import { registerSections, type RegisterPerson, type RegisterSection } from './register-record';

// What the register's forms check before a write (decision 81): the limits here are the rules'.

export const registerLimits = {
  name: 100,
  place: 100,
  residence: 300,
  email: 200,
  phone: 40,
  reason: 1000,
} as const;

export const registerFieldErrors = {
  givenName: 'Scrivi il nome.',
  familyName: 'Scrivi il cognome.',
  fiscalCode: 'Scrivi il codice fiscale.',
  birthDate: 'Indica la data di nascita.',
  birthPlace: 'Scrivi il luogo di nascita (comune, o stato estero).',
  residence: 'Scrivi la residenza (o il domicilio).',
  startDate: "Indica la data d'inizio.",
  endDate: 'Indica la data di fine.',
  section: 'Scegli la sezione.',
  email: "L'e-mail non è valida: un solo indirizzo, come nome@esempio.it.",
  phone: 'Il telefono ha al massimo 40 caratteri.',
  reason: 'Scrivi il motivo.',
  tooLong: (limit: number) => `Al massimo ${limit} caratteri.`,
} as const;

const required = (message: string, max: number) =>
  z.string().check(notBlank(message), z.maxLength(max, registerFieldErrors.tooLong(max)));

const day = (message: string) => z.string().check(z.refine(isCalendarDay, message));

const personShape = {
  givenName: required(registerFieldErrors.givenName, registerLimits.name),
  familyName: required(registerFieldErrors.familyName, registerLimits.name),
  fiscalCode: z.string().check(notBlank(registerFieldErrors.fiscalCode)),
  birthDate: day(registerFieldErrors.birthDate),
  birthPlace: required(registerFieldErrors.birthPlace, registerLimits.place),
  residence: required(registerFieldErrors.residence, registerLimits.residence),
  email: z
    .string()
    .check(
      z.refine(
        (value) => value.trim() === '' || isMailbox(value.trim()),
        registerFieldErrors.email,
      ),
    ),
  phone: z.string().check(z.maxLength(registerLimits.phone, registerFieldErrors.phone)),
};

/** The enrolment form: the person, the start date and the section. */
export interface EnrolmentDraft extends RegisterPerson {
  readonly startDate: string;
  readonly section: RegisterSection | '';
  /** The volunteer application it comes from, '' when entered directly. */
  readonly applicationId: string;
}

export const enrolmentDraftSchema = z.object({
  ...personShape,
  startDate: day(registerFieldErrors.startDate),
  section: z
    .string()
    .check(
      z.refine(
        (value) => (registerSections as readonly string[]).includes(value),
        registerFieldErrors.section,
      ),
    ),
  applicationId: z.string(),
});

export interface CorrectionDraft extends RegisterPerson {
  readonly startDate: string;
  readonly reason: string;
}

export const correctionDraftSchema = z.object({
  ...personShape,
  startDate: day(registerFieldErrors.startDate),
  reason: required(registerFieldErrors.reason, registerLimits.reason),
});

export interface RemovalDraft {
  readonly endDate: string;
  readonly reason: string;
}

export const removalDraftSchema = z.object({
  endDate: day(registerFieldErrors.endDate),
  reason: required(registerFieldErrors.reason, registerLimits.reason),
});

export const emptyPerson: RegisterPerson = {
  givenName: '',
  familyName: '',
  fiscalCode: '',
  birthDate: '',
  birthPlace: '',
  residence: '',
  email: '',
  phone: '',
};

/** A prefill from a volunteer application: the name and contacts it gave. */
export interface EnrolmentPrefill {
  readonly givenName?: string;
  readonly familyName?: string;
  readonly email?: string;
  readonly phone?: string;
  readonly applicationId?: string;
}

export function newEnrolmentDraft(today: string, prefill: EnrolmentPrefill = {}): EnrolmentDraft {
  return {
    ...emptyPerson,
    givenName: prefill.givenName ?? '',
    familyName: prefill.familyName ?? '',
    email: prefill.email ?? '',
    phone: prefill.phone ?? '',
    applicationId: prefill.applicationId ?? '',
    startDate: today,
    section: '',
  };
}

/**
 * The person's field errors, and the rule that spans fields: the codice fiscale must be valid and
 * name this person (its message says what does not match). As the user types, a code still being
 * typed (fewer than 16 characters) is not yet an error.
 */
function withFiscalCode<T extends RegisterPerson>(
  errors: FieldErrorsOf<T>,
  person: RegisterPerson,
  typing: boolean,
): FieldErrorsOf<T> {
  const code = normaliseFiscalCode(person.fiscalCode);
  if ('fiscalCode' in errors || (typing && code.length < 16)) return errors;
  const mismatch = fiscalCodeError(code, person);
  return mismatch ? { ...errors, fiscalCode: mismatch } : errors;
}

export const enrolmentErrors = (draft: EnrolmentDraft, typing = false) =>
  withFiscalCode(fieldErrors(enrolmentDraftSchema, draft), draft, typing);

export const correctionErrors = (draft: CorrectionDraft, typing = false) =>
  withFiscalCode(fieldErrors(correctionDraftSchema, draft), draft, typing);

export const removalErrors = (draft: RemovalDraft, startDate: string) => {
  const errors = fieldErrors(removalDraftSchema, draft);
  if (!errors.endDate && draft.endDate < startDate) {
    return { ...errors, endDate: `La data di fine non può precedere l'inizio (${startDate}).` };
  }
  return errors;
};

/** The person as stored: trimmed, the code upper case without spaces. */
export function storedPerson(person: RegisterPerson): RegisterPerson {
  return {
    givenName: person.givenName.trim(),
    familyName: person.familyName.trim(),
    fiscalCode: normaliseFiscalCode(person.fiscalCode),
    birthDate: person.birthDate,
    birthPlace: person.birthPlace.trim(),
    residence: person.residence.trim(),
    email: person.email.trim(),
    phone: person.phone.trim(),
  };
}
