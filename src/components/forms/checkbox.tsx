import type { ReactNode } from 'react';
import { controlAria, FieldHelp, RequiredMark, useFieldIds } from './field';
import './fields.scss';

export interface CheckboxProps {
  readonly label: ReactNode;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly description?: ReactNode;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly error?: string;
  readonly name?: string;
  readonly id?: string;
  readonly className?: string;
}

export function Checkbox({
  label,
  checked,
  onChange,
  description,
  required,
  disabled,
  error,
  name,
  id,
  className,
}: CheckboxProps) {
  const ids = useFieldIds(id, description, error);
  return (
    <div className={['admin-field', 'form-check', 'mb-3', className].filter(Boolean).join(' ')}>
      <input
        id={ids.id}
        className={error ? 'form-check-input is-invalid' : 'form-check-input'}
        type="checkbox"
        name={name}
        checked={checked}
        required={required}
        disabled={disabled}
        {...controlAria(ids, required, error)}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={ids.id}>
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldHelp ids={ids} description={description} error={error} />
    </div>
  );
}
