import { RadioGroup } from '#src/components/forms/radio-group';
import type { SiteLanguage } from '#src/config/site';
import { Bilingual, type BiText } from './bilingual';

// The public forms' fields are the form kit's (#src/components/forms, one file at a time so that a
// page loads nothing else of it): their labels are <Bilingual> texts, their hints too.

/** A field's hint, for the kit's `description`: nothing without a text. */
export function fieldHint(hint: BiText | undefined, language: SiteLanguage) {
  return hint && <Bilingual text={hint} language={language} separator="" />;
}

export interface Choice<T extends string> {
  readonly value: T;
  readonly label: BiText;
}

interface ChoiceFieldProps<T extends string> {
  /** The fieldset's id; each radio's is derived from it. */
  readonly id: string;
  readonly name: string;
  readonly label: BiText;
  readonly language: SiteLanguage;
  readonly required?: boolean;
  readonly hint?: BiText | undefined;
  readonly error: string | undefined;
  readonly choices: readonly Choice<T>[];
  readonly value: T | '';
  readonly onChange: (value: T) => void;
  readonly onBlur: () => void;
}

/** The kit's radio group with bilingual texts (a few fixed options: one click, all visible). */
export function ChoiceField<T extends string>({
  id,
  name,
  label,
  language,
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
      label={<Bilingual text={label} language={language} />}
      required={required}
      description={fieldHint(hint, language)}
      error={error}
      choices={choices.map((choice) => ({
        value: choice.value,
        label: <Bilingual text={choice.label} language={language} />,
      }))}
      value={value}
      onChange={(next) => onChange(next as T)}
      onBlur={onBlur}
    />
  );
}
