import * as z from 'zod/mini';
import { circleFrequencies, paymentMethods } from '#src/config/options';
import { draftEmail, draftPhone, draftText } from './answer-drafts';
import { circleLimits } from './public-answers';

// The circle form's draft, checked with the limits of `circleApplicationInputSchema` (decision
// 81): its messages are keys of the form's `errors` texts. An e-mail needed for the news is the
// form's own check (it reads another value).

const decimalPattern = /^-?\d+(?:[.,](\d+))?$/;

/** The euros a typed amount says ("20,50" is 20.5); NaN when it says none. */
export function amountOf(typed: string): number {
  return decimalPattern.test(typed.trim()) ? Number(typed.trim().replace(',', '.')) : Number.NaN;
}

const cents = (typed: string) => (decimalPattern.exec(typed.trim())?.[1] ?? '').length;

/**
 * An amount in euros, at most two decimals, above zero and up to the rules' maximum. Exponents
 * ("1e9") and thousands separators ("1.000" reads as three decimals) are refused.
 */
const draftAmount = () =>
  z.pipe(
    z.string().check(
      z.minLength(1, 'required'),
      z.refine((typed) => decimalPattern.test(typed.trim()), 'amountFormat'),
      z.refine((typed) => !(amountOf(typed) <= 0), 'amountPositive'),
      z.refine((typed) => cents(typed) <= 2, 'amountCents'),
    ),
    z.pipe(z.transform(amountOf), z.number().check(z.lte(circleLimits.maxAmount, 'amountTooHigh'))),
  );

const required = (max: number) => draftText(max, true);

export const circleDraftSchema = z.object({
  horse: required(circleLimits.nameLength),
  donorName: required(circleLimits.nameLength),
  givenName: required(circleLimits.nameLength),
  familyName: required(circleLimits.nameLength),
  phone: draftPhone(),
  frequency: z.enum(circleFrequencies, 'required'),
  amount: draftAmount(),
  method: z.enum(paymentMethods, 'required'),
  notes: draftText(circleLimits.notesLength, false),
  email: draftEmail(false),
  newsConsent: z.boolean(),
});
