import { useId, useState } from 'react';
import { DraftNotice } from '#src/components/bilingual/draft-notice';
import { PublicFormEnd } from '#src/components/bilingual/public-form-end';
import { SendSuccess } from '#src/components/bilingual/send-outcome';
import { missingAnswers } from '#src/components/bilingual/send-button';
import { Checkbox } from '#src/components/forms/checkbox';
import { RequiredMark } from '#src/components/forms/field';
import { TextArea } from '#src/components/forms/text-area';
import { TextInput } from '#src/components/forms/text-input';
import { formFields } from '#src/components/forms/public-form-fields';
import { useSendForm, type SendFormDraftOptions } from '#src/components/forms/use-send-form';
import { circleFrequencies, paymentMethods, type CircleFrequency } from '#src/config/options';
import type { SiteLanguage } from '#src/config/site';
import { useTexts } from '#src/hooks/use-texts';
import {
  applicationReference,
  circleLimits,
  loadPublicApplications,
} from '#src/features/applications';
import { nameFromSlug, useHorseChoices, type HorseChoices } from '../hooks/use-horse-choices';
import {
  circleFields,
  emptyCircleForm,
  isComplete,
  suggestedMonthlyAmount,
  circleFormErrors,
  toCircleApplicationInput,
  type CircleField,
  type CircleFormValues,
} from '../model/circle-form';
import { ChoiceField, choicesOf } from '#src/components/bilingual/choice-field';
import { HorseField } from './horse-field';
import { circleTexts } from './texts';

/** How many months a payment of each frequency covers, for the suggested amount. */
const frequencyMonths: Record<CircleFrequency, number> = {
  Mensile: 1,
  Trimestrale: 3,
  Semestrale: 6,
  Annuale: 12,
};

/**
 * A horse alone, which the address may have chosen, is not worth a draft. After a send attempt
 * the draft keeps no name, phone or e-mail: the form is short, so it offers no "remember them".
 */
export const circleDraft: SendFormDraftOptions<CircleFormValues> = {
  key: 'circle',
  version: 1,
  ignoredFields: ['horse'],
  contactFields: ['donorName', 'givenName', 'familyName', 'phone', 'email'],
};

function preselectedHorse(choices: HorseChoices, slug: string): string {
  if (slug === '' || choices.status === 'loading') return '';
  if (choices.status === 'failed') return nameFromSlug(slug);
  return choices.data.find((horse) => horse.slug === slug)?.name ?? '';
}

/** `?cavallo=` wins over a draft's horse, as the visitor came from that horse's page. */
function horseToShow(current: string, choices: HorseChoices, slug: string, chosenHere: boolean) {
  const preselected = preselectedHorse(choices, slug);
  if (preselected !== '' && !chosenHere) return preselected;
  const listed = choices.status === 'ready' && choices.data.length > 0 ? choices.data : null;
  if (listed && !listed.some((horse) => horse.name === current)) return '';
  return current;
}

export interface CircleApplicationFormProps {
  readonly language: SiteLanguage;
  readonly horseSlug?: string;
}

