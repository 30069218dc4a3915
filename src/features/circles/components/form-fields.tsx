import { FieldHelp, RequiredMark, useFieldIds } from '#src/components/forms/field';
import type { SiteLanguage } from '#src/config/site';
import { Bilingual } from './bilingual';
import type { BiText } from './circle-text';

// The circle form's fields are the form kit's (#src/components/forms, one file at a time so that the
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

/**
 * A group of radio buttons under a legend (a few fixed options: one click, all visible). The kit has
 * no radio group: this one takes its required mark, its ids and its description and error.
 */
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
  const description = fieldHint(hint, language);
  const ids = useFieldIds(id, description, error);
  return (
    <fieldset className="admin-field mb-3" id={ids.id} aria-describedby={ids.describedBy}>
      <legend className="form-label fs-6 mb-2">
        <Bilingual text={label} language={language} />
        <RequiredMark required={required} />
      </legend>
      {choices.map((choice) => (
        <div key={choice.value} className="form-check form-check-inline">
          <input
            id={`${ids.id}-${choice.value}`}
            className={error ? 'form-check-input is-invalid' : 'form-check-input'}
            type="radio"
            name={name}
            value={choice.value}
            required={required}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            onBlur={onBlur}
          />
          <label className="form-check-label" htmlFor={`${ids.id}-${choice.value}`}>
            <Bilingual text={choice.label} language={language} />
          </label>
        </div>
      ))}
      <FieldHelp ids={ids} description={description} error={error} />
    </fieldset>
  );
}
