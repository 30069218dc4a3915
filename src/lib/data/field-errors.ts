import * as z from 'zod/mini';

// A form's field errors come from its model's schema (decision 81): the limits and their Italian
// messages are written once, in the schema, and every form and write reads them from there.

export type FieldErrorsOf<T> = Partial<Record<Extract<keyof T, string>, string>>;

/** A schema a draft of type `T` is checked with (what it parses to does not matter here). */
export type DraftSchema<T> = z.ZodMiniType<unknown, T>;

/**
 * The draft's field errors, `{ field: message }`: the first message per field, the field being the
 * first step of the issue's path (an error in `{ Dentista: { every } }` is Dentista's). An issue
 * about the whole draft has no field and is not a field error.
 */
export function fieldErrors<T>(schema: DraftSchema<T>, draft: T): FieldErrorsOf<T> {
  const parsed = z.safeParse(schema, draft);
  const errors: Partial<Record<string, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    if (typeof field === 'string' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors as FieldErrorsOf<T>;
}

/** A check for a text field that must hold more than spaces. */
export const notBlank = (message: string) =>
  z.refine<string>((value) => value.trim() !== '', message);
