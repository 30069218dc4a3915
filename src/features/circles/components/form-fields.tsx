import type { ComponentProps } from 'react';
import Form from 'react-bootstrap/Form';
import type { SiteLanguage } from '#src/config/site';
import { Bilingual } from './bilingual';
import type { BiText } from './circle-text';

/** The asterisk of a required field (docs/product.md §5); its meaning is said once, above the form. */
export function RequiredMark() {
  return (
    <span className="text-danger ms-1" aria-hidden="true">
      *
    </span>
  );
}

interface FieldBase {
  /** The control's id; the hint and the error get ids derived from it. */
  readonly id: string;
  readonly name: string;
  readonly label: BiText;
  readonly language: SiteLanguage;
  readonly required?: boolean;
  readonly hint?: BiText | undefined;
  /** Shown under the control (and described by it) when set. */
  readonly error?: string | undefined;
}

const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

/** The ids for `aria-describedby`: the hint, then the error when there is one. */
export function describedBy({ id, hint, error }: Pick<FieldBase, 'id' | 'hint' | 'error'>) {
  const ids = [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldHint({ id, hint, language }: Pick<FieldBase, 'id' | 'hint' | 'language'>) {
  if (!hint) return null;
  return (
    <Form.Text id={hintId(id)} as="div">
      <Bilingual text={hint} language={language} separator="" />
    </Form.Text>
  );
}

/** The error slot is always present and polite, so a message is announced when it appears. */
export function FieldError({ id, error }: Pick<FieldBase, 'id' | 'error'>) {
  return (
    <div aria-live="polite">
      {error && (
        <div id={errorId(id)} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}

type ControlProps = Omit<ComponentProps<typeof Form.Control>, 'id' | 'name' | 'required'>;

/** A labelled text input or textarea with its hint and error. */
export function TextField({
  id,
  name,
  label,
  language,
  required = false,
  hint,
  error,
  ...control
}: FieldBase & ControlProps) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        <Bilingual text={label} language={language} />
        {required && <RequiredMark />}
      </Form.Label>
      <Form.Control
        name={name}
        required={required}
        isInvalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy({ id, hint, error })}
        {...control}
      />
      <FieldHint id={id} hint={hint} language={language} />
      <FieldError id={id} error={error} />
    </Form.Group>
  );
}

export interface Choice<T extends string> {
  readonly value: T;
  readonly label: BiText;
}

interface ChoiceFieldProps<T extends string> extends FieldBase {
  readonly choices: readonly Choice<T>[];
  readonly value: T | '';
  readonly onChange: (value: T) => void;
  readonly onBlur: () => void;
}

/** A group of radio buttons under a legend (a few fixed options: one click, all visible). */
export function ChoiceField<T extends string>({
  id,
  name,
  label,
  language,
  required = false,
  hint,
  error,
  choices,
  value,
  onChange,
  onBlur,
}: ChoiceFieldProps<T>) {
  return (
    <fieldset className="mb-3" id={id} aria-describedby={describedBy({ id, hint, error })}>
      <legend className="form-label fs-6 mb-2">
        <Bilingual text={label} language={language} />
        {required && <RequiredMark />}
      </legend>
      {choices.map((choice) => (
        <Form.Check
          key={choice.value}
          inline
          type="radio"
          id={`${id}-${choice.value}`}
          name={name}
          value={choice.value}
          required={required}
          checked={value === choice.value}
          isInvalid={Boolean(error)}
          onChange={() => onChange(choice.value)}
          onBlur={onBlur}
          label={<Bilingual text={choice.label} language={language} />}
        />
      ))}
      <FieldHint id={id} hint={hint} language={language} />
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
