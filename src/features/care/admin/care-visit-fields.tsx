import { SelectInput, TextArea, TextInput } from '#src/components/forms';
import { careTypes, type CareType } from '#src/config/options';
import { careLimits, type CareErrors } from '../model/care-record';

/** What a visit's form asks, whether for one horse (a record) or for several (a care day). */
export interface CareVisitValues {
  readonly type: CareType | '';
  readonly date: string;
  readonly cost: string;
  readonly notes: string;
}

/** The labels and hints, which say "per horse" on a care day. */
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
  /** Called with the field that changed (`form.edit((item) => ({ ...item, ...change }))`). */
  readonly onChange: (change: Partial<CareVisitValues>) => void;
  readonly texts: CareVisitTexts;
  /** The class of the row holding type, date and cost (the notes are under it). */
  readonly rowClassName: string;
}

const typeOptions = careTypes.map((type) => ({ value: type, label: type }));

/**
 * The fields of a visit on the form kit (docs/product.md, "Care records"): the type, the date, the
 * cost in euros typed with a comma or a dot, the notes; each error next to its field.
 */
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
          value={values.type}
          onChange={(value) => onChange({ type: careTypes.find((type) => type === value) ?? '' })}
          options={typeOptions}
          placeholder={texts.choose}
          required
          error={errors.type}
        />
        <TextInput
          label={texts.date}
          type="date"
          value={values.date}
          onChange={(date) => onChange({ date })}
          required
          error={errors.date}
        />
        <TextInput
          label={texts.cost}
          value={values.cost}
          onChange={(cost) => onChange({ cost })}
          inputMode="decimal"
          description={texts.costHint}
          error={errors.cost}
        />
      </div>
      <TextArea
        label={texts.notes}
        value={values.notes}
        onChange={(notes) => onChange({ notes })}
        rows={3}
        maxLength={careLimits.notes}
        description={texts.notesHint}
        error={errors.notes}
      />
    </>
  );
}
