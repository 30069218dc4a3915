import { slugPattern } from '#src/lib/data/slug';

// What a visitor's adoption or cession application may hold (docs/product.md "Public applications").
// The same limits are written in firestore.rules, which refuse anything else; the forms check them
// first so that nothing a visitor can send is refused for its shape.

/** Sizes in characters, as the rules count them. */
export const applicationLimits = {
  name: 100,
  phone: 40,
  email: 200,
  zip: 10,
  /** An Italian barn code (codice aziendale) is 8 characters, e.g. 123AB456; some carry more. */
  barncode: 20,
  /** Short answers: a breed, a height. */
  short: 100,
  address: 300,
  /** Long answers and notes. */
  long: 2000,
  /** Horses one adoption application may name. */
  horses: 10,
  /** Photos per application (decision 37). */
  photos: 5,
} as const;

/**
 * What a sent photo is called in its folder: 12 lower-case letters and digits, `.webp`, or `.jpg`
 * for the JPEG of a browser that cannot encode WebP (decision 37).
 */
export const photoNamePattern = /^[a-z0-9]{12}\.(webp|jpg)$/;

/** A horse's slug as the adoption form sends it (the same shape staff give horses). */
export const horseSlugPattern = slugPattern;

/** A plausible e-mail address: something, @, a domain with a dot; no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A barn code as the form sends it: capital letters and digits only (spaces dropped). */
export const barncodePattern = /^[0-9A-Z]*$/;

/**
 * What every public create adds to the visitor's answers: the application is new until a staff
 * member opens it, and the server dates it (`serverTimestamp()`; the rules refuse a client's clock).
 */
export interface PublicCreateFields {
  readonly isNew: true;
}
