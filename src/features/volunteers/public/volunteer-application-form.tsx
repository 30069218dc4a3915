import { useId } from 'react';
import { ChoiceField, choicesOf } from '#src/components/bilingual/choice-field';
import { DraftNotice } from '#src/components/bilingual/draft-notice';
import { PublicFormEnd } from '#src/components/bilingual/public-form-end';
import { missingAnswers } from '#src/components/bilingual/send-button';
import { SendSuccess } from '#src/components/bilingual/send-outcome';
import { Checkbox } from '#src/components/forms/checkbox';
import { CheckboxGroup } from '#src/components/forms/checkbox-group';
import { RequiredMark } from '#src/components/forms/field';
import { TextArea } from '#src/components/forms/text-area';
import { TextInput } from '#src/components/forms/text-input';
import { formFields } from '#src/components/forms/public-form-fields';
import { useSendForm, type SendFormDraftOptions } from '#src/components/forms/use-send-form';
import type { SiteLanguage } from '#src/config/site';
import { applicationReference } from '#src/features/applications';
import { useTexts } from '#src/hooks/use-texts';
import { fieldErrorsIn } from '#src/lib/data/field-errors';
import { fail } from '#src/lib/data/result';
import {
  emptyVolunteerForm,
  isVolunteerDraftComplete,
  toVolunteerApplicationInput,
  volunteerActivities,
  volunteerAgeBands,
  volunteerDraftSchema,
  volunteerExperiences,
  volunteerFields,
  volunteerLimits,
  volunteerSlots,
  type VolunteerField,
  type VolunteerFormValues,
} from '../model/volunteer-application';
import { loadVolunteerWritePath } from './load-volunteer-write-path';
import { ProvinceField } from './province-field';
import { volunteerTexts } from './texts';
import type { VolunteerTexts } from './texts/it';

/**
 * After a send attempt the draft keeps no name, phone, e-mail or guardian: the form is short, so
 * it offers no "remember them" (as the circle form).
 */
export const volunteerDraft: SendFormDraftOptions<VolunteerFormValues> = {
  key: 'volunteer',
  version: 1,
  contactFields: ['givenName', 'familyName', 'email', 'phone', 'guardianName'],
};

/** The failure in the page's language: the data layer names it by its code. */
export function failureText(code: string, t: VolunteerTexts): string {
  if (code === 'app-check-unavailable') return t.failures.appCheck;
  if (code === 'offline' || code === 'unavailable') return t.failures.offline;
  return t.failures.other;
}

export function VolunteerApplicationForm({ language }: { readonly language: SiteLanguage }) {
  const id = useId();
  const fieldId = (field: VolunteerField) => `${id}-${field}`;
  const t = useTexts(volunteerTexts);
  const form = useSendForm({
    initial: emptyVolunteerForm,
    validate: (values) => fieldErrorsIn(volunteerDraftSchema, values, t.errors),
    fieldOrder: volunteerFields,
    // Firestore and App Check come with the visitor's first interaction, never with the page.
    writePath: loadVolunteerWritePath,
    send: async (values, api) => {
      const sent = await api.submitVolunteerApplication(
        toVolunteerApplicationInput(values, language),
      );
      return sent.success ? sent : fail(sent.error.code, failureText(sent.error.code, t));
    },
    draft: volunteerDraft,
  });
  const { values, setField, touch, shownError, state, sending, formProps, outcomeRef } = form;
  const { honeypot, invalid, goTo } = form;
  const minor = values.ageBand === '16-17';

  const fields = formFields({
    values,
    setField,
    touch,
    shownError,
    idPrefix: id,
    language,
    labels: t.labels,
    hints: t.hints as Partial<Record<VolunteerField, string>>,
    // Only the notes may stay empty; each field says whether it is required where it is drawn.
    isRequired: (field) => field !== 'notes',
    limits: { notes: volunteerLimits.notes },
  });

  if (state.kind === 'sent') {
    return (
      <SendSuccess
        ref={outcomeRef}
        language={language}
        title={t.sentTitle}
        paragraphs={[t.sent(state.values.givenName.trim())]}
        reference={typeof state.result === 'string' ? applicationReference(state.result) : ''}
        contacts
        again={{ label: t.sendAnother, onClick: form.draft.discard }}
      />
    );
  }

  return (
    <form {...formProps}>
      <DraftNotice language={language} draft={form.draft} />
      <p className="small">
        <RequiredMark required /> {t.requiredNote}
      </p>
      <div className="row">
        <div className="col-md-6">
          <TextInput {...fields.text('givenName')} autoComplete="given-name" />
        </div>
        <div className="col-md-6">
          <TextInput {...fields.text('familyName')} autoComplete="family-name" />
        </div>
      </div>
      <TextInput {...fields.text('email')} type="email" autoComplete="email" />
      <TextInput {...fields.text('phone')} type="tel" autoComplete="tel" />
      <ChoiceField {...fields.choice('ageBand', choicesOf(volunteerAgeBands, t.ageBands))} />
      {minor && (
        <div className="ps-3 border-start mb-3">
          <Checkbox
            id={fieldId('guardianConsent')}
            name="guardianConsent"
            label={t.labels.guardianConsent}
            description={t.hints.guardianConsent}
            required
            error={shownError('guardianConsent')}
            checked={values.guardianConsent}
            onChange={(checked) => setField('guardianConsent', checked)}
          />
          <TextInput {...fields.text('guardianName')} autoComplete="off" />
        </div>
      )}
      <ProvinceField
        id={fieldId('province')}
        name="province"
        label={t.labels.province}
        placeholder={t.chooseProvince}
        value={values.province}
        error={shownError('province')}
        onChange={(value) => setField('province', value)}
        onBlur={() => touch('province')}
      />
      <CheckboxGroup
        id={fieldId('availability')}
        name="availability"
        label={t.labels.availability}
        description={t.hints.availability}
        required
        error={shownError('availability')}
        choices={choicesOf(volunteerSlots, t.slots)}
        value={values.availability}
        onChange={(value) => setField('availability', value)}
        onBlur={() => touch('availability')}
      />
      <CheckboxGroup
        id={fieldId('activities')}
        name="activities"
        label={t.labels.activities}
        description={t.hints.activities}
        required
        error={shownError('activities')}
        choices={choicesOf(volunteerActivities, t.activities)}
        value={values.activities}
        onChange={(value) => setField('activities', value)}
        onBlur={() => touch('activities')}
      />
      <ChoiceField
        {...fields.choice('experience', choicesOf(volunteerExperiences, t.experiences))}
      />
      <TextArea {...fields.area('notes')} rows={4} />
      <Checkbox
        id={fieldId('privacyConsent')}
        name="privacyConsent"
        label={t.labels.privacyConsent}
        required
        error={shownError('privacyConsent')}
        checked={values.privacyConsent}
        onChange={(checked) => setField('privacyConsent', checked)}
      />
      {/* Its own consent, never ticked for the visitor (decision 52). */}
      <Checkbox
        id={fieldId('newsConsent')}
        name="newsConsent"
        label={t.labels.newsConsent}
        description={t.hints.newsConsent}
        checked={values.newsConsent}
        onChange={(checked) => setField('newsConsent', checked)}
      />
      <PublicFormEnd
        language={language}
        texts={t}
        honeypot={honeypot}
        outcomeRef={outcomeRef}
        failure={state.kind === 'failed' ? state.message : null}
        submitLabel={t.submit}
        complete={isVolunteerDraftComplete(values)}
        incompleteHint={t.incomplete}
        sending={sending}
        missing={missingAnswers(invalid, goTo, (field) => t.labels[field])}
      />
    </form>
  );
}
