import { RadioGroup } from '#src/components/forms/radio-group';
import type { SiteLanguage } from '#src/config/site';
import { Bilingual, type BiText } from './bilingual';

// One file at a time from the form kit, so that a public page loads nothing else of it.

export function fieldHint(hint: BiText | undefined, language: SiteLanguage) {
  return hint && <Bilingual text={hint} language={language} />;
}

export interface Choice<T extends string> {
  readonly value: T;
  readonly label: BiText;
}

interface ChoiceFieldProps<T extends string> {
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
