import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import { analytics } from '#src/lib/firebase/analytics';
import { AnalyticsPageViews } from './analytics-page-views';
import { isAnalyticsConfigured } from './analytics-availability';
import { consentStore, type ConsentChoice } from './consent-store';
import { useConsent } from './use-consent';
import { withdrawAnalytics } from './withdraw-analytics';

const currentChoiceText: Record<ConsentChoice, string> = {
  accepted: 'Scelta attuale: statistiche accettate.',
  rejected: 'Scelta attuale: statistiche rifiutate.',
};

function useAnalyticsConsent(available: boolean, choice: ConsentChoice | undefined) {
  useEffect(() => {
    if (!available) return;
    if (choice === 'accepted') void analytics.enable();
    else if (choice === 'rejected' && analytics.enabled) withdrawAnalytics();
  }, [available, choice]);
}

function useReopenFocus(reopened: boolean) {
  const regionRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<Element | null>(null);

  useEffect(() => {
    if (reopened) {
      openerRef.current = document.activeElement;
      regionRef.current?.focus();
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key === 'Escape') consentStore.close();
      };
      document.addEventListener('keydown', onKeyDown);
      return () => document.removeEventListener('keydown', onKeyDown);
    }
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    return undefined;
  }, [reopened]);

  return regionRef;
}

/**
 * "Rifiuta" is just as easy as "Accetta"; without a measurement id the notice appears only when
 * reopened (ADR 0012).
 */
export function CookieNotice() {
  const { choice, reopened } = useConsent();
  const available = isAnalyticsConfigured();
  useAnalyticsConsent(available, choice);
  const regionRef = useReopenFocus(reopened);
  const visible = reopened || (available && choice === undefined);

  return (
    <>
      {available && <AnalyticsPageViews />}
      {visible && (
        <div
          ref={regionRef}
          role="region"
          aria-label="Avviso sui cookie"
          tabIndex={-1}
          className="cookie-notice"
        >
          <div className="cookie-notice__inner">
            <div className="cookie-notice__text">
              <p className="cookie-notice__title">Cookie e statistiche</p>
              {available ? (
                <p>
                  Se accetti, usiamo Google Analytics for Firebase per contare le visite e capire
                  quali pagine sono utili. Se rifiuti non carichiamo nessuno strumento di statistica
                  e il sito funziona lo stesso. Puoi cambiare idea quando vuoi da «Preferenze
                  cookie» in fondo alla pagina.
                </p>
              ) : (
                <p>
                  Questo sito non usa cookie né altri strumenti di tracciamento: le statistiche sono
                  disattivate, quindi non c&apos;è nulla da accettare o rifiutare.
                </p>
              )}
              {available && reopened && choice && <p>{currentChoiceText[choice]}</p>}
              <p>
                <Link to={paths.privacy()}>Informativa sulla privacy</Link>
              </p>
            </div>
            <div className="cookie-notice__actions">
              {available ? (
                <>
                  <button
                    type="button"
                    className="btn btn-primary"
                    onClick={() => consentStore.choose('rejected')}
                  >
                    Rifiuta
                  </button>
                  <button
                    type="button"
                    className="btn btn-primary"
                    onClick={() => consentStore.choose('accepted')}
                  >
                    Accetta
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => consentStore.close()}
                >
                  Chiudi
                </button>
              )}
            </div>
          </div>
        </div>
      )}
    </>
  );
}
