import type { ReactNode } from 'react';
import { FieldHelp, RequiredMark, useFieldIds } from './field';
import './fields.scss';

export interface RadioChoice {
  readonly value: string;
  readonly label: ReactNode;
}

export interface RadioGroupProps {
  readonly label: ReactNode;
  readonly name: string;
  readonly value: string;
  readonly choices: readonly RadioChoice[];
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly description?: ReactNode;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly error?: string;
  readonly id?: string;
  readonly inline?: boolean;
  readonly className?: string;
}

export function RadioGroup({
  label,
  name,
  value,
  choices,
  onChange,
  onBlur,
  description,
  required,
  disabled,
  error,
  id,
  inline = true,
  className,
}: RadioGroupProps) {
  const ids = useFieldIds(id, description, error);
  const checkClass = inline ? 'form-check form-check-inline' : 'form-check';
  return (
    <fieldset
      id={ids.id}
      className={['admin-field', 'mb-3', className].filter(Boolean).join(' ')}
      role="radiogroup"
      aria-labelledby={`${ids.id}-legend`}
      aria-describedby={ids.describedBy}
      aria-invalid={error ? true : undefined}
      aria-required={required ? true : undefined}
    >
      <legend id={`${ids.id}-legend`} className="form-label fs-6 mb-1">
        {label}
        <RequiredMark required={required} />
      </legend>
      {choices.map((choice) => (
        <div key={choice.value} className={checkClass}>
          <input
            id={`${ids.id}-${choice.value}`}
            className={error ? 'form-check-input is-invalid' : 'form-check-input'}
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            required={required}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
          <label className="form-check-label" htmlFor={`${ids.id}-${choice.value}`}>
            {choice.label}
          </label>
        </div>
      ))}
      <FieldHelp ids={ids} description={description} error={error} />
    </fieldset>
  );
}
