// Payment links (a horse's `stripeDonationLink` and `stripeCircleLink`) are shown to visitors as
// "donate" buttons: a link to anywhere else would send supporters' money, or their browser, to a
// stranger. Only https addresses on Stripe's and PayPal's payment hosts are accepted, by the horse
// form and by firestore.rules (`isPaymentLink`), which holds this same pattern: a test compares them.

/**
 * The pattern, written once in the dialect both JavaScript and the rules' RE2 read the same way;
 * matched against the whole link. The host must follow `https://` at once and end at a `/`, so
 * `https://buy.stripe.com.example.org/` and `https://x@buy.stripe.com/` do not pass.
 */
export const paymentLinkPattern =
  'https://((buy|donate|checkout)[.]stripe[.]com|(www[.])?paypal[.](com|me))/[^ "<>]*';

/** The longest link accepted (the rules' limit too). */
export const paymentLinkMaxLength = 500;

const wholeLink = new RegExp(`^(?:${paymentLinkPattern})$`);

/** True for an accepted payment link, or for no link at all (''). */
export function isPaymentLink(value: string): boolean {
  return value === '' || (value.length <= paymentLinkMaxLength && wholeLink.test(value));
}

export const paymentLinkError =
  'Il link deve essere un indirizzo https:// di Stripe (buy.stripe.com, donate.stripe.com, ' +
  'checkout.stripe.com) o di PayPal (paypal.com, paypal.me), senza spazi.';

/** The links a horse's payment fields hold, with the message for each that is not accepted. */
export function paymentLinkErrors<F extends string>(
  links: Readonly<Record<F, string>>,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const [field, value] of Object.entries(links) as [F, string][]) {
    if (!isPaymentLink(value)) errors[field] = paymentLinkError;
  }
  return errors;
}
