import { controlAria, FieldHelp, FieldLabel, useFieldIds } from '#src/components/forms/field';
import { regions, type Region } from '#src/config/options';
import { useTexts } from '#src/hooks/use-texts';
import { applicationTexts } from './texts';

export interface RegionFieldProps {
  readonly id: string;
  /** The form focuses `[name=…]` when it is invalid. */
  readonly name: string;
  /** In the page's language, from the form's dictionary. */
  readonly label: string;
  readonly hint?: string;
  readonly value: Region | '';
  readonly error: string | undefined;
  readonly onChange: (region: Region | '') => void;
  readonly onBlur: () => void;
}

/**
 * Built from the form kit's parts rather than its SelectInput, which would bring its searchable
 * combobox to the public page.
 */
export function RegionField({
  id,
  name,
  label,
  hint,
  value,
  error,
  onChange,
  onBlur,
}: RegionFieldProps) {
  const t = useTexts(applicationTexts);
  const description = hint;
  const ids = useFieldIds(id, description, error);
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
        autoComplete="address-level1"
        {...controlAria(ids, true, error)}
        value={value}
        onChange={(event) => onChange(event.target.value as Region | '')}
        onBlur={onBlur}
      >
        <option value="">{t.chooseRegion}</option>
        {regions.map((region) => (
          <option key={region} value={region}>
            {t.regions[region]}
          </option>
        ))}
      </select>
      <FieldHelp ids={ids} description={description} error={error} />
    </div>
  );
}
