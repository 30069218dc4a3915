import { useId, useState, type FormEvent } from 'react';
import { Bilingual, inLanguage } from '#src/components/bilingual/bilingual';
import { ChoiceField, type Choice } from '#src/components/bilingual/choice-field';
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
import { loadPublicApplications, type PublicApplicationsApi } from '../load-write-path';
import { adoptionRequiredFields } from '../../model/public-answers';
import {
  ApplicationFormEnd,
  ApplicationFormStart,
  ApplicationSent,
} from '../common/application-form-parts';
import { bilingualFields } from '../common/bilingual-fields';
import { applicationText } from '../common/common-text';
import { FormSection } from '../common/form-section';
import { HorseChoiceField } from '../common/horse-choice-field';
import {
  horsesToChoose,
  nameFromSlug,
  useAdoptableHorses,
  type AdoptableHorses,
} from '../common/horse-choices';
import {
  behaviourToleranceLabels,
  choicesOf,
  healthToleranceLabels,
  horseFeedingLabels,
  horseFeetLabels,
  horseFriendsLabels,
  horseHouseLabels,
  horsePlaceLabels,
} from '../common/option-labels';
import { RegionField } from '../common/region-field';
import { useApplicationId } from '../common/use-application-id';
import { PhotoPicker } from '../photos/photo-picker';
import {
  adoptionFields,
  adoptionTextFields,
  emptyAdoptionForm,
  toAdoptionApplicationInput,
  validateAdoptionForm,
  type AdoptionField,
  type AdoptionFormValues,
  type AdoptionTextField,
} from './adoption-form';
import {
  adoptionHints,
  adoptionLabels,
  adoptionMissingLabels,
  adoptionSections,
  adoptionSuccess,
  adoptionText,
  newsletterText,
} from './adoption-text';

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

type LimitedField = keyof typeof adoptionTextFields;

/** Each text's limit (the rules'), for the live counts under the long ones. */
const adoptionLimits = Object.fromEntries(
  Object.entries(adoptionTextFields).map(([field, { max }]) => [field, max]),
) as Readonly<Record<LimitedField, number>>;

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

