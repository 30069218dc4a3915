import * as z from 'zod/mini';
import { applicationLimits, emailPattern, isPhoneNumber } from './public-application';

// The checks of a public form's draft (decision 81, "Public forms"): what the visitor typed, before
// it is trimmed into the input the rules check, with the same limits. Each message is a key of the
// form's `errors` texts (`required`, `blank`, `tooLong`...), never words: the words are in the
// form's dictionary, and this module is imported by the rules' tests and the data layer too.

/** The keys every public form's `errors` texts hold. */
export type AnswerErrorKey = 'required' | 'blank' | 'tooLong' | 'choose' | 'email' | 'phone';

/**
 * A text answer of at most `max` characters once trimmed. A required one may not be empty or only
 * spaces; an optional one of spaces only is fine (it is sent as '').
 */
export const draftText = (max: number, required: boolean) =>
  required
    ? z
        .string()
        .check(
          z.minLength(1, 'required'),
          z.trim(),
          z.minLength(1, 'blank'),
          z.maxLength(max, 'tooLong'),
        )
    : z.string().check(z.trim(), z.maxLength(max, 'tooLong'));

/** An address of the stored shape, once trimmed; '' only when optional. */
export const draftEmail = (required: boolean) =>
  draftText(applicationLimits.email, required).check(
    z.refine((value) => value === '' || emailPattern.test(value), 'email'),
  );

/** Required on every form: the phone is how the association calls back. */
export const draftPhone = () =>
  draftText(applicationLimits.phone, true).check(z.refine(isPhoneNumber, 'phone'));

/** One of the options; the draft holds '' until one is chosen. */
export const draftChoice = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, 'choose');

/** A CAP in Italy; one abroad is any text within the limit. */
export const italianZipPattern = /^\d{5}$/;

/** The declaration every application ends with. */
export const draftDeclaration = () => z.literal(true, 'declaration');
