import type { Choice } from './option-choices';

export type TextKey<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T] & string;

export type FlagKey<T> = { [K in keyof T]-?: T[K] extends boolean ? K : never }[keyof T] & string;

export type FieldSpec<T> =
  | {
      kind: 'text';
      field: TextKey<T>;
      label: string;
      type?: 'text' | 'email' | 'tel' | 'date';
      autoComplete?: string;
    }
  | {
      kind: 'textarea';
      field: TextKey<T>;
      label: string;
      rows?: number;
      /** The rules' limit: a live count under the field. */
      limit?: number;
    }
  | {
      kind: 'select';
      field: TextKey<T>;
      label: string;
      choices: (current: string) => Choice[];
    }
  | { kind: 'checkbox'; field: FlagKey<T>; label: string }
  | { kind: 'fact'; field: FlagKey<T>; label: string };

export interface FieldGroup<T> {
  readonly key: string;
  readonly title: string;
  readonly fields: readonly FieldSpec<T>[];
}

/**
 * Selects only offer values of their list (or the stored one), so a typed field gets a value it
 * accepts.
 */
export function withText<T>(item: T, field: TextKey<T>, value: string): T {
  return { ...item, [field]: value };
}

export function withFlag<T>(item: T, field: FlagKey<T>, value: boolean): T {
  return { ...item, [field]: value };
}
