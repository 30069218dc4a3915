import type { ReactNode } from 'react';
import { controlAria, FieldHelp, FieldLabel, useFieldIds } from './field';
import { SearchableSelect } from './searchable-select';
import type { SelectOption } from './select-search';
import './fields.scss';

export type { SelectOption } from './select-search';

export interface SelectInputProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly SelectOption[];
  readonly searchable?: boolean;
  readonly placeholder?: string;
  readonly required?: boolean;
  readonly description?: ReactNode;
  readonly disabled?: boolean;
  readonly error?: string;
  readonly name?: string;
  readonly id?: string;
  readonly className?: string;
}

export const defaultPlaceholder = '— Non indicato —';

/** A value of '' must show as "not chosen", not as the first option. */
export function withEmptyChoice(
  options: readonly SelectOption[],
  placeholder = defaultPlaceholder,
): readonly SelectOption[] {
  return options.some((option) => option.value === '')
    ? options
    : [{ value: '', label: placeholder }, ...options];
}

export function SelectInput(props: SelectInputProps) {
  const { label, value, onChange, options, placeholder, required, description, disabled } = props;
  const { error, name, id, className, searchable } = props;
  const ids = useFieldIds(id, description, error);
  return (
    <div className={['admin-field', 'mb-3', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.id} id={`${ids.id}-label`} required={required}>
        {label}
      </FieldLabel>
      {searchable ? (
        <SearchableSelect
          ids={ids}
          labelId={`${ids.id}-label`}
          label={label}
          value={value}
          onChange={onChange}
          options={options}
          placeholder={placeholder}
          required={required}
          disabled={disabled}
          error={error}
          name={name}
        />
      ) : (
        <select
          id={ids.id}
          className={error ? 'form-select is-invalid' : 'form-select'}
          name={name}
          value={value}
          required={required}
          disabled={disabled}
          {...controlAria(ids, required, error)}
          onChange={(event) => onChange(event.target.value)}
        >
          {withEmptyChoice(options, placeholder).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
      <FieldHelp ids={ids} description={description} error={error} />
    </div>
  );
}
