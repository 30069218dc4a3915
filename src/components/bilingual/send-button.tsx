import { useId } from 'react';
import type { SiteLanguage } from '#src/config/site';
import { InlineSpinner } from '#src/components/ui/loading';
import { Bilingual, type BiText } from './bilingual';

export const sendingText: BiText = { it: 'Invio in corso…', en: 'Sending…' };

export interface SendButtonProps {
  readonly language: SiteLanguage;
  readonly label: BiText;
  readonly sendingLabel?: BiText;
  readonly complete: boolean;
  readonly incompleteHint: BiText;
  readonly sending: boolean;
}

export function SendButton({
  language,
  label,
  sendingLabel = sendingText,
  complete,
  incompleteHint,
  sending,
}: SendButtonProps) {
  const hintId = useId();
  return (
    <>
      <button
        type="submit"
        className="btn btn-primary btn-lg"
        disabled={!complete || sending}
        aria-describedby={complete ? undefined : hintId}
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
    </>
  );
}
