import type { CircleFrequency, PaymentMethod } from '#src/config/options';
import { fieldErrorsIn, type ErrorTexts } from '#src/lib/data/field-errors';
import {
  amountOf,
  circleDraftSchema,
  type CircleApplicationInput,
} from '#src/features/applications';

// The limits are those firestore.rules enforces (the draft's schema reads them), so nothing the
// form accepts is refused for its shape.

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

/** The words of the checks: `errors` in the form's texts (its dictionary). */
export type CircleErrorTexts = ErrorTexts & { readonly emailForNews: string };

/** The form's field errors in the words of `texts`: the draft's schema, then the news' e-mail. */
export function circleFormErrors(
  values: CircleFormValues,
  texts: CircleErrorTexts,
): CircleFormErrors {
  const errors: CircleFormErrors = fieldErrorsIn(circleDraftSchema, values, texts);
  if (values.newsConsent && values.email.trim() === '') errors.email = texts.emailForNews;
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
  const amount = amountOf(values.amount);
  if (!(amount > 0) || values.frequency === '' || values.method === '') {
    throw new Error('toCircleApplicationInput needs values that passed circleFormErrors');
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
    amount,
    method: values.method,
    notes: values.notes.trim(),
    email: values.email.trim(),
    newsConsent: values.email.trim() !== '' && values.newsConsent,
  };
}
