import * as z from 'zod/mini';
import {
  applicationLimits,
  emailPattern,
  horseSlugPattern,
  photoNamePattern,
} from './public-application';

// The pieces of the input schemas, which firestore.rules mirror (a test compares them). Apart from
// public-application.ts, which the forms' pages load, so that they build no schema they need not.

// The schemas that read applications stay lenient on purpose: these limits bind what the public
// sends, not what staff keep.

export const answer = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

export const optionalAnswer = (max: number) => z.string().check(z.maxLength(max));

export const emailAddress = () =>
  z.string().check(z.maxLength(applicationLimits.email), z.regex(emailPattern));

export const listOf = (max: number, item: RegExp, itemMax: number) =>
  z.array(z.string().check(z.maxLength(itemMax), z.regex(item))).check(z.maxLength(max));

export const photoList = () =>
  listOf(applicationLimits.photos, photoNamePattern, applicationLimits.photoName);

export const horseSlug = () =>
  z.string().check(z.maxLength(applicationLimits.horseSlug), z.regex(horseSlugPattern));
