import { emailMaxLength } from '#src/lib/data/email';
import { slugPattern } from '#src/lib/data/slug-pattern';

// Every bound here is written in firestore.rules too (a test compares them); the forms check first,
// so nothing a visitor sends is refused for its shape.

/** In UTF-16 units, as the rules and JavaScript's `length` count them. */
export const applicationLimits = {
  name: 100,
  phone: 40,
  email: emailMaxLength,
  zip: 10,
  /** An Italian barn code is 8 characters, e.g. 123AB456; some carry more. */
  barncode: 20,
  short: 100,
  address: 300,
  long: 2000,
  horses: 10,
  horseSlug: 100,
  photos: 5,
  photoName: 17,
} as const;

export const photoNamePattern = /^[a-z0-9]{12}\.(webp|jpg)$/;

export const horseSlugPattern = slugPattern;

export { emailPattern, emailShape, isMailbox } from '#src/lib/data/email';

/**
 * Digits and spaces, a + only in front, 6 to 15 digits (an Italian landline's fewest, E.164's
 * most): docs/product.md, "Phone numbers". firestore.rules `isPhone` says the same.
 */
export const phonePattern = /^\+?[0-9][0-9 ]*$/;
export const phoneDigits = { min: 6, max: 15 } as const;

export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/[ +]/g, '').length;
  return phonePattern.test(value) && digits >= phoneDigits.min && digits <= phoneDigits.max;
}

export const barncodePattern = /^[0-9A-Z]*$/;

/** The server dates it: the rules refuse a client's clock. */
export interface PublicCreateFields {
  readonly isNew: true;
}
