import { Checkbox, SelectInput, TextArea, TextInput } from '#src/components/forms';
import { withFlag, withText, type FieldSpec } from './form-fields';

export interface ApplicationFieldProps<T> {
  readonly spec: FieldSpec<T>;
  readonly item: T;
  readonly onChange: (item: T) => void;
  readonly required?: boolean;
  readonly error?: string;
  readonly idPrefix: string;
}

export function ApplicationField<T>({
  spec,
  item,
  onChange,
  required,
  error,
  idPrefix,
}: ApplicationFieldProps<T>) {
  const id = `${idPrefix}-${spec.field}`;
  switch (spec.kind) {
    case 'fact':
      return (
        <p id={id} className="applications-admin__fact">
          <span className="fw-bold">{spec.label}:</span> {item[spec.field] ? 'Sì' : 'No'}
        </p>
      );
    case 'checkbox':
      return (
        <Checkbox
          id={id}
          name={spec.field}
          label={spec.label}
          checked={item[spec.field] as boolean}
          onChange={(checked) => onChange(withFlag(item, spec.field, checked))}
        />
      );
    case 'select': {
      const value = item[spec.field] as string;
      return (
        <SelectInput
          id={id}
          name={spec.field}
          label={spec.label}
          value={value}
          options={spec.choices(value)}
          required={required}
          error={error}
          onChange={(next) => onChange(withText(item, spec.field, next))}
        />
      );
    }
    case 'textarea':
      return (
        <TextArea
          id={id}
          name={spec.field}
          label={spec.label}
          rows={spec.rows}
          limit={spec.limit}
          value={item[spec.field] as string}
          required={required}
          error={error}
          onChange={(next) => onChange(withText(item, spec.field, next))}
        />
      );
    case 'text':
      return (
        <TextInput
          id={id}
          name={spec.field}
          label={spec.label}
          type={spec.type}
          autoComplete={spec.autoComplete}
          value={item[spec.field] as string}
          required={required}
          error={error}
          onChange={(next) => onChange(withText(item, spec.field, next))}
        />
      );
  }
}
