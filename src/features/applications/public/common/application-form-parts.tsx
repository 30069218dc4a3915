import { lazy, Suspense, type Ref } from 'react';
import { DraftNotice, type DraftNoticeProps } from '#src/components/bilingual/draft-notice';
import { PublicFormEnd } from '#src/components/bilingual/public-form-end';
import type { MissingAnswers } from '#src/components/bilingual/send-button';
import { SendSuccess } from '#src/components/bilingual/send-outcome';
import { Checkbox } from '#src/components/forms/checkbox';
import { RequiredMark } from '#src/components/forms/field';
import type { HoneypotProps } from '#src/components/forms/use-send-form';
import type { SiteLanguage } from '#src/config/site';
import { useTexts } from '#src/hooks/use-texts';
import type { PublicPhotoKind } from '../../api/public-photo-upload';
import { applicationReference } from '../../model/application-reference';
import type { StoredPhoto } from '../photos/photo-picker';
import { loadPhotoUploads } from '../photos/load-photo-uploads';
import { DeclarationField } from './declaration-field';
import { applicationTexts } from './texts';

export interface ApplicationSentProps {
  readonly language: SiteLanguage;
  readonly outcomeRef: Ref<HTMLDivElement>;
  readonly paragraphs: readonly string[];
  readonly kind: PublicPhotoKind;
  readonly applicationId: string;
  readonly photos: readonly StoredPhoto[];
}

// Its code comes with the first photo picked (PhotoPicker), not with the form page.
const PhotoUploads = lazy(async () => ({ default: (await loadPhotoUploads()).PhotoUploads }));

/** In place of the form: the thanks, the reference, whom to ask, then the photos' uploads. */
export function ApplicationSent({
  language,
  outcomeRef,
  paragraphs,
  kind,
  applicationId,
  photos,
}: ApplicationSentProps) {
  return (
    <>
      <SendSuccess
        ref={outcomeRef}
        language={language}
        paragraphs={paragraphs}
        reference={applicationReference(applicationId)}
        contacts
      />
      {photos.length > 0 && (
        <Suspense fallback={null}>
          <PhotoUploads
            language={language}
            kind={kind}
            applicationId={applicationId}
            photos={photos}
          />
        </Suspense>
      )}
    </>
  );
}

export interface ApplicationFormStartProps {
  readonly language: SiteLanguage;
  readonly draft: DraftNoticeProps['draft'];
}

export function ApplicationFormStart({ language, draft }: ApplicationFormStartProps) {
  const t = useTexts(applicationTexts);
  return (
    <>
      <DraftNotice language={language} draft={draft} />
      <p className="small">
        <RequiredMark required /> {t.requiredNote}
      </p>
    </>
  );
}

export interface ApplicationFormEndProps {
  readonly language: SiteLanguage;
  readonly declarationId: string;
  /** The form's own texts in the page's language. */
  readonly declaration: string;
  readonly declared: boolean;
  readonly declarationError: string | undefined;
  readonly onDeclarationChange: (checked: boolean) => void;
  readonly honeypot: HoneypotProps;
  readonly outcomeRef: Ref<HTMLDivElement>;
  readonly failure: string | null;
  readonly submitLabel: string;
  readonly complete: boolean;
  readonly incompleteHint: string;
  readonly sending: boolean;
  readonly missing: MissingAnswers | undefined;
  readonly keepContacts: {
    readonly id: string;
    readonly checked: boolean;
    readonly onChange: (checked: boolean) => void;
  };
}

export function ApplicationFormEnd({
  language,
  declarationId,
  declaration,
  declared,
  declarationError,
  onDeclarationChange,
  honeypot,
  outcomeRef,
  failure,
  submitLabel,
  complete,
  incompleteHint,
  sending,
  missing,
  keepContacts,
}: ApplicationFormEndProps) {
  const t = useTexts(applicationTexts);
  return (
    <>
      <DeclarationField
        id={declarationId}
        text={declaration}
        checked={declared}
        error={declarationError}
        onChange={onDeclarationChange}
      />
      <PublicFormEnd
        language={language}
        texts={t}
        honeypot={honeypot}
        outcomeRef={outcomeRef}
        failure={failure}
        submitLabel={submitLabel}
        complete={complete}
        incompleteHint={incompleteHint}
        sending={sending}
        missing={missing}
      >
        <Checkbox
          id={keepContacts.id}
          name="keepContacts"
          label={t.keepContacts}
          checked={keepContacts.checked}
          onChange={keepContacts.onChange}
          className="mb-3"
        />
      </PublicFormEnd>
    </>
  );
}
