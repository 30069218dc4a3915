import type { ReactNode } from 'react';
import { FieldHelp, useFieldIds } from '#src/components/forms/field';
import { RichTextEditor } from './rich-text-editor';

export interface RichTextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (html: string) => void;
  readonly description?: ReactNode;
  readonly error?: string;
  readonly disabled?: boolean;
  readonly id?: string;
  readonly name?: string;
  readonly className?: string;
}

export function RichTextField({
  label,
  value,
  onChange,
  description,
  error,
  disabled,
  id,
  name,
  className,
}: RichTextFieldProps) {
  const ids = useFieldIds(id, description, error);
  return (
    <div className={['admin-field', 'mb-3', className].filter(Boolean).join(' ')}>
      <RichTextEditor
        id={ids.id}
        name={name}
        label={label}
        value={value}
        onChange={onChange}
        describedBy={ids.describedBy}
        invalid={Boolean(error)}
        disabled={disabled}
      />
      <FieldHelp ids={ids} description={description} error={error} />
    </div>
  );
}
