import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import type { SelectOption } from '#src/components/forms';
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

// The binding of the kit's fields (#src/components/forms) to the horse on screen: each function
// gives the id, name, value and onChange of one field; the sections add label, description, error
// and layout, and the kit draws the field.

const choices = (field: SelectField): readonly SelectOption[] =>
  selectOptions[field].map((option) => ({ value: option, label: option }));

/** The props binding kit fields to the fields of the horse being edited. */
export function useHorseFields() {
  const { item, setField } = useHorseForm();
  return {
    /** TextInput, TextArea and RichTextField. */
    text: (field: TextField) => ({
      id: fieldId(field),
      name: field,
      value: item[field],
      onChange: (value: string) => setField(field, value),
    }),
    /** SelectInput over the field's option list; the kit adds "— Non indicato —" (''). */
    select: (field: SelectField) => ({
      id: fieldId(field),
      name: field,
      value: item[field],
      options: choices(field),
      onChange: (value: string) => setField(field, selectValue(field, value)),
    }),
    /** Checkbox (showWeb, emergency). */
    flag: (field: FlagField) => ({
      id: fieldId(field),
      name: field,
      checked: item[field],
      onChange: (checked: boolean) => setField(field, checked),
    }),
  };
}

export interface TriStateInputProps {
  readonly field: TriStateField;
  readonly label: string;
  /** Columns out of 12 from the medium layout up (full width on phones). */
  readonly md?: number;
}

/**
 * A tri-state flag as a labelled group of radios: Sì / No / Non so (1 / -1 / 0), one click with every
 * choice in sight (docs/decisions/0015-admin-horse-edit.md). The form kit has no radio group.
 */
export function TriStateInput({ field, label, md = 6 }: TriStateInputProps) {
  const { item, setField } = useHorseForm();
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
            checked={item[field] === value}
            onChange={(event) => setField(field, triStateFromInput(event.target.value))}
          />
        ))}
      </fieldset>
    </Col>
  );
}
