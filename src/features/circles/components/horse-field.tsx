import { controlAria, FieldHelp, FieldLabel, useFieldIds } from '#src/components/forms/field';
import { TextInput } from '#src/components/forms/text-input';
import type { SiteLanguage } from '#src/config/site';
import type { HorseChoice, HorseChoices } from '../hooks/use-horse-choices';
import { Bilingual, bilingual } from '#src/components/bilingual/bilingual';
import { fieldHints, fieldLabels, formText } from './circle-text';
import { fieldHint } from '#src/components/bilingual/choice-field';
import { InlineSpinner } from '#src/components/ui/loading';

export interface HorseFieldProps {
  readonly id: string;
  readonly language: SiteLanguage;
  readonly choices: HorseChoices;
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (name: string) => void;
  readonly onBlur: () => void;
}

/** A text input when the horses cannot be loaded, so that the visitor is never stuck. */
export function HorseField(props: HorseFieldProps) {
  const { id, language, choices, value, error, onChange, onBlur } = props;
  const horses = choices.status === 'ready' ? choices.data : [];
  if (choices.status === 'loading' || horses.length > 0) {
    return <HorseSelect {...props} horses={horses} />;
  }
  return (
    <TextInput
      id={id}
      name="horse"
      label={<Bilingual text={fieldLabels.horse} language={language} />}
      required
      description={fieldHint(
        choices.status === 'failed' ? formText.horsesFailed : fieldHints.horse,
        language,
      )}
      error={error}
      value={value}
      autoComplete="off"
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}

/** The kit's SelectInput would bring its searchable combobox to this public page. */
function HorseSelect({
  id,
  language,
  choices,
  horses,
  value,
  error,
  onChange,
  onBlur,
}: HorseFieldProps & { readonly horses: readonly HorseChoice[] }) {
  const loading = choices.status === 'loading';
  const description = loading ? undefined : fieldHint(fieldHints.horse, language);
  const ids = useFieldIds(id, description, error);
  return (
    <div className="admin-field mb-3">
      <FieldLabel htmlFor={ids.id} required>
        <Bilingual text={fieldLabels.horse} language={language} />
      </FieldLabel>
      <select
        id={ids.id}
        className={error ? 'form-select is-invalid' : 'form-select'}
        name="horse"
        required
        disabled={loading}
        aria-busy={loading}
        {...controlAria(ids, true, error)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{bilingual(formText.chooseHorse, language)}</option>
        {horses.map((horse) => (
          <option key={horse.slug} value={horse.name}>
            {horse.name}
          </option>
        ))}
      </select>
      {loading && (
        <div role="status" className="form-text d-flex align-items-center gap-2">
          <InlineSpinner />
          <span>
            <Bilingual text={formText.loadingHorses} language={language} />
          </span>
        </div>
      )}
      <FieldHelp ids={ids} description={description} error={error} />
    </div>
  );
}
