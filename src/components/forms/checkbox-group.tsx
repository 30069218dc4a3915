import type { ReactNode } from 'react';
import { FieldHelp, RequiredMark, useFieldIds } from './field';
import './fields.scss';

export interface CheckboxChoice<T extends string> {
  readonly value: T;
  readonly label: ReactNode;
}

export interface CheckboxGroupProps<T extends string> {
  readonly label: ReactNode;
  /** Every box's name: a form focuses `[name=…]` when the group is invalid. */
  readonly name: string;
  /** The ticked values, in any order. */
  readonly value: readonly T[];
  readonly choices: readonly CheckboxChoice<T>[];
  readonly onChange: (value: T[]) => void;
  readonly onBlur?: () => void;
  readonly description?: ReactNode;
  readonly required?: boolean;
  readonly error?: string | undefined;
  readonly id?: string;
}

/** Several answers of a list: a fieldset of boxes, as RadioGroup is for one answer. */
export function CheckboxGroup<T extends string>({
  label,
  name,
  value,
  choices,
  onChange,
  onBlur,
  description,
  required,
  error,
  id,
}: CheckboxGroupProps<T>) {
  const ids = useFieldIds(id, description, error);
  const toggle = (choice: T, checked: boolean) =>
    onChange(checked ? [...value, choice] : value.filter((ticked) => ticked !== choice));
  return (
    <fieldset
      id={ids.id}
      className="admin-field mb-3"
      aria-labelledby={`${ids.id}-legend`}
      aria-describedby={ids.describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend id={`${ids.id}-legend`} className="form-label fs-6 mb-1">
        {label}
        <RequiredMark required={required} />
      </legend>
      {choices.map((choice, index) => (
        <div key={choice.value} className="form-check">
          <input
            id={`${ids.id}-${index}`}
            className={error ? 'form-check-input is-invalid' : 'form-check-input'}
            type="checkbox"
            name={name}
            value={choice.value}
            checked={value.includes(choice.value)}
            onChange={(event) => toggle(choice.value, event.target.checked)}
            onBlur={onBlur}
          />
          <label className="form-check-label" htmlFor={`${ids.id}-${index}`}>
            {choice.label}
          </label>
        </div>
      ))}
      <FieldHelp ids={ids} description={description} error={error} />
    </fieldset>
  );
}
