import { controlAria, FieldHelp, FieldLabel, useFieldIds } from '#src/components/forms/field';
import { TextInput } from '#src/components/forms/text-input';
import { useTexts } from '#src/hooks/use-texts';
import type { HorseChoice, HorseChoices } from '../hooks/use-horse-choices';
import { circleTexts } from './texts';
import { InlineSpinner } from '#src/components/ui/loading';

export interface HorseFieldProps {
  readonly id: string;
  readonly choices: HorseChoices;
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (name: string) => void;
  readonly onBlur: () => void;
}

/** A text input when the horses cannot be loaded, so that the visitor is never stuck. */
export function HorseField(props: HorseFieldProps) {
  const { id, choices, value, error, onChange, onBlur } = props;
  const t = useTexts(circleTexts);
  const horses = choices.status === 'ready' ? choices.data : [];
  if (choices.status === 'loading' || horses.length > 0) {
    return <HorseSelect {...props} horses={horses} />;
  }
  return (
    <TextInput
      id={id}
      name="horse"
      label={t.labels.horse}
      required
      description={choices.status === 'failed' ? t.horsesFailed : t.hints.horse}
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
  choices,
  horses,
  value,
  error,
  onChange,
  onBlur,
}: HorseFieldProps & { readonly horses: readonly HorseChoice[] }) {
  const t = useTexts(circleTexts);
  const loading = choices.status === 'loading';
  const description = loading ? undefined : t.hints.horse;
  const ids = useFieldIds(id, description, error);
  return (
    <div className="admin-field mb-3">
      <FieldLabel htmlFor={ids.id} required>
        {t.labels.horse}
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
        <option value="">{t.chooseHorse}</option>
        {horses.map((horse) => (
          <option key={horse.slug} value={horse.name}>
            {horse.name}
          </option>
        ))}
      </select>
      {loading && (
        <div role="status" className="form-text d-flex align-items-center gap-2">
          <InlineSpinner />
          <span>{t.loadingHorses}</span>
        </div>
      )}
      <FieldHelp ids={ids} description={description} error={error} />
    </div>
  );
}
