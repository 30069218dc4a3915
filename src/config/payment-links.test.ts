import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { acceptedPaymentLinks, refusedPaymentLinks } from '../../tests/support/payment-link-cases';
import { isPaymentLink, paymentLinkMaxLength, paymentLinkPattern } from './payment-links';

describe('payment links', () => {
  it.each(acceptedPaymentLinks)('accepts %j', (link) => {
    expect(isPaymentLink(link)).toBe(true);
  });

  it.each(refusedPaymentLinks)('refuses %j (%s)', (link) => {
    expect(isPaymentLink(link)).toBe(false);
  });

  it('is the same pattern and limit as isPaymentLink in firestore.rules', () => {
    const rules = readFileSync(join(process.cwd(), 'firestore.rules'), 'utf8');
    const body = /function isPaymentLink\(value\) \{([\s\S]*?)\n {4}\}/.exec(rules)?.[1] ?? '';
    expect(body).toContain(`value.matches('${paymentLinkPattern}')`);
    expect(body).toContain(`value.size() <= ${paymentLinkMaxLength}`);
  });
});
