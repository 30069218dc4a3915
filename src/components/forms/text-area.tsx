import type { ReactNode } from 'react';
import type { SiteLanguage } from '#src/config/site';
import { CharacterCountLine } from './character-count-line';
import { countZone } from './character-count';
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
  /**
   * The most characters the field takes (the rules' limit): a live count under it, flagged when
   * over. Never a `maxlength`, which would cut a paste without a word.
   */
  readonly limit?: number;
  /** The language of the count (public forms); staff forms are Italian. */
  readonly language?: SiteLanguage;
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
  limit,
  language = 'it',
  id,
  className,
}: TextAreaProps) {
  const ids = useFieldIds(id, description, error);
  const countId = limit === undefined ? undefined : `${ids.id}-count`;
  const over = limit !== undefined && countZone(value.length, limit) === 'over';
  const aria = controlAria(ids, required, error);
  return (
    <div className={['admin-field', 'mb-3', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.id} required={required}>
        {label}
      </FieldLabel>
      <textarea
        id={ids.id}
        className={error || over ? 'form-control is-invalid' : 'form-control'}
        name={name}
        rows={rows}
        value={value}
        required={required}
        readOnly={readOnly}
        disabled={disabled}
        placeholder={placeholder}
        {...aria}
        aria-describedby={
          [aria['aria-describedby'], countId].filter(Boolean).join(' ') || undefined
        }
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {countId && limit !== undefined && (
        <CharacterCountLine id={countId} length={value.length} limit={limit} language={language} />
      )}
      <FieldHelp ids={ids} description={description} error={error} />
    </div>
  );
}
