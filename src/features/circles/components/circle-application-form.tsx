import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { RequiredMark } from '#src/components/forms/field';
import { TextArea } from '#src/components/forms/text-area';
import { TextInput } from '#src/components/forms/text-input';
import { circleFrequencies, paymentMethods } from '#src/config/options';
import type { SiteLanguage } from '#src/config/site';
import { circleLimits, submitCircleApplication } from '#src/features/applications';
import { nameFromSlug, useHorseChoices, type HorseChoices } from '../hooks/use-horse-choices';
import {
  emptyCircleForm,
  firstInvalidField,
  isComplete,
  suggestedMonthlyAmount,
  toCircleApplicationInput,
  validateCircleForm,
  type CircleField,
  type CircleFormValues,
} from '../model/circle-form';
import { Bilingual } from '#src/components/bilingual/bilingual';
import {
  amountHint,
  fieldHints,
  fieldLabels,
  formText,
  frequencyLabels,
  methodLabels,
  notesHint,
} from './circle-text';
import { ChoiceField, fieldHint } from '#src/components/bilingual/choice-field';
import { HorseField } from './horse-field';
import { PrivacyNote, SendFailure, SendSuccess } from './form-messages';

type SendState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'sent'; readonly horse: string }
  | { readonly kind: 'failed'; readonly message: string };

const frequencyChoices = circleFrequencies.map((value) => ({
  value,
  label: frequencyLabels[value],
}));
const methodChoices = paymentMethods.map((value) => ({ value, label: methodLabels[value] }));

/** The horse named by `?cavallo=`, once the list is known (a guess from the slug if it failed). */
function preselectedHorse(choices: HorseChoices, slug: string): string {
  if (slug === '' || choices.status === 'loading') return '';
  if (choices.status === 'failed') return nameFromSlug(slug);
  return choices.data.find((horse) => horse.slug === slug)?.name ?? '';
}

export interface CircleApplicationFormProps {
  readonly language: SiteLanguage;
  /** Slug from `?cavallo=`: preselects that horse. */
  readonly horseSlug?: string;
}

/** docs/product.md §3 to 5 and 8: the circle application, one form labelled in both languages. */
export function CircleApplicationForm({ language, horseSlug = '' }: CircleApplicationFormProps) {
  const id = useId();
  const fieldId = (field: CircleField) => `${id}-${field}`;
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const choices = useHorseChoices();
  const [values, setValues] = useState<CircleFormValues>(() => ({
    ...emptyCircleForm,
    horse: preselectedHorse(choices, horseSlug),
  }));
  const [touched, setTouched] = useState<Partial<Record<CircleField, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [send, setSend] = useState<SendState>({ kind: 'idle' });

  // Preselect once the horses and the query are known: the horses may come with the page or from
  // the read, the query after hydration (state adjusted while rendering, not in an effect).
  const [seen, setSeen] = useState({ choices, horseSlug });
  if (seen.choices !== choices || seen.horseSlug !== horseSlug) {
    setSeen({ choices, horseSlug });
    const horse = preselectedHorse(choices, horseSlug);
    if (horse !== '' && values.horse === '') setValues({ ...values, horse });
  }

  // Focus follows the outcome: the confirmation, or the failure with its message.
  useEffect(() => {
    if (send.kind === 'sent' || send.kind === 'failed') outcomeRef.current?.focus();
  }, [send]);

  const errors = validateCircleForm(values);
  const shownError = (field: CircleField) =>
    touched[field] || attempted ? errors[field] : undefined;
  const complete = isComplete(values);
  const sending = send.kind === 'sending';

  const change = <F extends CircleField>(field: F, value: CircleFormValues[F]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const touch = (field: CircleField) => setTouched((current) => ({ ...current, [field]: true }));
  // What every text field gets from the form; its own props follow (type, hints, autocomplete).
  const textProps = (field: Exclude<CircleField, 'horse' | 'frequency' | 'method'>) => ({
    id: fieldId(field),
    name: field,
    label: <Bilingual text={fieldLabels[field]} language={language} />,
    description: fieldHint(fieldHints[field], language),
    error: shownError(field),
    value: values[field],
    onChange: (value: string) => change(field, value),
    onBlur: () => touch(field),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const invalid = firstInvalidField(errors);
    if (invalid) {
      // Render the messages first, so the field is announced with its error when it gets the focus.
      flushSync(() => setAttempted(true));
      formRef.current?.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    const input = toCircleApplicationInput(values);
    setSend({ kind: 'sending' });
    const result = await submitCircleApplication(input);
    if (result.success) {
      setValues(emptyCircleForm);
      setTouched({});
      setAttempted(false);
      setSend({ kind: 'sent', horse: input.horse });
    } else {
      setSend({ kind: 'failed', message: result.error.message });
    }
  }

  const incompleteId = `${id}-incomplete`;
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void handleSubmit(event)}>
      {send.kind === 'sent' && (
        <SendSuccess ref={outcomeRef} language={language} horse={send.horse} />
      )}
      <p className="small">
        <RequiredMark required /> <Bilingual text={formText.requiredNote} language={language} />
      </p>
      <HorseField
        id={fieldId('horse')}
        language={language}
        choices={choices}
        value={values.horse}
        error={shownError('horse')}
        onChange={(name) => change('horse', name)}
        onBlur={() => touch('horse')}
      />
      <TextInput {...textProps('donorName')} required autoComplete="name" />
      <div className="row">
        <div className="col-md-6">
          <TextInput {...textProps('givenName')} required autoComplete="given-name" />
        </div>
        <div className="col-md-6">
          <TextInput {...textProps('familyName')} required autoComplete="family-name" />
        </div>
      </div>
      <TextInput {...textProps('phone')} required type="tel" autoComplete="tel" />
      <ChoiceField
        id={fieldId('frequency')}
        name="frequency"
        label={fieldLabels.frequency}
        language={language}
        required
        error={shownError('frequency')}
        choices={frequencyChoices}
        value={values.frequency}
        onChange={(value) => change('frequency', value)}
        onBlur={() => touch('frequency')}
      />
      {/* Text with a decimal keypad, not type="number": see docs/decisions/0011-circle-form.md. */}
      <TextInput
        {...textProps('amount')}
        required
        description={fieldHint(amountHint(suggestedMonthlyAmount, values.frequency), language)}
        type="text"
        inputMode="decimal"
        autoComplete="off"
      />
      <ChoiceField
        id={fieldId('method')}
        name="method"
        label={fieldLabels.method}
        language={language}
        required
        error={shownError('method')}
        choices={methodChoices}
        value={values.method}
        onChange={(value) => change('method', value)}
        onBlur={() => touch('method')}
      />
      <TextArea
        {...textProps('notes')}
        rows={4}
        description={fieldHint(notesHint(values.notes.length, circleLimits.notesLength), language)}
      />
      {send.kind === 'failed' && (
        <SendFailure ref={outcomeRef} language={language} message={send.message} />
      )}
      <PrivacyNote language={language} />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        disabled={!complete || sending}
        aria-describedby={complete ? undefined : incompleteId}
      >
        {sending ? (
          <>
            <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
            <Bilingual text={formText.sending} language={language} quiet={false} />
          </>
        ) : (
          <Bilingual text={formText.submit} language={language} quiet={false} />
        )}
      </Button>
      {!complete && (
        <p id={incompleteId} className="form-text mt-2">
          <Bilingual text={formText.incomplete} language={language} separator="" />
        </p>
      )}
    </form>
  );
}
