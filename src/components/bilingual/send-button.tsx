import { useId } from 'react';
import type { SiteLanguage } from '#src/config/site';
import { MissingLine } from '#src/components/forms/missing-line';
import { InlineSpinner } from '#src/components/ui/loading';
import { textsFor } from '#src/lib/text/dictionary';
import { publicFormTexts } from './texts';

/** The first answer still missing or wrong, and how many there are. */
export interface MissingAnswers {
  readonly count: number;
  /** The field's name as the form labels it, in the page's language. */
  readonly first: string;
  readonly goToFirst: () => void;
}

/** Without what a label adds for the reader, such as "(facoltativa)". */
const shortLabel = (label: string) => label.replace(/\s*\([^)]*\)\s*$/, '').replace(/:$/, '');

/** From a send form's `invalid` and `goTo`, and each field's name as the form labels it. */
export function missingAnswers<F>(
  invalid: readonly F[],
  goTo: (field: F) => void,
  label: (field: F) => string,
): MissingAnswers | undefined {
  const [first] = invalid;
  if (first === undefined) return undefined;
  return { count: invalid.length, first: label(first), goToFirst: () => goTo(first) };
}

export interface SendButtonProps {
  readonly language: SiteLanguage;
  readonly label: string;
  readonly sendingLabel?: string;
  readonly complete: boolean;
  readonly incompleteHint: string;
  readonly sending: boolean;
  /** Named under the button, so a long form never leaves the visitor guessing what is left. */
  readonly missing?: MissingAnswers;
}

export function SendButton({
  language,
  label,
  sendingLabel,
  complete,
  incompleteHint,
  sending,
  missing,
}: SendButtonProps) {
  const hintId = useId();
  const missingId = useId();
  const showMissing = missing !== undefined && missing.count > 0;
  const describedBy = [!complete && hintId, showMissing && missingId].filter(Boolean).join(' ');
  const first = showMissing ? shortLabel(missing.first) : '';
  const t = textsFor(publicFormTexts, language);
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
            {sendingLabel ?? t.sending}
          </>
        ) : (
          label
        )}
      </button>
      {!complete && (
        <p id={hintId} className="form-text mt-2">
          {incompleteHint}
        </p>
      )}
      {showMissing && (
        <MissingLine
          id={missingId}
          lang={language}
          className="mt-2 send-button__missing"
          text={missing.count === 1 ? t.missingOne(first) : t.missingMany(first, missing.count - 1)}
          goToLabel={t.goTo(first)}
          onGoTo={missing.goToFirst}
        />
      )}
    </>
  );
}
