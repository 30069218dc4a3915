import { useId, useState } from 'react';
import { inLanguage } from '#src/components/bilingual/bilingual';
import { ChoiceField, fieldHint } from '#src/components/bilingual/choice-field';
import { TextArea } from '#src/components/forms/text-area';
import { TextInput } from '#src/components/forms/text-input';
import { missingAnswers } from '#src/components/bilingual/send-button';
import { useSendForm, type SendFormDraftOptions } from '#src/components/forms/use-send-form';
import {
  cessionPriorities,
  horseFeedingOptions,
  horseFeetOptions,
  horseFriendsOptions,
  horseHouseOptions,
} from '#src/config/options';
import type { SiteLanguage } from '#src/config/site';
import { useHydrated } from '#src/hooks/use-hydrated';
import { loadPublicApplications, type PublicApplicationsApi } from '../load-write-path';
import { applicationLimits } from '../../model/public-application';
import {
  ApplicationFormEnd,
  ApplicationFormStart,
  ApplicationSent,
} from '../common/application-form-parts';
import { bilingualFields } from '../common/bilingual-fields';
import { applicationText } from '../common/common-text';
import { FormSection } from '../common/form-section';
import { RegionField } from '../common/region-field';
import { useApplicationId } from '../common/use-application-id';
import {
  cessionPriorityLabels,
  choicesOf,
  horseFeedingLabels,
  horseFeetLabels,
  horseFriendsLabels,
  horseHouseLabels,
} from '../common/option-labels';
import { PhotoPicker, type StoredPhoto } from '../photos/photo-picker';
import type { cessionTextLimit, CessionField, CessionFormValues } from './cession-form';
import {
  cessionFields,
  cessionTextLimits,
  emptyCessionForm,
  isRequiredCessionField,
  toCessionApplicationInput,
  validateCessionForm,
} from './cession-form';
import {
  cessionHints,
  cessionLabels,
  cessionMissingLabels,
  cessionSections,
  cessionSuccessText,
  cessionText,
  photosHint,
} from './cession-text';

export interface CessionFormState extends CessionFormValues {
  applicationId: string;
  /** Never sent: whether the draft keeps the contact data after a send attempt. */
  keepContacts: boolean;
  photos: readonly StoredPhoto[];
}

/** Its id is drawn once the page has hydrated (an HTML page has none). */
export const emptyCessionState: CessionFormState = {
  ...emptyCessionForm,
  applicationId: '',
  keepContacts: false,
  photos: [],
};

export const cessionDraft: SendFormDraftOptions<CessionFormState> = {
  key: 'cession',
  version: 1,
  // The photos wait in memory, never in a draft: they are sent after the application.
  ignoredFields: ['applicationId', 'keepContacts'],
  contactFields: ['givenName', 'familyName', 'phone', 'email', 'horseZip', 'horseAddress'],
  keepContactsField: 'keepContacts',
  unsavedFields: ['photos'],
};

/** A hand-edited draft may hold anything. */
const isStoredPhoto = (photo: unknown): photo is StoredPhoto =>
  typeof photo === 'object' &&
  photo !== null &&
  typeof (photo as StoredPhoto).name === 'string' &&
  typeof (photo as StoredPhoto).label === 'string' &&
  typeof (photo as StoredPhoto).thumb === 'string';

const sendApplication = (
  state: CessionFormState,
  api: PublicApplicationsApi,
  language: SiteLanguage,
) =>
  api.submitCessionApplication(
    state.applicationId,
    toCessionApplicationInput(
      state,
      state.photos.filter(isStoredPhoto).map((photo) => photo.name),
    ),
    language,
  );

const validate = (state: CessionFormState) => validateCessionForm(state);

const priorityChoices = choicesOf(cessionPriorities, cessionPriorityLabels);
const friendsChoices = choicesOf(horseFriendsOptions, horseFriendsLabels);
const houseChoices = choicesOf(horseHouseOptions, horseHouseLabels);
const feedingChoices = choicesOf(horseFeedingOptions, horseFeedingLabels);
const feetChoices = choicesOf(horseFeetOptions, horseFeetLabels);

type LongField = Parameters<typeof cessionTextLimit>[0];
type TextField = LongField | 'email' | 'horseZip' | 'horseBirthdate';

export interface CessionApplicationFormProps {
  readonly language: SiteLanguage;
}

