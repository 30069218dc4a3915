import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import { RichTextField } from '#src/components/rich-text';
import {
  selectOptions,
  selectValue,
  triStateChoices,
  triStateFromInput,
  triStateToInput,
  type FlagField,
  type SelectField,
  type TextField,
  type TriStateField,
} from './horse-form';
import { fieldId, useHorseForm } from './horse-form-context';

interface FieldProps<F> {
  readonly field: F;
  readonly label: string;
  /** Columns out of 12 from the medium layout up (full width on phones). */
  readonly md?: number;
  readonly hint?: ReactNode;
}

function Hint({ id, hint }: { id: string; hint: ReactNode }) {
  return (
    <Form.Text id={`${id}-hint`} as="div">
      {hint}
    </Form.Text>
  );
}

export interface TextInputProps extends FieldProps<TextField> {
  readonly type?: 'text' | 'email' | 'tel' | 'url' | 'date';
  readonly rows?: number;
  readonly readOnly?: boolean;
  readonly placeholder?: string;
  /** Shown under the field in red; the field is marked invalid. */
  readonly error?: string;
}

/** A labelled text input (or a textarea when `rows` is given). */
export function TextInput({
  field,
  label,
  md = 6,
  hint,
  type = 'text',
  rows,
  readOnly = false,
  placeholder,
  error,
}: TextInputProps) {
  const { horse, setField } = useHorseForm();
  const id = fieldId(field);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  const common = {
    name: field,
    value: horse[field],
    readOnly,
    isInvalid: Boolean(error),
    ...(placeholder ? { placeholder } : {}),
    ...(describedBy.length > 0 ? { 'aria-describedby': describedBy.join(' ') } : {}),
    ...(error ? { 'aria-invalid': true } : {}),
  };
  return (
    <Form.Group as={Col} md={md} className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      {rows ? (
        <Form.Control
          as="textarea"
          rows={rows}
          {...common}
          onChange={(event) => setField(field, event.target.value)}
        />
      ) : (
        <Form.Control
          type={type}
          plaintext={readOnly}
          {...common}
          onChange={(event) => setField(field, event.target.value)}
        />
      )}
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      )}
      {hint && <Hint id={id} hint={hint} />}
    </Form.Group>
  );
}

/**
 * A labelled rich-text field for the HTML fields (descriptions, donation texts): the editor makes
 * only what the sanitiser keeps (docs/decisions/0033-rich-text-editor.md).
 */
export function RichTextInput({ field, label, md = 12, hint }: FieldProps<TextField>) {
  const { horse, setField } = useHorseForm();
  return (
    <Col md={md}>
      <RichTextField
        id={fieldId(field)}
        label={label}
        value={horse[field]}
        description={hint}
        onChange={(html) => setField(field, html)}
      />
    </Col>
  );
}

/** A labelled select over one of the option lists, with "not given" first. */
export function SelectInput({ field, label, md = 6 }: FieldProps<SelectField>) {
  const { horse, setField } = useHorseForm();
  return (
    <Form.Group as={Col} md={md} className="mb-3" controlId={fieldId(field)}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        name={field}
        value={horse[field]}
        onChange={(event) => setField(field, selectValue(field, event.target.value))}
      >
        <option value="">— Non indicato —</option>
        {selectOptions[field].map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

/** A tri-state flag as a labelled group of radios: Sì / No / Non so (1 / -1 / 0). */
export function TriStateInput({ field, label, md = 6 }: FieldProps<TriStateField>) {
  const { horse, setField } = useHorseForm();
  const id = fieldId(field);
  return (
    <Col md={md} className="mb-3">
      <fieldset className="horse-edit__tristate" role="radiogroup" aria-labelledby={`${id}-legend`}>
        <legend id={`${id}-legend`} className="form-label fs-6 mb-1">
          {label}
        </legend>
        {triStateChoices.map(({ value, label: choice }) => (
          <Form.Check
            key={value}
            inline
            type="radio"
            id={`${id}-${triStateToInput(value)}`}
            name={field}
            value={triStateToInput(value)}
            label={choice}
            checked={horse[field] === value}
            onChange={(event) => setField(field, triStateFromInput(event.target.value))}
          />
        ))}
      </fieldset>
    </Col>
  );
}

/** A yes/no switch (showWeb, emergency). */
export function SwitchInput({ field, label, md = 6, hint }: FieldProps<FlagField>) {
  const { horse, setField } = useHorseForm();
  const id = fieldId(field);
  return (
    <Col md={md} className="mb-3">
      <Form.Check
        type="switch"
        id={id}
        name={field}
        label={label}
        checked={horse[field]}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => setField(field, event.target.checked)}
      />
      {hint && <Hint id={id} hint={hint} />}
    </Col>
  );
}