export function CircleApplicationForm({ language, horseSlug = '' }: CircleApplicationFormProps) {
  const id = useId();
  const fieldId = (field: CircleField) => `${id}-${field}`;
  const t = useTexts(circleTexts);
  const choices = useHorseChoices();
  const form = useSendForm({
    initial: emptyCircleForm,
    validate: (sent) => circleFormErrors(sent, t.errors),
    fieldOrder: circleFields,
    // Firestore and App Check come with the visitor's first interaction, never with the page.
    writePath: loadPublicApplications,
    send: (sent, api) =>
      api.submitCircleApplication(
        toCircleApplicationInput(sent, choices.status === 'ready' ? choices.data : []),
        language,
      ),
    draft: circleDraft,
  });
  const { values, setField, touch, state, sending, formProps, outcomeRef, honeypot } = form;
  const { invalid, goTo, shownError } = form;
  const [horseChosen, setHorseChosen] = useState(false);

  // State adjusted while rendering; the HTML is built without a query, so the first render has none
  // to apply.
  const restoredAt = form.draft.restoredAt;
  const [seen, setSeen] = useState({ choices, horseSlug: '', restoredAt });
  if (
    seen.choices !== choices ||
    seen.horseSlug !== horseSlug ||
    (restoredAt !== null && seen.restoredAt !== restoredAt)
  ) {
    setSeen({ choices, horseSlug, restoredAt });
    const horse = horseToShow(values.horse, choices, horseSlug, horseChosen);
    if (horse !== values.horse) setField('horse', horse);
  }

  const chooseHorse = (name: string) => {
    setHorseChosen(true);
    setField('horse', name);
  };
  const startOver = () => {
    form.draft.discard();
    setHorseChosen(false);
    const horse = preselectedHorse(choices, horseSlug);
    if (horse !== '') setField('horse', horse);
  };

  const complete = isComplete(values);
  // The suggested amount is a month's until a frequency is chosen.
  const frequency = values.frequency === '' ? 'Mensile' : values.frequency;
  const fields = formFields({
    values,
    setField,
    touch,
    shownError,
    idPrefix: id,
    language,
    labels: t.labels,
    hints: t.hints as Partial<Record<CircleField, string>>,
    // The e-mail and the notes may stay empty.
    isRequired: (field) => field !== 'email' && field !== 'notes',
    limits: { notes: circleLimits.notesLength },
  });

  if (state.kind === 'sent') {
    return (
      <SendSuccess
        ref={outcomeRef}
        language={language}
        paragraphs={[t.sent(state.values.horse.trim())]}
        reference={typeof state.result === 'string' ? applicationReference(state.result) : ''}
        contacts
        again={{ label: t.sendAnother, onClick: startOver }}
      />
    );
  }

  return (
    <form {...formProps}>
      <DraftNotice language={language} draft={{ restoredAt, discard: startOver }} />
      <p className="small">
        <RequiredMark required /> {t.requiredNote}
      </p>
      <HorseField
        id={fieldId('horse')}
        choices={choices}
        value={values.horse}
        error={shownError('horse')}
        onChange={chooseHorse}
        onBlur={() => touch('horse')}
      />
      <TextInput {...fields.text('donorName')} autoComplete="name" />
      <div className="row">
        <div className="col-md-6">
          <TextInput {...fields.text('givenName')} autoComplete="given-name" />
        </div>
        <div className="col-md-6">
          <TextInput {...fields.text('familyName')} autoComplete="family-name" />
        </div>
      </div>
      <TextInput {...fields.text('phone')} type="tel" autoComplete="tel" />
      <TextInput {...fields.text('email')} type="email" autoComplete="email" />
      {/* Its own consent, never ticked for the visitor (decision 52). */}
      <Checkbox
        id={fieldId('newsConsent')}
        name="newsConsent"
        label={t.labels.newsConsent}
        description={t.hints.newsConsent}
        checked={values.newsConsent}
        onChange={(checked) => setField('newsConsent', checked)}
      />
      <ChoiceField
        id={fieldId('frequency')}
        name="frequency"
        label={t.labels.frequency}
        required
        error={shownError('frequency')}
        choices={choicesOf(circleFrequencies, t.frequencies)}
        value={values.frequency}
        onChange={(value) => setField('frequency', value)}
        onBlur={() => touch('frequency')}
      />
      {/* Text with a decimal keypad, not type="number": see docs/decisions/0011-circle-form.md. */}
      <TextInput
        {...fields.text('amount')}
        description={t.amountHint(suggestedMonthlyAmount * frequencyMonths[frequency], frequency)}
        type="text"
        inputMode="decimal"
        autoComplete="off"
      />
      <ChoiceField
        id={fieldId('method')}
        name="method"
        label={t.labels.method}
        required
        error={shownError('method')}
        choices={choicesOf(paymentMethods, t.methods)}
        value={values.method}
        onChange={(value) => setField('method', value)}
        onBlur={() => touch('method')}
      />
      <TextArea {...fields.area('notes')} rows={4} />
      <PublicFormEnd
        language={language}
        texts={t}
        honeypot={honeypot}
        outcomeRef={outcomeRef}
        failure={state.kind === 'failed' ? state.message : null}
        submitLabel={t.submit}
        complete={complete}
        incompleteHint={t.incomplete}
        sending={sending}
        missing={missingAnswers(invalid, goTo, (field) => t.labels[field])}
      />
    </form>
  );
}