export function CessionApplicationForm({ language }: CessionApplicationFormProps) {
  const id = useId();
  const fieldId = (field: CessionField | 'photos' | 'keepContacts') => `${id}-${field}`;
  const hydrated = useHydrated();
  const form = useSendForm({
    initial: emptyCessionState,
    validate,
    fieldOrder: cessionFields,
    // Firestore and App Check come with the visitor's first interaction, never with the page.
    writePath: loadPublicApplications,
    send: (state, api) => sendApplication(state, api, language),
    draft: cessionDraft,
  });
  const { values, edit, setField, touch, state, sending, formProps, outcomeRef, invalid, goTo } =
    form;
  // The checks word each message in both languages; the page shows its own.
  const shownError: typeof form.shownError = (field) =>
    inLanguage(form.shownError(field), language);
  const [photosBusy, setPhotosBusy] = useState(false);

  useApplicationId(values.applicationId, edit);

  const photos = values.photos.filter(isStoredPhoto);
  // Missing answers never disable the button: a send names, marks and focuses the first of them.
  const canSend = hydrated && values.applicationId !== '' && !photosBusy;

  const fields = bilingualFields({
    values,
    setField,
    touch,
    shownError,
    idPrefix: id,
    language,
    labels: cessionLabels,
    hints: cessionHints,
    isRequired: isRequiredCessionField,
    limits: cessionTextLimits,
  });
  const textProps = (field: TextField) => fields.text(field);
  const areaProps = (field: LongField, rows = 3) => ({
    ...fields.area(field),
    rows,
    description: fieldHint(cessionHints[field], language),
  });
  const submit = formProps.onSubmit;

  if (state.kind === 'sent') {
    return (
      <ApplicationSent
        language={language}
        outcomeRef={outcomeRef}
        paragraphs={cessionSuccessText(state.values.horseName.trim())}
        kind="cession"
        applicationId={state.values.applicationId}
        photos={state.values.photos.filter(isStoredPhoto)}
      />
    );
  }

  return (
    <form
      {...formProps}
      onSubmit={(event) => {
        // The send waits for the page and the photos being uploaded (Enter in a field included).
        if (canSend) submit(event);
        else event.preventDefault();
      }}
    >
      <ApplicationFormStart language={language} draft={form.draft} />

      <FormSection title={cessionSections.applicant} language={language}>
        <div className="row">
          <div className="col-md-6">
            <TextInput {...textProps('givenName')} autoComplete="given-name" />
          </div>
          <div className="col-md-6">
            <TextInput {...textProps('familyName')} autoComplete="family-name" />
          </div>
          <div className="col-md-6">
            <TextInput {...textProps('phone')} type="tel" autoComplete="tel" />
          </div>
          <div className="col-md-6">
            <TextInput {...textProps('email')} type="email" autoComplete="email" />
          </div>
        </div>
        <TextArea {...areaProps('cause', 4)} />
      </FormSection>

      <FormSection title={cessionSections.priority} language={language}>
        <ChoiceField {...fields.choice('priority', priorityChoices)} />
      </FormSection>

      <FormSection title={cessionSections.horse} language={language}>
        <div className="row">
          <div className="col-md-8">
            <RegionField
              id={fieldId('horseRegion')}
              name="horseRegion"
              language={language}
              label={cessionLabels.horseRegion}
              error={shownError('horseRegion')}
              value={values.horseRegion}
              onChange={(value) => setField('horseRegion', value)}
              onBlur={() => touch('horseRegion')}
            />
          </div>
          <div className="col-md-4">
            <TextInput
              {...textProps('horseZip')}
              inputMode={values.horseRegion === 'Estero' ? 'text' : 'numeric'}
              autoComplete="postal-code"
            />
          </div>
        </div>
        <TextArea {...areaProps('horseAddress', 2)} />
        <TextInput {...textProps('horseName')} autoComplete="off" />
        <div className="row">
          <div className="col-md-4">
            <TextInput {...textProps('horseBirthdate')} type="date" autoComplete="off" />
          </div>
          <div className="col-md-4">
            <TextInput {...textProps('horseBreed')} autoComplete="off" />
          </div>
          <div className="col-md-4">
            <TextInput {...textProps('horseHeight')} autoComplete="off" />
          </div>
        </div>
      </FormSection>

      <FormSection title={cessionSections.life} language={language}>
        <TextArea {...areaProps('humanTime', 2)} />
        <ChoiceField {...fields.choice('horseFriends', friendsChoices)} />
        <ChoiceField {...fields.choice('horseHouse', houseChoices)} />
        <ChoiceField {...fields.choice('horseFeeding', feedingChoices)} />
        <ChoiceField {...fields.choice('horseFeet', feetChoices)} />
        <TextArea {...areaProps('horseManagementNotes')} />
        <TextArea {...areaProps('horseCurrentPhysical')} />
        <TextArea {...areaProps('horsePastPhysical')} />
        <TextArea {...areaProps('horseCurrentMental')} />
        <TextArea {...areaProps('horsePastMental')} />
        <TextArea {...areaProps('horsePersonality')} />
        <TextArea {...areaProps('horseWithHumans')} />
        <TextArea {...areaProps('horseWithHorses')} />
      </FormSection>

      <FormSection title={cessionSections.photos} language={language}>
        <PhotoPicker
          id={fieldId('photos')}
          language={language}
          kind="cession"
          applicationId={values.applicationId}
          photos={photos}
          onChange={(next) => setField('photos', next)}
          onBusyChange={setPhotosBusy}
          max={applicationLimits.photos}
          label={cessionText.photosLabel}
          hint={photosHint(applicationLimits.photos)}
        />
      </FormSection>

      <FormSection title={cessionSections.notes} language={language}>
        <TextArea {...areaProps('notes', 4)} />
      </FormSection>

      <ApplicationFormEnd
        language={language}
        declarationId={fieldId('declaration')}
        declaration={cessionLabels.declaration}
        declared={values.declaration}
        declarationError={shownError('declaration')}
        onDeclarationChange={(checked) => setField('declaration', checked)}
        honeypot={form.honeypot}
        outcomeRef={outcomeRef}
        failure={state.kind === 'failed' ? state.message : null}
        submitLabel={cessionText.submit}
        complete={canSend}
        incompleteHint={photosBusy ? applicationText.photosBusy : applicationText.pageStarting}
        sending={sending}
        missing={missingAnswers(invalid, goTo, (field) => cessionMissingLabels[field])}
        keepContacts={{
          id: fieldId('keepContacts'),
          checked: values.keepContacts,
          onChange: (checked) => setField('keepContacts', checked),
        }}
      />
    </form>
  );
}