const answerChoices: { readonly [K in ChoiceKey]: readonly Choice<string>[] } = {
  horsePlace: choicesOf(horsePlaceOptions, horsePlaceLabels),
  horseFriends: choicesOf(horseFriendsOptions, horseFriendsLabels),
  horseHouse: choicesOf(horseHouseOptions, horseHouseLabels),
  horseFeeding: choicesOf(horseFeedingOptions, horseFeedingLabels),
  horseFeet: choicesOf(horseFeetOptions, horseFeetLabels),
  desiredHealth: choicesOf(healthToleranceOptions, healthToleranceLabels),
  desiredBrain: choicesOf(behaviourToleranceOptions, behaviourToleranceLabels),
};

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
  const choices = useAdoptableHorses();
  const form = useSendForm({
    initial: emptyAdoptionForm,
    validate: validateAdoptionForm,
    fieldOrder: adoptionFields,
    // Firestore and App Check come with the visitor's first interaction, never with the page.
    writePath: loadPublicApplications,
    send: (values, api) => sendApplication(values, api, language, choices),
    draft: adoptionDraft,
  });
  const { values, edit, setField, touch, state, sending, outcomeRef, honeypot, invalid, goTo } =
    form;
  // The checks word each message in both languages; the page shows its own.
  const shownError: typeof form.shownError = (field) =>
    inLanguage(form.shownError(field), language);
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

  const label = (field: keyof typeof adoptionLabels) => (
    <Bilingual text={adoptionLabels[field]} language={language} />
  );
  const fields = bilingualFields({
    values,
    setField,
    touch,
    shownError,
    idPrefix: id,
    language,
    labels: adoptionLabels,
    hints: adoptionHints,
    isRequired: (field) => requiredFields.includes(field),
    limits: adoptionLimits,
  });
  const textProps = (field: AdoptionTextField) => fields.text(field);
  const input = (field: AdoptionTextField, type: TextInputType, autoComplete: string) => (
    <TextInput {...textProps(field)} type={type} autoComplete={autoComplete} />
  );
  const area = (field: LimitedField, rows = 3) => <TextArea {...fields.area(field)} rows={rows} />;
  const choice = (field: ChoiceKey) => (
    <ChoiceField {...fields.choice(field, answerChoices[field])} />
  );
  const newsletter = (field: 'newsletterUpdates' | 'newsletterAdoption' | 'newsletterSupport') => (
    <Checkbox
      id={fieldId(field)}
      name={field}
      label={label(field)}
      checked={values[field]}
      onChange={(checked) => setField(field, checked)}
      className="mb-1"
    />
  );

  if (state.kind === 'sent') {
    return (
      <ApplicationSent
        language={language}
        outcomeRef={outcomeRef}
        paragraphs={adoptionSuccess}
        kind="adoption"
        applicationId={state.values.applicationId}
        photos={state.values.photos}
      />
    );
  }

  return (
    <form {...formProps}>
      <ApplicationFormStart language={language} draft={{ restoredAt, discard: startOver }} />

      <FormSection title={adoptionSections.person} language={language}>
        <div className="row">
          <div className="col-md-6">{input('givenName', 'text', 'given-name')}</div>
          <div className="col-md-6">{input('familyName', 'text', 'family-name')}</div>
          <div className="col-md-6">{input('phone', 'tel', 'tel')}</div>
          <div className="col-md-6">{input('email', 'email', 'email')}</div>
          <div className="col-md-6">
            <RegionField
              id={fieldId('region')}
              name="region"
              language={language}
              label={adoptionLabels.region}
              hint={adoptionHints.region}
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
          <legend className="form-label fs-6 mb-1">
            <Bilingual text={newsletterText.legend} language={language} />
          </legend>
          <p id={`${id}-newsletter-hint`} className="form-text mt-0 mb-2">
            <Bilingual text={newsletterText.hint} language={language} />
          </p>
          {newsletter('newsletterUpdates')}
          {newsletter('newsletterAdoption')}
          {newsletter('newsletterSupport')}
        </fieldset>
      </FormSection>

      <HorseChoiceField
        id={fieldId('horses')}
        language={language}
        choices={choices}
        horses={values.horses}
        anyHorse={values.anyHorse}
        error={shownError('horses')}
        onHorsesChange={chooseHorses}
        onAnyHorseChange={chooseAnyHorse}
        onBlur={() => touch('horses')}
      />

      <FormSection title={adoptionSections.life} language={language}>
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

      <FormSection title={adoptionSections.activities} language={language}>
        {area('humanActivities')}
        {area('humanExperience', 4)}
        {area('humanSchool')}
        {area('humanPrevious')}
        {area('humanWhy', 4)}
      </FormSection>

      <FormSection title={adoptionSections.desired} language={language}>
        {area('desiredPhysics')}
        {area('desiredMental')}
        {area('desiredSkills')}
        {choice('desiredHealth')}
        {area('desiredHealthNotes', 2)}
        {choice('desiredBrain')}
        {area('desiredBrainNotes', 2)}
      </FormSection>

      <FormSection title={adoptionSections.photos} language={language}>
        <PhotoPicker
          id={fieldId('photos')}
          language={language}
          kind="adoption"
          applicationId={applicationId}
          photos={values.photos}
          onChange={(photos) => setField('photos', photos)}
          onBusyChange={setPhotosBusy}
          label={adoptionLabels.photos}
          hint={adoptionHints.photos}
        />
        {shownError('photos') && (
          <p className="invalid-feedback d-block admin-field__error">{shownError('photos')}</p>
        )}
      </FormSection>

      <ApplicationFormEnd
        language={language}
        declarationId={fieldId('declaration')}
        declaration={adoptionText.declaration}
        declared={values.declaration}
        declarationError={shownError('declaration')}
        onDeclarationChange={(checked) => {
          setField('declaration', checked);
          touch('declaration');
        }}
        honeypot={honeypot}
        outcomeRef={outcomeRef}
        failure={state.kind === 'failed' ? state.message : null}
        submitLabel={applicationText.submit}
        complete={canSend}
        incompleteHint={photosBusy ? applicationText.photosBusy : applicationText.pageStarting}
        sending={sending}
        missing={missingAnswers(invalid, goTo, (field) => adoptionMissingLabels[field])}
        keepContacts={{
          id: `${id}-keepContacts`,
          checked: values.keepContacts,
          onChange: (checked) => setField('keepContacts', checked),
        }}
      />
    </form>
  );
}
