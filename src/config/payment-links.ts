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

const wholeLink = new RegExp(`^(?:${paymentLinkPattern})$`);

export function isPaymentLink(value: string): boolean {
  return value === '' || (value.length <= paymentLinkMaxLength && wholeLink.test(value));
}

export const paymentLinkError =
  'Il link deve essere un indirizzo https:// di Stripe (buy.stripe.com, donate.stripe.com, ' +
  'checkout.stripe.com) o di PayPal (paypal.com, paypal.me), senza spazi.';

export function paymentLinkErrors<F extends string>(
  links: Readonly<Record<F, string>>,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const [field, value] of Object.entries(links) as [F, string][]) {
    if (!isPaymentLink(value)) errors[field] = paymentLinkError;
  }
  return errors;
}
