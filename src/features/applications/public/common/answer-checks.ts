import type { Region } from '#src/config/options';
import { applicationLimits, emailPattern, isPhoneNumber } from '../../model/public-application';

export const answerMessages = {
  required: 'Campo obbligatorio. / Required field.',
  blank: 'Non può contenere solo spazi. / It cannot be only spaces.',
  choose: 'Scegli una risposta. / Choose an answer.',
  tooLong: (max: number) => `Al massimo ${max} caratteri. / At most ${max} characters.`,
  email:
    'Scrivi un indirizzo e-mail valido, per esempio nome@esempio.it. / Enter a valid e-mail address, e.g. name@example.com.',
  phone:
    'Scrivi un numero di telefono valido: da 6 a 15 cifre, con spazi se vuoi e il + davanti per un prefisso estero, per esempio 333 123 4567 o +41 79 123 45 67. / Enter a valid phone number: 6 to 15 digits, with spaces if you like and a + in front for a foreign code, e.g. 333 123 4567 or +41 79 123 45 67.',
  italianZip:
    'Il CAP italiano è di 5 cifre, per esempio 20121. Se non vivi in Italia, scegli «Estero» come regione. / An Italian postcode has 5 digits, e.g. 20121. If you do not live in Italy, choose "Outside Italy" as the region.',
  barncode:
    'Il codice aziendale è fatto di 3 cifre, 2 lettere e 3 cifre, per esempio 123AB456. / The barn code is 3 digits, 2 letters and 3 digits, e.g. 123AB456.',
  declaration:
    'Per inviare la candidatura devi accettare la dichiarazione. / To send the application, please accept the declaration.',
  tooManyPhotos: (max: number) => `Al massimo ${max} foto. / At most ${max} photos.`,
} as const;

/** Optional answers of spaces only are fine: they are sent as ''. */
export function textError(value: string, max: number, required: boolean): string | undefined {
  const trimmed = value.trim();
  if (value === '') return required ? answerMessages.required : undefined;
  if (trimmed === '') return required ? answerMessages.blank : undefined;
  if (trimmed.length > max) return answerMessages.tooLong(max);
  return undefined;
}

export function choiceError(value: string): string | undefined {
  return value === '' ? answerMessages.choose : undefined;
}

export function emailError(value: string, required: boolean): string | undefined {
  const message = textError(value, applicationLimits.email, required);
  if (message || value.trim() === '') return message;
  return emailPattern.test(value.trim()) ? undefined : answerMessages.email;
}

/** Required on every form: the phone is how the association calls back. */
export function phoneError(value: string): string | undefined {
  const message = textError(value, applicationLimits.phone, true);
  if (message) return message;
  return isPhoneNumber(value.trim()) ? undefined : answerMessages.phone;
}

export const italianZipPattern = /^\d{5}$/;

export function zipError(value: string, region: Region | ''): string | undefined {
  const message = textError(value, applicationLimits.zip, true);
  if (message || region === 'Estero') return message;
  return italianZipPattern.test(value.trim()) ? undefined : answerMessages.italianZip;
}

export const barncodeFormat = /^\d{3}[A-Z]{2}\d{3}$/;

export function normalizeBarncode(value: string): string {
  return value.toUpperCase().replace(/[\s.-]+/g, '');
}

export function barncodeError(value: string): string | undefined {
  const code = normalizeBarncode(value);
  if (code === '') return undefined;
  return barncodeFormat.test(code) ? undefined : answerMessages.barncode;
}

export function declarationError(accepted: boolean): string | undefined {
  return accepted ? undefined : answerMessages.declaration;
}

export function photosError(count: number): string | undefined {
  return count > applicationLimits.photos
    ? answerMessages.tooManyPhotos(applicationLimits.photos)
    : undefined;
}
