import type { ChangeEvent } from 'react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import type { SiteLanguage } from '#src/config/site';
import type { HorseChoices } from '../hooks/use-horse-choices';
import { Bilingual } from './bilingual';
import { bilingual, fieldHints, fieldLabels, formText } from './circle-text';
import { describedBy, FieldError, FieldHint, RequiredMark, TextField } from './form-fields';

export interface HorseFieldProps {
  readonly id: string;
  readonly language: SiteLanguage;
  readonly choices: HorseChoices;
  /** The horse's name. */
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (name: string) => void;
  readonly onBlur: () => void;
}

/**
 * The horse, chosen by name from the web-visible horses. While they load, a spinner; if they cannot
 * be loaded (or there are none), a text input, so that the visitor is never stuck.
 */
export function HorseField({
  id,
  language,
  choices,
  value,
  error,
  onChange,
  onBlur,
}: HorseFieldProps) {
  const loading = choices.status === 'loading';
  const horses = choices.status === 'loaded' ? choices.horses : [];
  if (!loading && horses.length === 0) {
    return (
      <TextField
        id={id}
        name="horse"
        label={fieldLabels.horse}
        language={language}
        required
        hint={choices.status === 'failed' ? formText.horsesFailed : fieldHints.horse}
        error={error}
        value={value}
        autoComplete="off"
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    );
  }

  const hint = loading ? undefined : fieldHints.horse;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        <Bilingual text={fieldLabels.horse} language={language} />
        <RequiredMark />
      </Form.Label>
      <Form.Select
        name="horse"
        required
        disabled={loading}
        aria-busy={loading}
        isInvalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy({ id, hint, error })}
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
      </Form.Select>
      {loading && (
        <div role="status" className="form-text d-flex align-items-center gap-2">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>
            <Bilingual text={formText.loadingHorses} language={language} separator="" />
          </span>
        </div>
      )}
      <FieldHint id={id} hint={hint} language={language} />
      <FieldError id={id} error={error} />
    </Form.Group>
  );
}
