// The cases the horse form (unit tests) and firestore.rules (emulator tests) must agree on.

/** Links that are accepted. */
export const acceptedPaymentLinks = [
  '',
  'https://buy.stripe.com/test_14k5mQ0aV8cB',
  'https://donate.stripe.com/5kA9BV7h3',
  'https://checkout.stripe.com/c/pay/cs_live_a1',
  'https://www.paypal.com/donate/?hosted_button_id=ABC123',
  'https://paypal.com/donate?campaign_id=X',
  'https://paypal.me/equinozio',
  'https://www.paypal.me/equinozio/20',
] as const;

/** Links that are refused, with why. */
export const refusedPaymentLinks: readonly [link: string, why: string][] = [
  ['http://buy.stripe.com/abc', 'not https'],
  ['javascript:alert(1)', 'a script address'],
  ['https://buy.stripe.com.example.org/abc', 'a look-alike host'],
  ['https://example.org/buy.stripe.com/abc', 'the host only in the path'],
  ['https://x@buy.stripe.com/abc', 'user info before the host'],
  ['https://evil.com@paypal.com/', 'user info naming another host'],
  ['https://stripe.com/abc', 'not a payment host'],
  ['https://buy.stripe.com', 'no path'],
  ['https://buy.stripe.com/a b', 'a space'],
  ['https://buy.stripe.com/a"onmouseover="x', 'a quote'],
  [' https://buy.stripe.com/abc', 'a leading space'],
  [`https://buy.stripe.com/${'a'.repeat(500)}`, 'too long'],
];
