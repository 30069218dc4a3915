import { useId, useState, type FormEvent } from 'react';
import { ChoiceField, choicesOf, type Choice } from '#src/components/bilingual/choice-field';
import { Checkbox } from '#src/components/forms/checkbox';
import { TextArea } from '#src/components/forms/text-area';
import { TextInput, type TextInputType } from '#src/components/forms/text-input';
import { missingAnswers } from '#src/components/bilingual/send-button';
import { useSendForm, type SendFormDraftOptions } from '#src/components/forms/use-send-form';
import {
  behaviourToleranceOptions,
  healthToleranceOptions,
  horseFeedingOptions,
  horseFeetOptions,
  horseFriendsOptions,
  horseHouseOptions,
  horsePlaceOptions,
} from '#src/config/options';
import type { SiteLanguage } from '#src/config/site';
import { useHydrated } from '#src/hooks/use-hydrated';
import { useTexts } from '#src/hooks/use-texts';
import { loadPublicApplications, type PublicApplicationsApi } from '../load-write-path';
import { adoptionRequiredFields } from '../../model/public-answers';
import {
  ApplicationFormEnd,
  ApplicationFormStart,
  ApplicationSent,
} from '../common/application-form-parts';
import { formFields } from '#src/components/forms/public-form-fields';
import { FormSection } from '../common/form-section';
import { HorseChoiceField } from '../common/horse-choice-field';
import {
  horsesToChoose,
  nameFromSlug,
  useAdoptableHorses,
  type AdoptableHorses,
} from '../common/horse-choices';
import { RegionField } from '../common/region-field';
import { applicationTexts, type ApplicationTexts } from '../common/texts';
import { useApplicationId } from '../common/use-application-id';
import { PhotoPicker } from '../photos/photo-picker';
import {
  adoptionFields,
  adoptionFormErrors,
  adoptionTextLimits,
  emptyAdoptionForm,
  toAdoptionApplicationInput,
  type AdoptionField,
  type AdoptionFormValues,
  type AdoptionTextField,
} from './adoption-form';
import { adoptionTexts } from './texts';

/** The id alone and horses alone (the address may have chosen one) are not worth a draft. */
export const adoptionDraft: SendFormDraftOptions<AdoptionFormValues> = {
  key: 'adoption',
  version: 1,
  // The photos wait in memory, never in a draft: they are sent after the application.
  ignoredFields: ['applicationId', 'horses', 'keepContacts'],
  contactFields: ['givenName', 'familyName', 'phone', 'email', 'zip', 'horseAddress'],
  keepContactsField: 'keepContacts',
  unsavedFields: ['photos'],
};

const requiredFields: readonly string[] = adoptionRequiredFields;

type LimitedField = keyof typeof adoptionTextLimits;

const sendApplication = (
  values: AdoptionFormValues,
  api: PublicApplicationsApi,
  language: SiteLanguage,
  horses: AdoptableHorses,
) => {
  // The receipt names the horses as the form shows them.
  const listed = horses.status === 'ready' ? horses.data : [];
  const names = values.horses.map(
    (slug) => listed.find((horse) => horse.slug === slug)?.name ?? nameFromSlug(slug),
  );
  return api.submitAdoptionApplication(
    values.applicationId,
    toAdoptionApplicationInput(values),
    language,
    names,
  );
};

type ChoiceKey =
  | 'horsePlace'
  | 'horseFriends'
  | 'horseHouse'
  | 'horseFeeding'
  | 'horseFeet'
  | 'desiredHealth'
  | 'desiredBrain';

/** Each choice's values, labelled in the page's language. */
const answerChoices = (
  options: ApplicationTexts,
): { readonly [K in ChoiceKey]: readonly Choice<string>[] } => ({
  horsePlace: choicesOf(horsePlaceOptions, options.horsePlace),
  horseFriends: choicesOf(horseFriendsOptions, options.horseFriends),
  horseHouse: choicesOf(horseHouseOptions, options.horseHouse),
  horseFeeding: choicesOf(horseFeedingOptions, options.horseFeeding),
  horseFeet: choicesOf(horseFeetOptions, options.horseFeet),
  desiredHealth: choicesOf(healthToleranceOptions, options.healthTolerance),
  desiredBrain: choicesOf(behaviourToleranceOptions, options.behaviourTolerance),
});

