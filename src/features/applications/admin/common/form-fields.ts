// The fields of an application's detail form as data: the form draws them with the admin UI kit,
// and the CSV export reuses their labels, so a field reads the same on screen and in the file.
import type { Choice } from './option-choices';

/** The keys of `T` whose values are texts (free text, dates, values of an option list). */
export type TextKey<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T] & string;

/** The keys of `T` whose values are yes/no flags. */
export type FlagKey<T> = { [K in keyof T]-?: T[K] extends boolean ? K : never }[keyof T] & string;

export type FieldSpec<T> =
  | {
      kind: 'text';
      field: TextKey<T>;
      label: string;
      type?: 'text' | 'email' | 'tel' | 'date';
      autoComplete?: string;
    }
  | { kind: 'textarea'; field: TextKey<T>; label: string; rows?: number }
  | {
      kind: 'select';
      field: TextKey<T>;
      label: string;
      /** The choices, given the current value (which stays selectable even when not in a list). */
      choices: (current: string) => Choice[];
    }
  | { kind: 'checkbox'; field: FlagKey<T>; label: string }
  /** An answer staff read but never change (the applicant's declaration): "Label: Sì". */
  | { kind: 'fact'; field: FlagKey<T>; label: string };

/** A group of fields, drawn as one collapsible card. */
export interface FieldGroup<T> {
  readonly key: string;
  readonly title: string;
  readonly fields: readonly FieldSpec<T>[];
}

/**
 * A copy of the application with one text field changed. Selects only offer values of their list
 * (or the value already stored), so a typed field such as `evaluation` gets a value it accepts.
 */
export function withText<T>(item: T, field: TextKey<T>, value: string): T {
  return { ...item, [field]: value };
}

export function withFlag<T>(item: T, field: FlagKey<T>, value: boolean): T {
  return { ...item, [field]: value };
}
