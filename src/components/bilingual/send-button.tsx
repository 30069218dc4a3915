import { useId } from 'react';
import type { SiteLanguage } from '#src/config/site';
import { InlineSpinner } from '#src/components/ui/loading';
import { Bilingual, type BiText } from './bilingual';

export const sendingText: BiText = { it: 'Invio in corso…', en: 'Sending…' };

export interface SendButtonProps {
  readonly language: SiteLanguage;
  /** "Invia la candidatura / Send the application". */
  readonly label: BiText;
  /** What the button says while the form is sent. */
  readonly sendingLabel?: BiText;
  /** Every required field has something in it: until then the button is disabled... */
  readonly complete: boolean;
  /** ...and this hint, under it and linked to it, says why. */
  readonly incompleteHint: BiText;
  readonly sending: boolean;
}

/**
 * A public form's submit button (docs/product.md §4 and 5): big and primary, disabled until the
 * required fields are filled (the hint under it says so) and while sending, with a spinner then.
 */
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
            <Bilingual text={sendingLabel} language={language} quiet={false} />
          </>
        ) : (
          <Bilingual text={label} language={language} quiet={false} />
        )}
      </button>
      {!complete && (
        <p id={hintId} className="form-text mt-2">
          <Bilingual text={incompleteHint} language={language} separator="" />
        </p>
      )}
    </>
  );
}
