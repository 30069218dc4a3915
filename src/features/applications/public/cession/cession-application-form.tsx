import { useEffect, useId, useState, type ReactNode } from 'react';
import { Bilingual, type BiText } from '#src/components/bilingual/bilingual';
import { ChoiceField, fieldHint } from '#src/components/bilingual/choice-field';
import { DraftNotice } from '#src/components/bilingual/draft-notice';
import { HoneypotField } from '#src/components/bilingual/honeypot-field';
import { SendButton } from '#src/components/bilingual/send-button';
import { RequiredMark } from '#src/components/forms/field';
import { TextArea } from '#src/components/forms/text-area';
import { TextInput } from '#src/components/forms/text-input';
import { useSendForm, type SendFormDraftOptions } from '#src/components/forms/use-send-form';
import {
  cessionPriorities,
  horseFeedingOptions,
  horseFeetOptions,
  horseFriendsOptions,
  horseHouseOptions,
} from '#src/config/options';
import type { SiteLanguage } from '#src/config/site';
import { autoId } from '#src/lib/data/auto-id';
import { submitCessionApplication } from '../../api/public-applications-api';
import { applicationLimits } from '../../model/public-application';
import { applicationText } from '../common/common-text';
import { RegionField } from '../common/region-field';
import { DeclarationField } from '../common/declaration-field';
import {
  cessionPriorityLabels,
  choicesOf,
  horseFeedingLabels,
  horseFeetLabels,
  horseFriendsLabels,
  horseHouseLabels,
} from '../common/option-labels';
import { PrivacyNote } from '../common/privacy-note';
import { SendFailure, SendSuccess } from '../common/send-outcome';
import { PhotoPicker, type StoredPhoto } from '../photos/photo-picker';
import {
  cessionFields,
  cessionTextLimit,
  emptyCessionForm,
  isCessionComplete,
  isRequiredCessionField,
  toCessionApplicationInput,
  validateCessionForm,
  type CessionField,
  type CessionFormValues,
} from './cession-form';
import {
  charactersHint,
  cessionHints,
  cessionLabels,
  cessionSections,
  cessionSuccessText,
  cessionText,
  photosHint,
} from './cession-text';

/**
 * What the form keeps, in the page and in its draft: the answers, the application's id (drawn when
 * the form first opens, the folder its photos are uploaded to before the document exists) and the
 * photos stored there.
 */
export interface CessionFormState extends CessionFormValues {
  applicationId: string;
  photos: readonly StoredPhoto[];
}

/** The blank form: its id is drawn once the page has hydrated (an HTML page has none). */
export const emptyCessionState: CessionFormState = {
  ...emptyCessionForm,
  applicationId: '',
  photos: [],
};

/**
 * What is typed stays in this browser until it is sent (docs/product.md, "Forms"), with the id and
 * the photos already uploaded under it. An id alone is not worth a draft.
 */
export const cessionDraft: SendFormDraftOptions<CessionFormState> = {
  key: 'cession',
  version: 1,
  ignoredFields: ['applicationId'],
};

/** The photos of a draft as the picker stored them (a hand-edited draft may hold anything). */
const isStoredPhoto = (photo: unknown): photo is StoredPhoto =>
  typeof photo === 'object' &&
  photo !== null &&
  typeof (photo as StoredPhoto).name === 'string' &&
  typeof (photo as StoredPhoto).label === 'string' &&
  typeof (photo as StoredPhoto).thumb === 'string';

const sendApplication = (state: CessionFormState) =>
  submitCessionApplication(
    state.applicationId,
    toCessionApplicationInput(
      state,
      state.photos.filter(isStoredPhoto).map((photo) => photo.name),
    ),
  );

const validate = (state: CessionFormState) => validateCessionForm(state);

const priorityChoices = choicesOf(cessionPriorities, cessionPriorityLabels);
const friendsChoices = choicesOf(horseFriendsOptions, horseFriendsLabels);
const houseChoices = choicesOf(horseHouseOptions, horseHouseLabels);
const feedingChoices = choicesOf(horseFeedingOptions, horseFeedingLabels);
const feetChoices = choicesOf(horseFeetOptions, horseFeetLabels);

/** The fields typed as text, and those of them with a length limit of their own (the long answers). */
type LongField = Parameters<typeof cessionTextLimit>[0];
type TextField = LongField | 'email' | 'horseZip' | 'horseBirthdate';
type ChoiceName = 'priority' | 'horseFriends' | 'horseHouse' | 'horseFeeding' | 'horseFeet';

/** A section of the form: a fieldset whose legend is a heading (the staff's groups, in order). */
function Section({
  title,
  language,
  children,
}: {
  readonly title: BiText;
  readonly language: SiteLanguage;
  readonly children: ReactNode;
}) {
  return (
    <fieldset className="mb-4">
      <legend className="mb-3">
        <h2 className="h4 mb-0">
          <Bilingual text={title} language={language} />
        </h2>
      </legend>
      {children}
    </fieldset>
  );
}

export interface CessionApplicationFormProps {
  readonly language: SiteLanguage;
}

/**
 * docs/product.md "Public applications" and §5 ("Cession form"): one form labelled in both
 * languages, sent once, kept as a draft in this browser until then, with up to 5 photos uploaded as
 * they are picked (the send waits for them).
 */
