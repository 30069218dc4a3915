import * as z from 'zod/mini';
import { slugPattern } from '#src/lib/data/slug';

// What a visitor's adoption, cession or circle application may hold (docs/product.md "Public
// applications", decision 45). Every string and every list a public create holds is bounded, here
// once, and the same numbers are written in firestore.rules, which refuse anything else (a test
// compares them); the forms check them first so that nothing a visitor can send is refused for its
// shape.

/** Sizes in characters, as the rules count them (UTF-16 units, as JavaScript's `length`). */
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
  /** A horse's slug, in an adoption's list or a circle application (staff slugs have at most 80). */
  horseSlug: 100,
  /** Photos per application (decision 37). */
  photos: 5,
  /** A photo's name: 12 letters and digits and `.webp` (see photoNamePattern). */
  photoName: 17,
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

// Schemas of what a public create holds, field by field as the rules check it. The schemas that
// read applications stay lenient on purpose (documents staff wrote or imported may be longer): the
// limits bind what the public sends, not what staff keep.

/** A required answer (the rules' `isAnswer`): 1..max characters. */
export const answer = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/** An optional answer (the rules' `isOptional`): 0..max characters, '' when not given. */
export const optionalAnswer = (max: number) => z.string().check(z.maxLength(max));

/** An e-mail address of the shape the rules' `isEmail` accepts. */
export const emailAddress = () =>
  z.string().check(z.maxLength(applicationLimits.email), z.regex(emailPattern));

/**
 * A list of at most `max` strings, each of `item`'s shape and at most `itemMax` characters (the
 * rules' `isListOf`).
 */
export const listOf = (max: number, item: RegExp, itemMax: number) =>
  z.array(z.string().check(z.maxLength(itemMax), z.regex(item))).check(z.maxLength(max));

/** The names of the photos the visitor kept. */
export const photoList = () =>
  listOf(applicationLimits.photos, photoNamePattern, applicationLimits.photoName);

/** A horse's slug (at most `horseSlug` characters). */
export const horseSlug = () =>
  z.string().check(z.maxLength(applicationLimits.horseSlug), z.regex(horseSlugPattern));