export interface AdoptionApplicationFormProps {
  readonly language: SiteLanguage;
  readonly horseSlug?: string;
}

export function AdoptionApplicationForm({
  language,
  horseSlug = '',
}: AdoptionApplicationFormProps) {
  const id = useId();
  const fieldId = (field: AdoptionField) => `${id}-${field}`;
  const hydrated = useHydrated();
  const t = useTexts(adoptionTexts);
  const shared = useTexts(applicationTexts);
  const choices = useAdoptableHorses();
  const form = useSendForm({
    initial: emptyAdoptionForm,
    validate: (checked) => adoptionFormErrors(checked, t.errors),
    fieldOrder: adoptionFields,
    // Firestore and App Check come with the visitor's first interaction, never with the page.
    writePath: loadPublicApplications,
    send: (values, api) => sendApplication(values, api, language, choices),
    draft: adoptionDraft,
  });
  const { values, edit, setField, touch, state, sending, outcomeRef, honeypot, invalid, goTo } =
    form;
  const { shownError } = form;
  const [photosBusy, setPhotosBusy] = useState(false);
  const [horsesChosen, setHorsesChosen] = useState(false);

  const applicationId = values.applicationId;
  useApplicationId(applicationId, edit);

  // Preselect `?cavallo=`'s horse once known; state adjusted while rendering, as the HTML is built
  // without a query.
  const restoredAt = form.draft.restoredAt;
  const [seen, setSeen] = useState({ choices, horseSlug: '', restoredAt });
  if (
    seen.choices !== choices ||
    seen.horseSlug !== horseSlug ||
    (restoredAt !== null && seen.restoredAt !== restoredAt)
  ) {
    setSeen({ choices, horseSlug, restoredAt });
    const horses = horsesToChoose(values.horses, choices, horseSlug, horsesChosen);
    if (horses !== values.horses) setField('horses', horses);
  }

  const chooseHorses = (slugs: string[]) => {
    setHorsesChosen(true);
    setField('horses', slugs);
    touch('horses');
  };
  const chooseAnyHorse = (any: boolean) => {
    setField('anyHorse', any);
    touch('horses');
  };
  const startOver = () => {
    form.draft.discard();
    setHorsesChosen(false);
    const horses = horsesToChoose([], choices, horseSlug, false);
    if (horses.length > 0) setField('horses', horses);
  };

  const ready = hydrated && applicationId !== '';
  const canSend = ready && !photosBusy;
  const formProps = {
    ...form.formProps,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      // The send button waits for the photos; Enter in a field must not get past it.
      if (!canSend) {
        event.preventDefault();
        return;
      }
      form.formProps.onSubmit(event);
    },
  };

  const fields = formFields({
    values,
    setField,
    touch,
    shownError,
    idPrefix: id,
    language,
    labels: t.labels,
    hints: t.hints,
    isRequired: (field) => requiredFields.includes(field),
    limits: adoptionTextLimits,
  });
  const textProps = (field: AdoptionTextField) => fields.text(field);
  const input = (field: AdoptionTextField, type: TextInputType, autoComplete: string) => (
    <TextInput {...textProps(field)} type={type} autoComplete={autoComplete} />
  );
  const area = (field: LimitedField, rows = 3) => <TextArea {...fields.area(field)} rows={rows} />;
  const answers = answerChoices(shared);
  const choice = (field: ChoiceKey) => <ChoiceField {...fields.choice(field, answers[field])} />;
  const newsletter = (field: 'newsletterUpdates' | 'newsletterAdoption' | 'newsletterSupport') => (
    <Checkbox
      id={fieldId(field)}
      name={field}
      label={t.labels[field]}
      checked={values[field]}
      onChange={(checked) => setField(field, checked)}
      className="mb-1"
    />
  );

  // How the line under the send button names each answer still missing or wrong.
  const missingLabels = { ...t.labels, ...t.missing };

  if (state.kind === 'sent') {
    return (
      <ApplicationSent
        language={language}
        outcomeRef={outcomeRef}
        paragraphs={t.sent}
        kind="adoption"
        applicationId={state.values.applicationId}
        photos={state.values.photos}
      />
    );
  }

  return (
    <form {...formProps}>
      <ApplicationFormStart language={language} draft={{ restoredAt, discard: startOver }} />

      <FormSection title={t.sections.person}>
        <div className="row">
          <div className="col-md-6">{input('givenName', 'text', 'given-name')}</div>
          <div className="col-md-6">{input('familyName', 'text', 'family-name')}</div>
          <div className="col-md-6">{input('phone', 'tel', 'tel')}</div>
          <div className="col-md-6">{input('email', 'email', 'email')}</div>
          <div className="col-md-6">
            <RegionField
              id={fieldId('region')}
              name="region"
              label={t.labels.region}
              hint={t.hints.region}
              value={values.region}
              error={shownError('region')}
              onChange={(region) => setField('region', region)}
              onBlur={() => touch('region')}
            />
          </div>
          <div className="col-md-6">
            <TextInput
              {...textProps('zip')}
              type="text"
              inputMode={values.region === 'Estero' ? 'text' : 'numeric'}
              autoComplete="postal-code"
            />
          </div>
        </div>
        <fieldset className="mb-3" aria-describedby={`${id}-newsletter-hint`}>
          <legend className="form-label fs-6 mb-1">{t.newsletter.legend}</legend>
          <p id={`${id}-newsletter-hint`} className="form-text mt-0 mb-2">
            {t.newsletter.hint}
          </p>
          {newsletter('newsletterUpdates')}
          {newsletter('newsletterAdoption')}
          {newsletter('newsletterSupport')}
        </fieldset>
      </FormSection>

      <HorseChoiceField
        id={fieldId('horses')}
        texts={t.horseChoice}
        choices={choices}
        horses={values.horses}
        anyHorse={values.anyHorse}
        error={shownError('horses')}
        onHorsesChange={chooseHorses}
        onAnyHorseChange={chooseAnyHorse}
        onBlur={() => touch('horses')}
      />

      <FormSection title={t.sections.life}>
        {area('horseAddress', 2)}
        <TextInput {...textProps('horseBarncode')} type="text" autoComplete="off" />
        {choice('horsePlace')}
        {area('horsePlaceNotes', 2)}
        {choice('horseFriends')}
        {area('horseFriendsNotes', 2)}
        {choice('horseHouse')}
        {area('horseHouseNotes', 2)}
        {choice('horseFeeding')}
        {area('horseFeedingNotes', 2)}
        {choice('horseFeet')}
        {area('horseFeetNotes', 2)}
      </FormSection>

      <FormSection title={t.sections.activities}>
        {area('humanActivities')}
        {area('humanExperience', 4)}
        {area('humanSchool')}
        {area('humanPrevious')}
        {area('humanWhy', 4)}
      </FormSection>

      <FormSection title={t.sections.desired}>
        {area('desiredPhysics')}
        {area('desiredMental')}
        {area('desiredSkills')}
        {choice('desiredHealth')}
        {area('desiredHealthNotes', 2)}
        {choice('desiredBrain')}
        {area('desiredBrainNotes', 2)}
      </FormSection>

      <FormSection title={t.sections.photos}>
        <PhotoPicker
          id={fieldId('photos')}
          language={language}
          kind="adoption"
          applicationId={applicationId}
          photos={values.photos}
          onChange={(photos) => setField('photos', photos)}
          onBusyChange={setPhotosBusy}
          label={t.labels.photos}
          hint={t.hints.photos}
        />
        {shownError('photos') && (
          <p className="invalid-feedback d-block admin-field__error">{shownError('photos')}</p>
        )}
      </FormSection>

      <ApplicationFormEnd
        language={language}
        declarationId={fieldId('declaration')}
        declaration={t.declaration}
        declared={values.declaration}
        declarationError={shownError('declaration')}
        onDeclarationChange={(checked) => {
          setField('declaration', checked);
          touch('declaration');
        }}
        honeypot={honeypot}
        outcomeRef={outcomeRef}
        failure={state.kind === 'failed' ? state.message : null}
        submitLabel={shared.submit}
        complete={canSend}
        incompleteHint={photosBusy ? shared.photosBusy : shared.pageStarting}
        sending={sending}
        missing={missingAnswers(invalid, goTo, (field) => missingLabels[field])}
        keepContacts={{
          id: `${id}-keepContacts`,
          checked: values.keepContacts,
          onChange: (checked) => setField('keepContacts', checked),
        }}
      />
    </form>
  );
}
