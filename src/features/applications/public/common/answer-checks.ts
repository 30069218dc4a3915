import type { Region } from '#src/config/options';
import { applicationLimits, emailPattern } from '../../model/public-application';

// The checks the public adoption and cession forms share, as pure functions: each returns the
// message to show next to the field, or undefined when the answer may be sent. The limits are those
// of firestore.rules (model/public-application.ts), so nothing a form accepts is refused for its
// shape. Messages are in Italian, then English: one form for both languages.

export const answerMessages = {
  required: 'Campo obbligatorio. / Required field.',
  blank: 'Non può contenere solo spazi. / It cannot be only spaces.',
  choose: 'Scegli una risposta. / Choose an answer.',
  tooLong: (max: number) => `Al massimo ${max} caratteri. / At most ${max} characters.`,
  email:
    'Scrivi un indirizzo e-mail valido, per esempio nome@esempio.it. / Enter a valid e-mail address, e.g. name@example.com.',
  italianZip:
    'Il CAP italiano è di 5 cifre, per esempio 20121. Se non vivi in Italia, scegli «Estero» come regione. / An Italian postcode has 5 digits, e.g. 20121. If you do not live in Italy, choose "Outside Italy" as the region.',
  barncode:
    'Il codice aziendale è fatto di 3 cifre, 2 lettere e 3 cifre, per esempio 123AB456. / The barn code is 3 digits, 2 letters and 3 digits, e.g. 123AB456.',
  declaration:
    'Per inviare la candidatura devi accettare la dichiarazione. / To send the application, please accept the declaration.',
  tooManyPhotos: (max: number) => `Al massimo ${max} foto. / At most ${max} photos.`,
} as const;

/**
 * A text answer: required ones must hold more than spaces; every one fits `max` once trimmed (what
 * is sent). Optional answers of spaces only are fine: they are sent as ''.
 */
export function textError(value: string, max: number, required: boolean): string | undefined {
  const trimmed = value.trim();
  if (value === '') return required ? answerMessages.required : undefined;
  if (trimmed === '') return required ? answerMessages.blank : undefined;
  if (trimmed.length > max) return answerMessages.tooLong(max);
  return undefined;
}

/** A required choice (radio group or select): '' means none chosen. */
export function choiceError(value: string): string | undefined {
  return value === '' ? answerMessages.choose : undefined;
}

/** An e-mail address (required or optional): the shape the rules accept, at most 200 characters. */
export function emailError(value: string, required: boolean): string | undefined {
  const message = textError(value, applicationLimits.email, required);
  if (message || value.trim() === '') return message;
  return emailPattern.test(value.trim()) ? undefined : answerMessages.email;
}

/** An Italian CAP: 5 digits. */
export const italianZipPattern = /^\d{5}$/;

/**
 * The postcode: required, 5 digits in Italy; anything up to 10 characters when the region is
 * "Estero" (abroad).
 */
export function zipError(value: string, region: Region | ''): string | undefined {
  const message = textError(value, applicationLimits.zip, true);
  if (message || region === 'Estero') return message;
  return italianZipPattern.test(value.trim()) ? undefined : answerMessages.italianZip;
}

/** An Italian barn code (codice aziendale): 3 digits, 2 letters, 3 digits, e.g. 123AB456. */
export const barncodeFormat = /^\d{3}[A-Z]{2}\d{3}$/;

/** The barn code as it is sent: capitals, without the spaces, dots and dashes people type. */
export function normalizeBarncode(value: string): string {
  return value.toUpperCase().replace(/[\s.-]+/g, '');
}

/** An optional barn code: empty, or of the Italian shape once normalized. */
export function barncodeError(value: string): string | undefined {
  const code = normalizeBarncode(value);
  if (code === '') return undefined;
  return barncodeFormat.test(code) ? undefined : answerMessages.barncode;
}

/** The declaration must be accepted to send. */
export function declarationError(accepted: boolean): string | undefined {
  return accepted ? undefined : answerMessages.declaration;
}

/** The photos kept: at most `applicationLimits.photos` (decision 37). */
export function photosError(count: number): string | undefined {
  return count > applicationLimits.photos
    ? answerMessages.tooManyPhotos(applicationLimits.photos)
    : undefined;
}
