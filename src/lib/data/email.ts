// One mailbox (docs/product.md "E-mail addresses"; decision 72): the shape of every e-mail address
// the product stores and of every mail's recipient.

/**
 * RFC 5322 atom characters and dots, an @, a domain of letters, digits and hyphens with a dot.
 * Nothing that separates, groups or names (space, comma, semicolon, colon, angle brackets,
 * parentheses, quotes), so nodemailer reads exactly one recipient. firestore.rules `isMailbox`
 * matches the very same string (a test compares them); the browser's own `type="email"` check is
 * no looser.
 */
export const emailShape = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+([.][A-Za-z0-9-]+)+";

export const emailPattern = new RegExp(`^(?:${emailShape})$`);

/** In UTF-16 units, as the rules and JavaScript's `length` count them. */
export const emailMaxLength = 200;

/** One address of the stored shape. */
export function isMailbox(value: string): boolean {
  return value.length <= emailMaxLength && emailPattern.test(value);
}
