import { SelectInput, TextArea, TextInput } from '#src/components/forms';
import { careTypes, type CareType } from '#src/config/options';
import { careLimits, type CareErrors, type CareField } from '../model/care-record';

export interface CareVisitValues {
  readonly type: CareType | '';
  readonly date: string;
  readonly cost: string;
  readonly notes: string;
}

export interface CareVisitTexts {
  readonly type: string;
  readonly choose: string;
  readonly date: string;
  readonly cost: string;
  readonly costHint: string;
  readonly notes: string;
  readonly notesHint?: string;
}

export interface CareVisitFieldsProps {
  readonly values: CareVisitValues;
  readonly errors: CareErrors;
  readonly onChange: (change: Partial<CareVisitValues>) => void;
  readonly texts: CareVisitTexts;
  readonly rowClassName: string;
}

/** The fields' labels in their order, for the save bar. */
export const careVisitLabels = (texts: CareVisitTexts): Record<CareField, string> => ({
  type: texts.type,
  date: texts.date,
  cost: texts.cost,
  notes: texts.notes,
});

const typeOptions = careTypes.map((type) => ({ value: type, label: type }));

export function CareVisitFields({
  values,
  errors,
  onChange,
  texts,
  rowClassName,
}: CareVisitFieldsProps) {
  return (
    <>
      <div className={rowClassName}>
        <SelectInput
          label={texts.type}
          name="type"
          value={values.type}
          onChange={(value) => onChange({ type: careTypes.find((type) => type === value) ?? '' })}
          options={typeOptions}
          placeholder={texts.choose}
          required
          error={errors.type}
        />
        <TextInput
          label={texts.date}
          name="date"
          type="date"
          value={values.date}
          onChange={(date) => onChange({ date })}
          required
          error={errors.date}
        />
        <TextInput
          label={texts.cost}
          name="cost"
          value={values.cost}
          onChange={(cost) => onChange({ cost })}
          inputMode="decimal"
          description={texts.costHint}
          error={errors.cost}
        />
      </div>
      <TextArea
        label={texts.notes}
        name="notes"
        value={values.notes}
        onChange={(notes) => onChange({ notes })}
        rows={3}
        limit={careLimits.notes}
        description={texts.notesHint}
        error={errors.notes}
      />
    </>
  );
}
