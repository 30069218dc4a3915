import Col from 'react-bootstrap/Col';
import { RadioGroup, type SelectOption } from '#src/components/forms';
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
 * A tri-state flag as the kit's radio group: Sì / No / Non so (1 / -1 / 0), one click with every
 * choice in sight (docs/decisions/0015-admin-horse-edit.md).
 */
export function TriStateInput({ field, label, md = 6 }: TriStateInputProps) {
  const { item, setField } = useHorseForm();
  return (
    <Col md={md}>
      <RadioGroup
        id={fieldId(field)}
        name={field}
        label={label}
        value={triStateToInput(item[field])}
        choices={triStateChoices.map(({ value, label: choice }) => ({
          value: triStateToInput(value),
          label: choice,
        }))}
        onChange={(value) => setField(field, triStateFromInput(value))}
        className="horse-edit__tristate"
      />
    </Col>
  );
}
