import { useId, useState } from 'react';
import { ChoiceField, choicesOf } from '#src/components/bilingual/choice-field';
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
import { useTexts } from '#src/hooks/use-texts';
import { loadPublicApplications, type PublicApplicationsApi } from '../load-write-path';
import { applicationLimits } from '../../model/public-application';
import {
  ApplicationFormEnd,
  ApplicationFormStart,
  ApplicationSent,
} from '../common/application-form-parts';
import { formFields } from '#src/components/forms/public-form-fields';
import { FormSection } from '../common/form-section';
import { RegionField } from '../common/region-field';
import { useApplicationId } from '../common/use-application-id';
import { applicationTexts } from '../common/texts';
import { PhotoPicker, type StoredPhoto } from '../photos/photo-picker';
import type { CessionTextField } from '../../model/cession-draft';
import type { CessionField, CessionFormValues } from './cession-form';
import {
  cessionFields,
  cessionTextLimits,
  emptyCessionForm,
  isRequiredCessionField,
  cessionFormErrors,
  toCessionApplicationInput,
} from './cession-form';
import { cessionTexts } from './texts';

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

type LongField = CessionTextField;
type TextField = LongField | 'email' | 'horseZip' | 'horseBirthdate';

export interface CessionApplicationFormProps {
  readonly language: SiteLanguage;
}

export function CessionApplicationForm({ language }: CessionApplicationFormProps) {
  const id = useId();
  const fieldId = (field: CessionField | 'photos' | 'keepContacts') => `${id}-${field}`;
  const hydrated = useHydrated();
  const t = useTexts(cessionTexts);
  const options = useTexts(applicationTexts);
  const form = useSendForm({
    initial: emptyCessionState,
    validate: (state) => cessionFormErrors(state, t.errors),
    fieldOrder: cessionFields,
    // Firestore and App Check come with the visitor's first interaction, never with the page.
    writePath: loadPublicApplications,
    send: (state, api) => sendApplication(state, api, language),
    draft: cessionDraft,
  });
  const { values, edit, setField, touch, state, sending, formProps, outcomeRef, invalid, goTo } =
    form;
  const { shownError } = form;
  const [photosBusy, setPhotosBusy] = useState(false);

  useApplicationId(values.applicationId, edit);

  const photos = values.photos.filter(isStoredPhoto);
  // Missing answers never disable the button: a send names, marks and focuses the first of them.
  const canSend = hydrated && values.applicationId !== '' && !photosBusy;

  const fields = formFields({
    values,
    setField,
    touch,
    shownError,
    idPrefix: id,
    language,
    labels: t.labels,
    hints: t.hints,
    isRequired: isRequiredCessionField,
    limits: cessionTextLimits,
  });
  const textProps = (field: TextField) => fields.text(field);
  const areaProps = (field: LongField, rows = 3) => ({ ...fields.area(field), rows });
  const submit = formProps.onSubmit;
  // How the line under the send button names each answer still missing or wrong.
  const missingLabels = { ...t.labels, ...t.missing, photos: t.photosLabel };

  if (state.kind === 'sent') {
    return (
      <ApplicationSent
        language={language}
        outcomeRef={outcomeRef}
        paragraphs={t.sent(state.values.horseName.trim())}
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

      <FormSection title={t.sections.applicant}>
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

      <FormSection title={t.sections.priority}>
        <ChoiceField
          {...fields.choice('priority', choicesOf(cessionPriorities, options.cessionPriority))}
        />
      </FormSection>

      <FormSection title={t.sections.horse}>
        <div className="row">
          <div className="col-md-8">
            <RegionField
              id={fieldId('horseRegion')}
              name="horseRegion"
              label={t.labels.horseRegion}
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

      <FormSection title={t.sections.life}>
        <TextArea {...areaProps('humanTime', 2)} />
        <ChoiceField
          {...fields.choice('horseFriends', choicesOf(horseFriendsOptions, options.horseFriends))}
        />
        <ChoiceField
          {...fields.choice('horseHouse', choicesOf(horseHouseOptions, options.horseHouse))}
        />
        <ChoiceField
          {...fields.choice('horseFeeding', choicesOf(horseFeedingOptions, options.horseFeeding))}
        />
        <ChoiceField
          {...fields.choice('horseFeet', choicesOf(horseFeetOptions, options.horseFeet))}
        />
        <TextArea {...areaProps('horseManagementNotes')} />
        <TextArea {...areaProps('horseCurrentPhysical')} />
        <TextArea {...areaProps('horsePastPhysical')} />
        <TextArea {...areaProps('horseCurrentMental')} />
        <TextArea {...areaProps('horsePastMental')} />
        <TextArea {...areaProps('horsePersonality')} />
        <TextArea {...areaProps('horseWithHumans')} />
        <TextArea {...areaProps('horseWithHorses')} />
      </FormSection>

      <FormSection title={t.sections.photos}>
        <PhotoPicker
          id={fieldId('photos')}
          language={language}
          kind="cession"
          applicationId={values.applicationId}
          photos={photos}
          onChange={(next) => setField('photos', next)}
          onBusyChange={setPhotosBusy}
          max={applicationLimits.photos}
          label={t.photosLabel}
          hint={t.photosHint(applicationLimits.photos)}
        />
      </FormSection>

      <FormSection title={t.sections.notes}>
        <TextArea {...areaProps('notes', 4)} />
      </FormSection>

      <ApplicationFormEnd
        language={language}
        declarationId={fieldId('declaration')}
        declaration={t.labels.declaration}
        declared={values.declaration}
        declarationError={shownError('declaration')}
        onDeclarationChange={(checked) => setField('declaration', checked)}
        honeypot={form.honeypot}
        outcomeRef={outcomeRef}
        failure={state.kind === 'failed' ? state.message : null}
        submitLabel={t.submit}
        complete={canSend}
        incompleteHint={photosBusy ? options.photosBusy : options.pageStarting}
        sending={sending}
        missing={missingAnswers(invalid, goTo, (field) => missingLabels[field])}
        keepContacts={{
          id: fieldId('keepContacts'),
          checked: values.keepContacts,
          onChange: (checked) => setField('keepContacts', checked),
        }}
      />
    </form>
  );
}
