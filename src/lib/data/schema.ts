import * as z from 'zod/mini';
import { triStates, type TriState } from '#src/config/options';
import { fail, ok, type Result } from './result';

// Lenient where older or hand-edited documents are clear (a missing text is ''), strict where
// really wrong.

const maybe = <S extends z.ZodMiniType>(schema: S, error: string) =>
  z.optional(z.union([schema, z.null()], { error }));

export const text = () =>
  z.pipe(
    maybe(z.string(), 'deve essere un testo'),
    z.transform((value) => value ?? ''),
  );

export const triState = () =>
  z.pipe(
    maybe(z.literal(triStates), 'deve essere 1, -1 o 0'),
    z.transform((value): TriState => value ?? 0),
  );

export const flag = () =>
  z.pipe(
    maybe(z.boolean(), 'deve essere vero o falso'),
    z.transform((value) => value ?? false),
  );

const listOf = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `deve essere uno tra ${listOf(values)}` });

export const optionalOneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(
    maybe(z.enum([...values, '']), `deve essere uno tra ${listOf(values)} o vuoto`),
    z.transform((value): T[number] | '' => value ?? ''),
  );

const DATE_ERROR = 'deve essere una data AAAA-MM-GG';

export const isoDate = () =>
  z.pipe(
    maybe(z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2})?$/, DATE_ERROR)), DATE_ERROR),
    z.transform((value) => value ?? ''),
  );

export const amount = () => z.number({ error: 'deve essere un numero' });

export const amountOr = (fallback: number) =>
  z.pipe(
    maybe(z.number(), 'deve essere un numero'),
    z.transform((value) => value ?? fallback),
  );

interface TimestampLike {
  toDate(): Date;
}

export const timestamp = () =>
  z.pipe(
    z.custom<TimestampLike | Date>(
      (value) =>
        value instanceof Date || typeof (value as TimestampLike | null)?.toDate === 'function',
      'deve essere una data e ora',
    ),
    z.transform((value) => (value instanceof Date ? value : value.toDate())),
  );

/** A published file carries a Firestore timestamp as an ISO string: JSON has no dates. */
export const isoDateTime = () =>
  z.pipe(
    z
      .string()
      .check(
        z.refine((value) => !Number.isNaN(Date.parse(value)), 'deve essere una data e ora ISO'),
      ),
    z.transform((value) => new Date(value)),
  );

export const stringList = () =>
  z.pipe(
    maybe(z.array(z.string()), 'deve essere una lista di testi'),
    z.transform((value) => value ?? []),
  );

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.');
  return field ? `campo "${field}" ${issue.message}` : issue.message;
}

/** A malformed document becomes a failed result naming the field, never a crash further on. */
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
