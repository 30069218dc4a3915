import { useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { controlAria, FieldHelp, FieldLabel, useFieldIds } from './field';
import './fields.scss';

export type TextInputType =
  'text' | 'email' | 'tel' | 'url' | 'date' | 'datetime-local' | 'password' | 'number';

export interface TextInputProps {
  /**
   * The show, copy and clear buttons are named after a text label ("Mostra Password"): give them
   * one.
   */
  readonly label: ReactNode;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly name?: string;
  readonly type?: TextInputType;
  readonly required?: boolean;
  readonly description?: ReactNode;
  readonly placeholder?: string;
  readonly readOnly?: boolean;
  readonly disabled?: boolean;
  readonly error?: string;
  readonly revealable?: boolean;
  readonly copyable?: boolean;
  readonly clearable?: boolean;
  readonly autoComplete?: string;
  readonly inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  readonly maxLength?: number;
  readonly id?: string;
  readonly className?: string;
}

export const COPY_FEEDBACK_MS = 2000;

export const copyMessages = {
  done: 'Copiato negli appunti.',
  failed: 'Copia non riuscita: seleziona il testo e copialo a mano.',
} as const;

type CopyState = 'idle' | 'done' | 'failed';

function useCopy(value: string) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API not available');
      await navigator.clipboard.writeText(value);
      setState('done');
    } catch {
      // Refused permission or an insecure page: say so, the text can still be selected.
      setState('failed');
    }
  };
  return { state, copy };
}

export function TextInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  type = 'text',
  required,
  description,
  placeholder,
  readOnly,
  disabled,
  error,
  revealable,
  copyable,
  clearable,
  autoComplete,
  inputMode,
  maxLength,
  id,
  className,
}: TextInputProps) {
  const ids = useFieldIds(id, description, error);
  const input = useRef<HTMLInputElement>(null);
  const [revealed, setRevealed] = useState(false);
  const { state: copyState, copy } = useCopy(value);
  const shownType = revealable && !revealed ? 'password' : type === 'password' ? 'text' : type;
  const canClear = clearable && !readOnly && !disabled && value !== '';
  const hasButtons = revealable || copyable || canClear;
  // The buttons' names repeat the label (a text one: TextInputProps).
  const labelText = typeof label === 'string' ? label : '';

  const clear = () => {
    onChange('');
    input.current?.focus();
  };

  return (
    <div className={['admin-field', 'mb-3', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.id} required={required}>
        {label}
      </FieldLabel>
      <div className={hasButtons ? 'input-group has-validation' : undefined}>
        <input
          ref={input}
          id={ids.id}
          className={error ? 'form-control is-invalid' : 'form-control'}
          type={shownType}
          name={name}
          value={value}
          required={required}
          readOnly={readOnly}
          disabled={disabled}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          spellCheck={revealable ? false : undefined}
          {...controlAria(ids, required, error)}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        {revealable && (
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-controls={ids.id}
            aria-label={`${revealed ? 'Nascondi' : 'Mostra'} ${labelText}`}
            disabled={disabled}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? 'Nascondi' : 'Mostra'}
          </button>
        )}
        {copyable && (
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-label={`${copyState === 'done' ? 'Copiato' : 'Copia'} ${labelText}`}
            disabled={disabled || value === ''}
            onClick={() => void copy()}
          >
            {copyState === 'done' ? 'Copiato' : 'Copia'}
          </button>
        )}
        {canClear && (
          <button
            type="button"
            className="btn btn-outline-secondary admin-field__clear"
            aria-label={`Svuota ${labelText}`}
            title="Svuota"
            onClick={clear}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      {copyable && (
        <div
          role="status"
          className={copyState === 'failed' ? 'admin-field__copy text-danger' : 'admin-field__copy'}
        >
          {copyState === 'idle' ? '' : copyMessages[copyState]}
        </div>
      )}
      <FieldHelp ids={ids} description={description} error={error} />
    </div>
  );
}
