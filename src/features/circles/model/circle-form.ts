import type { CircleFrequency, PaymentMethod } from '#src/config/options';
import {
  circleLimits,
  emailPattern,
  phoneError,
  type CircleApplicationInput,
} from '#src/features/applications';

// The limits are those firestore.rules enforces, so nothing the form accepts is refused for its
// shape.

export interface CircleFormValues {
  /** docs/product.md §3 stores the name, not the slug. */
  horse: string;
  donorName: string;
  givenName: string;
  familyName: string;
  phone: string;
  frequency: CircleFrequency | '';
  amount: string;
  method: PaymentMethod | '';
  notes: string;
  /** Optional: the confirmation, and the horse's news when `newsConsent` is ticked too. */
  email: string;
  newsConsent: boolean;
}

export type CircleField = keyof CircleFormValues;

export const circleFields = [
  'horse',
  'donorName',
  'givenName',
  'familyName',
  'phone',
  'frequency',
  'amount',
  'method',
  'notes',
  'email',
  'newsConsent',
] as const satisfies readonly CircleField[];

type OptionalField = 'notes' | 'email' | 'newsConsent';
const optionalFields: readonly CircleField[] = ['notes', 'email', 'newsConsent'];

export const requiredCircleFields = circleFields.filter(
  (field): field is Exclude<CircleField, OptionalField> => !optionalFields.includes(field),
);

export const emptyCircleForm: CircleFormValues = {
  horse: '',
  donorName: '',
  givenName: '',
  familyName: '',
  phone: '',
  frequency: '',
  amount: '',
  method: '',
  notes: '',
  email: '',
  newsConsent: false,
};

export const suggestedMonthlyAmount = 20;

export type CircleFormErrors = Partial<Record<CircleField, string>>;

// Italian first, English after (one form for both languages).
export const circleMessages = {
  required: 'Campo obbligatorio. / Required field.',
  blank: 'Non può contenere solo spazi. / It cannot be only spaces.',
  tooLong: (max: number) => `Al massimo ${max} caratteri. / At most ${max} characters.`,
  amountFormat:
    'Scrivi un importo in euro, per esempio 20 o 20,50. / Enter an amount in euros, e.g. 20 or 20.50.',
  amountPositive: "L'importo deve essere maggiore di zero. / The amount must be greater than zero.",
  amountCents: 'Al massimo due decimali (i centesimi). / At most two decimals (the cents).',
  email: 'Scrivi un indirizzo e-mail valido. / Enter a valid e-mail address.',
  emailForNews:
    'Per ricevere le notizie serve un indirizzo e-mail. / The news needs an e-mail address.',
  amountTooHigh: (max: number) =>
    `L'importo può essere al massimo ${max.toLocaleString('it-IT')} €. / The amount can be at most €${max.toLocaleString('en-GB')}.`,
} as const;

const textLimits: Record<
  Exclude<CircleField, 'frequency' | 'amount' | 'method' | 'newsConsent'>,
  number
> = {
  horse: circleLimits.nameLength,
  donorName: circleLimits.nameLength,
  givenName: circleLimits.nameLength,
  familyName: circleLimits.nameLength,
  phone: circleLimits.phoneLength,
  notes: circleLimits.notesLength,
  email: circleLimits.emailLength,
};

const decimalPattern = /^-?\d+(?:[.,](\d+))?$/;

export type AmountParse = { ok: true; value: number } | { ok: false; message: string };

/** Refuses exponents ("1e9") and thousands separators ("1.000" reads as three decimals). */
export function parseAmount(typed: string): AmountParse {
  const match = decimalPattern.exec(typed.trim());
  if (!match) return { ok: false, message: circleMessages.amountFormat };
  const value = Number(typed.trim().replace(',', '.'));
  if (value <= 0) return { ok: false, message: circleMessages.amountPositive };
  if ((match[1] ?? '').length > 2) return { ok: false, message: circleMessages.amountCents };
  if (value > circleLimits.maxAmount) {
    return { ok: false, message: circleMessages.amountTooHigh(circleLimits.maxAmount) };
  }
  return { ok: true, value };
}

function textError(value: string, max: number, required: boolean): string | undefined {
  const trimmed = value.trim();
  if (value === '') return required ? circleMessages.required : undefined;
  if (trimmed === '') return required ? circleMessages.blank : undefined;
  if (trimmed.length > max) return circleMessages.tooLong(max);
  return undefined;
}

export function validateCircleForm(values: CircleFormValues): CircleFormErrors {
  const errors: CircleFormErrors = {};
  for (const [field, max] of Object.entries(textLimits) as [keyof typeof textLimits, number][]) {
    const message = textError(values[field], max, !optionalFields.includes(field));
    if (message) errors[field] = message;
  }
  const phone = phoneError(values.phone);
  if (!errors.phone && phone) errors.phone = phone;
  const email = values.email.trim();
  if (!errors.email && email !== '' && !emailPattern.test(email)) {
    errors.email = circleMessages.email;
  }
  if (values.newsConsent && email === '') errors.email = circleMessages.emailForNews;
  if (values.frequency === '') errors.frequency = circleMessages.required;
  if (values.method === '') errors.method = circleMessages.required;
  if (values.amount === '') {
    errors.amount = circleMessages.required;
  } else {
    const amount = parseAmount(values.amount);
    if (!amount.ok) errors.amount = amount.message;
  }
  return errors;
}

export function isComplete(values: CircleFormValues): boolean {
  return requiredCircleFields.every((field) => values[field] !== '');
}

export function firstInvalidField(errors: CircleFormErrors): CircleField | undefined {
  return circleFields.find((field) => errors[field] !== undefined);
}

/** Throws on values with errors: sending unchecked input is a programming error. */
export function toCircleApplicationInput(
  values: CircleFormValues,
  horses: readonly { readonly slug: string; readonly name: string }[],
): CircleApplicationInput {
  const amount = parseAmount(values.amount);
  if (!amount.ok || values.frequency === '' || values.method === '') {
    throw new Error('toCircleApplicationInput needs values that passed validateCircleForm');
  }
  const horse = values.horse.trim();
  return {
    horse,
    horseSlug: horses.find((choice) => choice.name === horse)?.slug ?? '',
    donorName: values.donorName.trim(),
    givenName: values.givenName.trim(),
    familyName: values.familyName.trim(),
    phone: values.phone.trim(),
    frequency: values.frequency,
    amount: amount.value,
    method: values.method,
    notes: values.notes.trim(),
    email: values.email.trim(),
    newsConsent: values.email.trim() !== '' && values.newsConsent,
  };
}
