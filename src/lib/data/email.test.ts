import { notOneMailbox, oneMailbox } from '#src/test-support/email-cases';
import { emailPattern, isMailbox } from './email';

// The same cases run on the rules: tests/emulator/rules/{staff-applications,public-limits}.test.ts.

describe('one mailbox (decision 72)', () => {
  it.each(oneMailbox)('takes %s', (email) => {
    expect(isMailbox(email)).toBe(true);
  });

  it.each(notOneMailbox)('refuses $what', ({ email }) => {
    expect(isMailbox(email)).toBe(false);
  });

  it('is anchored: no address hides in a longer text', () => {
    expect(emailPattern.test('x ada@example.org')).toBe(false);
    expect(emailPattern.test('ada@example.org x')).toBe(false);
  });
});
