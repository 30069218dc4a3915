import type { ReactNode, Ref } from 'react';
import type { HoneypotProps } from '#src/components/forms/use-send-form';
import type { SiteLanguage } from '#src/config/site';
import { HoneypotField } from './honeypot-field';
import { PrivacyNote, type PrivacySentences } from './privacy-note';
import { SendButton, type MissingAnswers } from './send-button';
import { SendFailure } from './send-outcome';

/** The words a public form's end takes from its dictionary, in the page's language. */
export interface PublicFormEndTexts {
  readonly failureTitle: string;
  readonly failureAfter: string;
  readonly privacy: PrivacySentences;
  readonly sending: string;
}

export interface PublicFormEndProps {
  readonly language: SiteLanguage;
  readonly texts: PublicFormEndTexts;
  readonly honeypot: HoneypotProps;
  readonly outcomeRef: Ref<HTMLDivElement>;
  /** Why the last send failed (a key of the `failures` texts, or words), null when it did not. */
  readonly failure: string | null;
  readonly submitLabel: string;
  readonly complete: boolean;
  readonly incompleteHint: string;
  readonly sending: boolean;
  readonly missing: MissingAnswers | undefined;
  /** What the form asks last, after a failure and before the privacy note. */
  readonly children?: ReactNode;
}

/**
 * Every public form ends alike: the honeypot, why the send failed (where the focus goes), the
 * form's last question, the privacy note and the send button with what is still missing.
 */
export function PublicFormEnd({
  language,
  texts,
  honeypot,
  outcomeRef,
  failure,
  submitLabel,
  complete,
  incompleteHint,
  sending,
  missing,
  children,
}: PublicFormEndProps) {
  return (
    <>
      <HoneypotField {...honeypot} />
      {failure !== null && (
        <SendFailure
          ref={outcomeRef}
          language={language}
          title={texts.failureTitle}
          message={failure}
          after={texts.failureAfter}
        />
      )}
      {children}
      <PrivacyNote language={language} text={texts.privacy} />
      <SendButton
        language={language}
        label={submitLabel}
        sendingLabel={texts.sending}
        complete={complete}
        incompleteHint={incompleteHint}
        sending={sending}
        missing={missing}
      />
    </>
  );
}
