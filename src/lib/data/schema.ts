import * as z from 'zod/mini';
import { triStates, type TriState } from '#src/config/options';
import { fail, ok, type Result } from './result';

// Field schemas for documents read from Firestore. They accept what older or hand-edited documents
// hold where the meaning is clear (a missing text is '', a missing flag is unset), and refuse what
// is really wrong (a number where a name should be), naming the document and the field.

/** A value that may be missing or null (older documents leave fields out). */
const maybe = <S extends z.ZodMiniType>(schema: S, error: string) =>
  z.optional(z.union([schema, z.null()], { error }));

/** A text field; absent reads as ''. */
export const text = () =>
  z.pipe(
    maybe(z.string(), 'deve essere un testo'),
    z.transform((value) => value ?? ''),
  );

/** A tri-state flag: 1 yes, -1 no, 0 unset; absent reads as 0. */
export const triState = () =>
  z.pipe(
    maybe(z.literal(triStates), 'deve essere 1, -1 o 0'),
    z.transform((value): TriState => value ?? 0),
  );

/** A boolean flag; absent reads as false. */
export const flag = () =>
  z.pipe(
    maybe(z.boolean(), 'deve essere vero o falso'),
    z.transform((value) => value ?? false),
  );

const listOf = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');

/** One of a fixed list of values. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `deve essere uno tra ${listOf(values)}` });

/** One of a fixed list of values, or '' when not set (absent reads as ''). */
export const optionalOneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(
    maybe(z.enum([...values, '']), `deve essere uno tra ${listOf(values)} o vuoto`),
    z.transform((value): T[number] | '' => value ?? ''),
  );

const DATE_ERROR = 'deve essere una data AAAA-MM-GG';

/** A calendar date as `YYYY-MM-DD` (docs/product.md "Dates"), or '' when unknown. */
export const isoDate = () =>
  z.pipe(
    maybe(z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2})?$/, DATE_ERROR)), DATE_ERROR),
    z.transform((value) => value ?? ''),
  );

/** A number, such as an amount in euros. */
export const amount = () => z.number({ error: 'deve essere un numero' });

/** An amount in euros that older documents leave out; absent reads as `fallback`. */
export const amountOr = (fallback: number) =>
  z.pipe(
    maybe(z.number(), 'deve essere un numero'),
    z.transform((value) => value ?? fallback),
  );

interface TimestampLike {
  toDate(): Date;
}

/** A Firestore timestamp, read as a Date (a Date is accepted as it is, for writes). */
export const timestamp = () =>
  z.pipe(
    z.custom<TimestampLike | Date>(
      (value) =>
        value instanceof Date || typeof (value as TimestampLike | null)?.toDate === 'function',
      'deve essere una data e ora',
    ),
    z.transform((value) => (value instanceof Date ? value : value.toDate())),
  );

/**
 * A date and time written as an ISO string (`2026-04-18T08:00:00.000Z`), as a published file carries
 * a Firestore timestamp (JSON has no dates), read as a Date.
 */
export const isoDateTime = () =>
  z.pipe(
    z
      .string()
      .check(
        z.refine((value) => !Number.isNaN(Date.parse(value)), 'deve essere una data e ora ISO'),
      ),
    z.transform((value) => new Date(value)),
  );

/** A list of strings; absent reads as []. */
export const stringList = () =>
  z.pipe(
    maybe(z.array(z.string()), 'deve essere una lista di testi'),
    z.transform((value) => value ?? []),
  );

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.');
  return field ? `campo "${field}" ${issue.message}` : issue.message;
}

/**
 * Parses a document's data into its typed shape. A malformed document becomes a failed result that
 * names the document and the field, never a crash further on.
 */
export function parseDocument<S extends z.ZodMiniType>(
  schema: S,
  path: string,
  data: unknown,
): Result<z.infer<S>> {
  const parsed = z.safeParse(schema, data);
  if (parsed.success) return ok(parsed.data);
  const details = parsed.error.issues.map(describeIssue).join('; ');
  return fail('malformed-document', `Il documento ${path} non è valido: ${details}.`);
}
