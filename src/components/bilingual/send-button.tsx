import { useId } from 'react';
import type { SiteLanguage } from '#src/config/site';
import { MissingLine } from '#src/components/forms/missing-line';
import { InlineSpinner } from '#src/components/ui/loading';
import { Bilingual, type BiText } from './bilingual';

export const sendingText: BiText = { it: 'Invio in corso…', en: 'Sending…' };

/** The first answer still missing or wrong, and how many there are. */
export interface MissingAnswers {
  readonly count: number;
  readonly first: BiText;
  readonly goToFirst: () => void;
}

export const missingText = {
  one: (label: string): BiText => ({
    it: `Da completare: «${label}».`,
    en: `Still to answer: “${label}”.`,
  }),
  many: (label: string, others: number): BiText => ({
    it: `Da completare: «${label}» e ${others === 1 ? 'un’altra risposta' : `altre ${others} risposte`}.`,
    en: `Still to answer: “${label}” and ${others === 1 ? 'one more' : `${others} more`}.`,
  }),
  goTo: (label: string): BiText => ({ it: `Vai a «${label}»`, en: `Go to “${label}”` }),
};

/** Without what a label adds for the reader, such as "(facoltativa)". */
const shortLabel = (label: string) => label.replace(/\s*\([^)]*\)\s*$/, '').replace(/:$/, '');

/** From a send form's `invalid` and `goTo`, and each field's name as the form labels it. */
export function missingAnswers<F>(
  invalid: readonly F[],
  goTo: (field: F) => void,
  label: (field: F) => BiText,
): MissingAnswers | undefined {
  const [first] = invalid;
  if (first === undefined) return undefined;
  return { count: invalid.length, first: label(first), goToFirst: () => goTo(first) };
}

export interface SendButtonProps {
  readonly language: SiteLanguage;
  readonly label: BiText;
  readonly sendingLabel?: BiText;
  readonly complete: boolean;
  readonly incompleteHint: BiText;
  readonly sending: boolean;
  /** Named under the button, so a long form never leaves the visitor guessing what is left. */
  readonly missing?: MissingAnswers;
}

export function SendButton({
  language,
  label,
  sendingLabel = sendingText,
  complete,
  incompleteHint,
  sending,
  missing,
}: SendButtonProps) {
  const hintId = useId();
  const missingId = useId();
  const showMissing = missing !== undefined && missing.count > 0;
  const describedBy = [!complete && hintId, showMissing && missingId].filter(Boolean).join(' ');
  const first = showMissing ? shortLabel(missing.first[language]) : '';
  return (
    <>
      <button
        type="submit"
        className="btn btn-primary btn-lg"
        disabled={!complete || sending}
        aria-describedby={describedBy || undefined}
      >
        {sending ? (
          <>
            <InlineSpinner className="me-2" />
            <Bilingual text={sendingLabel} language={language} />
          </>
        ) : (
          <Bilingual text={label} language={language} />
        )}
      </button>
      {!complete && (
        <p id={hintId} className="form-text mt-2">
          <Bilingual text={incompleteHint} language={language} />
        </p>
      )}
      {showMissing && (
        <MissingLine
          id={missingId}
          lang={language}
          className="mt-2 send-button__missing"
          text={
            missing.count === 1
              ? missingText.one(first)[language]
              : missingText.many(first, missing.count - 1)[language]
          }
          goToLabel={<Bilingual text={missingText.goTo(first)} language={language} />}
          onGoTo={missing.goToFirst}
        />
      )}
    </>
  );
}