export function CessionApplicationForm({ language }: CessionApplicationFormProps) {
  const id = useId();
  const fieldId = (field: CessionField | 'photos') => `${id}-${field}`;
  const form = useSendForm<CessionFormState>({
    initial: emptyCessionState,
    validate,
    fieldOrder: cessionFields,
    send: sendApplication,
    draft: cessionDraft,
  });
  const { values, edit, setField, touch, shownError, state, sending, formProps, outcomeRef } = form;
  const [photosBusy, setPhotosBusy] = useState(false);

  // The application's id: drawn once the page has hydrated (after the draft, which may bring its
  // own), and again after a send or a fresh start, which empty the form.
  const applicationId = values.applicationId;
  useEffect(() => {
    if (applicationId !== '') return;
    const drawn = autoId();
    edit((current) =>
      current.applicationId === '' ? { ...current, applicationId: drawn } : current,
    );
  }, [applicationId, edit]);

  const photos = values.photos.filter(isStoredPhoto);
  const complete = isCessionComplete(values);

  const textProps = (field: TextField) => ({
    id: fieldId(field),
    name: field,
    label: <Bilingual text={cessionLabels[field]} language={language} />,
    required: isRequiredCessionField(field),
    description: fieldHint(cessionHints[field], language),
    error: shownError(field),
    value: values[field],
    onChange: (value: string) => setField(field, value),
    onBlur: () => touch(field),
  });
  // Long answers: the hint, and how much is left once the text nears the limit.
  const areaProps = (field: LongField, rows = 3) => {
    const max = cessionTextLimit(field);
    const length = values[field].length;
    const hint = cessionHints[field];
    const counter = length > max * 0.9 ? charactersHint(length, max) : undefined;
    return {
      ...textProps(field),
      rows,
      description:
        hint || counter ? (
          <>
            {fieldHint(hint, language)} {fieldHint(counter, language)}
          </>
        ) : undefined,
    };
  };
  const choiceProps = <T extends string>(
    field: ChoiceName,
    choices: readonly { value: T; label: BiText }[],
  ) => ({
    id: fieldId(field),
    name: field,
    label: cessionLabels[field],
    language,
    required: true,
    hint: cessionHints[field],
    error: shownError(field),
    choices,
    value: values[field] as T | '',
    onChange: (value: T) => setField(field, value as CessionFormState[typeof field]),
    onBlur: () => touch(field),
  });

  const waitForPhotos = complete && photosBusy;
  const submit = formProps.onSubmit;

  return (
    <form
      {...formProps}
      onSubmit={(event) => {
        // The send waits for the photos being uploaded (Enter in a field included).
        if (photosBusy) event.preventDefault();
        else submit(event);
      }}
    >
      {state.kind === 'sent' && (
        <SendSuccess
          ref={outcomeRef}
          language={language}
          paragraphs={cessionSuccessText(state.values.horseName.trim())}
        />
      )}
      <DraftNotice language={language} draft={form.draft} />
      <p className="small">
        <RequiredMark required />{' '}
        <Bilingual text={applicationText.requiredNote} language={language} />
      </p>

      <Section title={cessionSections.applicant} language={language}>
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
      </Section>

      <Section title={cessionSections.priority} language={language}>
        <ChoiceField {...choiceProps('priority', priorityChoices)} />
      </Section>

      <Section title={cessionSections.horse} language={language}>
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
      </Section>

      <Section title={cessionSections.life} language={language}>
        <TextArea {...areaProps('humanTime', 2)} />
        <ChoiceField {...choiceProps('horseFriends', friendsChoices)} />
        <ChoiceField {...choiceProps('horseHouse', houseChoices)} />
        <ChoiceField {...choiceProps('horseFeeding', feedingChoices)} />
        <ChoiceField {...choiceProps('horseFeet', feetChoices)} />
        <TextArea {...areaProps('horseManagementNotes')} />
        <TextArea {...areaProps('horseCurrentPhysical')} />
        <TextArea {...areaProps('horsePastPhysical')} />
        <TextArea {...areaProps('horseCurrentMental')} />
        <TextArea {...areaProps('horsePastMental')} />
        <TextArea {...areaProps('horsePersonality')} />
        <TextArea {...areaProps('horseWithHumans')} />
        <TextArea {...areaProps('horseWithHorses')} />
      </Section>

      <Section title={cessionSections.photos} language={language}>
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
      </Section>

      <Section title={cessionSections.notes} language={language}>
        <TextArea {...areaProps('notes', 4)} />
      </Section>

      <DeclarationField
        id={fieldId('declaration')}
        language={language}
        text={cessionLabels.declaration}
        checked={values.declaration}
        error={shownError('declaration')}
        onChange={(checked) => setField('declaration', checked)}
      />
      <HoneypotField {...form.honeypot} />
      {state.kind === 'failed' && (
        <SendFailure ref={outcomeRef} language={language} message={state.message} />
      )}
      <PrivacyNote language={language} />
      <SendButton
        language={language}
        label={cessionText.submit}
        sendingLabel={applicationText.sending}
        complete={complete && !photosBusy}
        incompleteHint={waitForPhotos ? applicationText.photosBusy : cessionText.incomplete}
        sending={sending}
      />
    </form>
  );
}
