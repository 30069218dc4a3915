import { controlAria, FieldHelp, FieldLabel, useFieldIds } from '#src/components/forms/field';
import { provinces, provincesByName, type ProvinceCode } from '#src/config/provinces';

export interface ProvinceFieldProps {
  readonly id: string;
  /** The form focuses `[name=…]` when it is invalid. */
  readonly name: string;
  /** In the page's language, from the form's dictionary. */
  readonly label: string;
  readonly placeholder: string;
  readonly value: ProvinceCode | '';
  readonly error: string | undefined;
  readonly onChange: (province: ProvinceCode | '') => void;
  readonly onBlur: () => void;
}

/** A plain select, as the region's: the form kit's searchable one would weigh on the page. */
export function ProvinceField({
  id,
  name,
  label,
  placeholder,
  value,
  error,
  onChange,
  onBlur,
}: ProvinceFieldProps) {
  const ids = useFieldIds(id, undefined, error);
  return (
    <div className="admin-field mb-3">
      <FieldLabel htmlFor={ids.id} required>
        {label}
      </FieldLabel>
      <select
        id={ids.id}
        name={name}
        className={error ? 'form-select is-invalid' : 'form-select'}
        required
        {...controlAria(ids, true, error)}
        value={value}
        onChange={(event) => onChange(event.target.value as ProvinceCode | '')}
        onBlur={onBlur}
      >
        <option value="">{placeholder}</option>
        {provincesByName.map((code) => (
          <option key={code} value={code}>
            {provinces[code]} ({code})
          </option>
        ))}
      </select>
      <FieldHelp ids={ids} description={undefined} error={error} />
    </div>
  );
}
