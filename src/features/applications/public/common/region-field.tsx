import { Bilingual, bilingual, type BiText } from '#src/components/bilingual/bilingual';
import { fieldHint } from '#src/components/bilingual/choice-field';
import { controlAria, FieldHelp, FieldLabel, useFieldIds } from '#src/components/forms/field';
import { regions, type Region } from '#src/config/options';
import type { SiteLanguage } from '#src/config/site';
import { regionLabels } from './option-labels';

const chooseRegion: BiText = { it: 'Scegli la regione', en: 'Choose the region' };

export interface RegionFieldProps {
  readonly id: string;
  /** The form focuses `[name=…]` when it is invalid. */
  readonly name: string;
  readonly language: SiteLanguage;
  readonly label: BiText;
  readonly hint?: BiText;
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
  language,
  label,
  hint,
  value,
  error,
  onChange,
  onBlur,
}: RegionFieldProps) {
  const description = fieldHint(hint, language);
  const ids = useFieldIds(id, description, error);
  return (
    <div className="admin-field mb-3">
      <FieldLabel htmlFor={ids.id} required>
        <Bilingual text={label} language={language} />
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
        <option value="">{bilingual(chooseRegion, language)}</option>
        {regions.map((region) => (
          <option key={region} value={region}>
            {bilingual(regionLabels[region], language)}
          </option>
        ))}
      </select>
      <FieldHelp ids={ids} description={description} error={error} />
    </div>
  );
}
