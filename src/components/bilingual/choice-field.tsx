import { RadioGroup } from '#src/components/forms/radio-group';

// One file at a time from the form kit, so that a public page loads nothing else of it.

export interface Choice<T extends string> {
  readonly value: T;
  /** In the page's language, from the form's dictionary. */
  readonly label: string;
}

interface ChoiceFieldProps<T extends string> {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly required?: boolean;
  readonly hint?: string | undefined;
  readonly error: string | undefined;
  readonly choices: readonly Choice<T>[];
  readonly value: T | '';
  readonly onChange: (value: T) => void;
  readonly onBlur: () => void;
}

export function ChoiceField<T extends string>({
  id,
  name,
  label,
  required,
  hint,
  error,
  choices,
  value,
  onChange,
  onBlur,
}: ChoiceFieldProps<T>) {
  return (
    <RadioGroup
      id={id}
      name={name}
      label={label}
      required={required}
      description={hint}
      error={error}
      choices={choices}
      value={value}
      onChange={(next) => onChange(next as T)}
      onBlur={onBlur}
    />
  );
}

/** A choice for each value, labelled in the page's language (what is stored is the value). */
export function choicesOf<T extends readonly string[]>(
  values: T,
  labels: { readonly [K in T[number]]: string },
): Choice<T[number]>[] {
  return values.map((value: T[number]) => ({ value, label: labels[value] }));
}
