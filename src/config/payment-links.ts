import * as z from 'zod/mini';

// A link elsewhere would send supporters' money to a stranger: only https on Stripe's and PayPal's
// payment hosts pass.

/**
 * One dialect JavaScript and the rules' RE2 read alike; the host must end at a `/`, so
 * `https://buy.stripe.com.example.org/` fails.
 */
export const paymentLinkPattern =
  'https://((buy|donate|checkout)[.]stripe[.]com|(www[.])?paypal[.](com|me))/[^ "<>]*';

/** The rules' limit too. */
export const paymentLinkMaxLength = 500;

export const paymentLinkError =
  'Il link deve essere un indirizzo https:// di Stripe (buy.stripe.com, donate.stripe.com, ' +
  'checkout.stripe.com) o di PayPal (paypal.com, paypal.me), senza spazi.';

/** A payment link as staff type it: empty, or a whole link within the limit. */
export const paymentLink = () =>
  z
    .string()
    .check(
      z.maxLength(paymentLinkMaxLength, paymentLinkError),
      z.regex(new RegExp(`^(?:${paymentLinkPattern})?$`), paymentLinkError),
    );

const paymentLinkSchema = paymentLink();

export function isPaymentLink(value: string): boolean {
  return z.safeParse(paymentLinkSchema, value).success;
}
