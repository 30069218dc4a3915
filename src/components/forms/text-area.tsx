import type { ReactNode } from 'react';
import { controlAria, FieldHelp, FieldLabel, useFieldIds } from './field';
import './fields.scss';

export interface TextAreaProps {
  readonly label: ReactNode;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly name?: string;
  readonly rows?: number;
  readonly required?: boolean;
  readonly description?: ReactNode;
  readonly placeholder?: string;
  readonly readOnly?: boolean;
  readonly disabled?: boolean;
  readonly error?: string;
  readonly maxLength?: number;
  readonly id?: string;
  readonly className?: string;
}

export function TextArea({
  label,
  value,
  onChange,
  onBlur,
  name,
  rows = 4,
  required,
  description,
  placeholder,
  readOnly,
  disabled,
  error,
  maxLength,
  id,
  className,
}: TextAreaProps) {
  const ids = useFieldIds(id, description, error);
  return (
    <div className={['admin-field', 'mb-3', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.id} required={required}>
        {label}
      </FieldLabel>
      <textarea
        id={ids.id}
        className={error ? 'form-control is-invalid' : 'form-control'}
        name={name}
        rows={rows}
        value={value}
        required={required}
        readOnly={readOnly}
        disabled={disabled}
        placeholder={placeholder}
        maxLength={maxLength}
        {...controlAria(ids, required, error)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <FieldHelp ids={ids} description={description} error={error} />
    </div>
  );
}
