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

const choices = (field: SelectField): readonly SelectOption[] =>
  selectOptions[field].map((option) => ({ value: option, label: option }));

export function useHorseFields() {
  const { item, setField } = useHorseForm();
  return {
    text: (field: TextField) => ({
      id: fieldId(field),
      name: field,
      value: item[field],
      onChange: (value: string) => setField(field, value),
    }),
    select: (field: SelectField) => ({
      id: fieldId(field),
      name: field,
      value: item[field],
      options: choices(field),
      onChange: (value: string) => setField(field, selectValue(field, value)),
    }),
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
  readonly md?: number;
}

/**
 * Sì / No / Non so as radios: one click with every choice in sight
 * (docs/decisions/0015-admin-horse-edit.md).
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
