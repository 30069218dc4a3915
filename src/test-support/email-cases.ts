import { emailMaxLength } from '#src/lib/data/email';

// The addresses that the app's check and firestore.rules `isMailbox` both take or both refuse
// (decision 72): src/lib/data/email.test.ts and the applications' model test run them on the app's
// side, tests/emulator/rules/{staff-applications,public-limits,mail,horses}.test.ts on the rules.

const domain = '@example.org';

/** One mailbox each: stored, and a mail's `to`. */
export const oneMailbox: readonly string[] = [
  'ada@example.org',
  'maria.rossi+cavalli@example.co.uk',
  "o'brien@example.ie",
  'a_b-c@sub-domain.example.it',
  `${'a'.repeat(emailMaxLength - domain.length)}${domain}`,
];

/**
 * What would reach more than one mailbox, or a mailbox under a name, once nodemailer parses it:
 * a list, separators, an RFC 5322 group, a display name, a comment.
 */
export const severalMailboxes: readonly { what: string; email: string | readonly string[] }[] = [
  { what: 'a list', email: ['ada@example.org', 'bice@example.org'] },
  {
    what: 'a list of 30',
    email: Array.from({ length: 30 }, (_, i) => `socio${i}@example.org`),
  },
  { what: 'a list of one', email: ['ada@example.org'] },
  { what: 'a comma', email: 'ada@example.org, bice@example.org' },
  { what: 'a comma, no space', email: 'ada@example.org,bice@example.org' },
  { what: 'a semicolon', email: 'ada@example.org; bice@example.org' },
  { what: 'a group', email: 'Soci: ada@example.org, bice@example.org;' },
  { what: 'a group of one, no space', email: 'Soci:ada@example.org;' },
  { what: 'a comma before the one @', email: 'ada,bice@example.org' },
  { what: 'a display name', email: 'Ada <ada@example.org>' },
  { what: 'angle brackets', email: '<ada@example.org>' },
  { what: 'a quoted name', email: '"Ada"ada@example.org' },
  { what: 'a comment', email: 'ada@example.org(Ada)' },
  { what: 'a line break', email: 'ada@example.org\nbice@example.org' },
];

/** Not one mailbox of the stored shape, though a single string. */
export const notOneMailbox: readonly { what: string; email: string }[] = [
  ...severalMailboxes.flatMap(({ what, email }) =>
    typeof email === 'string' ? [{ what, email }] : [],
  ),
  {
    what: `${emailMaxLength + 1} characters`,
    email: `${'a'.repeat(emailMaxLength + 1 - domain.length)}${domain}`,
  },
  { what: 'no dot in the domain', email: 'ada@example' },
  { what: 'no local part', email: '@example.org' },
  { what: 'a space', email: 'ada rossi@example.org' },
  { what: 'two @', email: 'ada@bice@example.org' },
];
