import * as z from 'zod/mini';

// A form's field errors come from its model's schema (decision 81): the limits and their Italian
// messages are written once, in the schema, and every form and write reads them from there.

export type FieldErrorsOf<T> = Partial<Record<Extract<keyof T, string>, string>>;

/** A schema a draft of type `T` is checked with (what it parses to does not matter here). */
export type DraftSchema<T> = z.ZodMiniType<unknown, T>;

/** The first issue of each field, the field being the first step of the issue's path. */
function fieldIssues<T>(schema: DraftSchema<T>, draft: T): Map<string, z.core.$ZodIssue> {
  const parsed = z.safeParse(schema, draft);
  const issues = new Map<string, z.core.$ZodIssue>();
  if (parsed.success) return issues;
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    if (typeof field === 'string' && !issues.has(field)) issues.set(field, issue);
  }
  return issues;
}

/**
 * The draft's field errors, `{ field: message }`: the first message per field, the field being the
 * first step of the issue's path (an error in `{ Dentista: { every } }` is Dentista's). An issue
 * about the whole draft has no field and is not a field error.
 */
export function fieldErrors<T>(schema: DraftSchema<T>, draft: T): FieldErrorsOf<T> {
  const errors: Partial<Record<string, string>> = {};
  for (const [field, issue] of fieldIssues(schema, draft)) errors[field] = issue.message;
  return errors as FieldErrorsOf<T>;
}

/**
 * A bilingual form's error texts (in its dictionary, one language): a schema whose words would be in
 * two languages writes a key of these as its message instead (`'required'`, `'tooLong'`), and a text
 * that names the check's limit is a function of it.
 */
export type ErrorTexts = Readonly<Record<string, string | ((limit: number) => string)>>;

/**
 * `fieldErrors` for a bilingual form: each field's message is its schema message's text in
 * `texts`, given the limit of a length or size check (`maximum`, else `minimum`). A message that is
 * not a key of `texts` is a programming error, and throws.
 */
export function fieldErrorsIn<T>(
  schema: DraftSchema<T>,
  draft: T,
  texts: ErrorTexts,
): FieldErrorsOf<T> {
  const errors: Partial<Record<string, string>> = {};
  for (const [field, issue] of fieldIssues(schema, draft)) {
    const text = Object.hasOwn(texts, issue.message) ? texts[issue.message] : undefined;
    if (text === undefined) throw new Error(`No error text for "${issue.message}" (${field}).`);
    errors[field] = typeof text === 'string' ? text : text(limitOf(issue));
  }
  return errors as FieldErrorsOf<T>;
}

function limitOf(issue: z.core.$ZodIssue): number {
  if (issue.code === 'too_big') return Number(issue.maximum);
  if (issue.code === 'too_small') return Number(issue.minimum);
  return Number.NaN;
}

/** A check for a text field that must hold more than spaces. */
export const notBlank = (message: string) =>
  z.refine<string>((value) => value.trim() !== '', message);
