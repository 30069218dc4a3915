import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import { analytics } from '#src/lib/firebase/analytics';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { AnalyticsPageViews } from './analytics-page-views';
import { isAnalyticsConfigured } from './analytics-availability';
import { consentStore, type ConsentChoice } from './consent-store';
import { useConsent } from './use-consent';
import { withdrawAnalytics } from './withdraw-analytics';

const texts = {
  it: {
    region: 'Avviso sui cookie',
    title: 'Cookie e statistiche',
    available:
      'Se accetti, usiamo Google Analytics for Firebase per contare le visite e capire quali pagine sono utili. Se rifiuti non carichiamo nessuno strumento di statistica e il sito funziona lo stesso. Puoi cambiare idea quando vuoi da «Preferenze cookie» in fondo alla pagina.',
    none: "Questo sito non usa cookie né altri strumenti di tracciamento: le statistiche sono disattivate, quindi non c'è nulla da accettare o rifiutare.",
    choice: {
      accepted: 'Scelta attuale: statistiche accettate.',
      rejected: 'Scelta attuale: statistiche rifiutate.',
    } satisfies Record<ConsentChoice, string>,
    privacy: 'Informativa sulla privacy',
    reject: 'Rifiuta',
    accept: 'Accetta',
    close: 'Chiudi',
  },
  en: {
    region: 'Cookie notice',
    title: 'Cookies and statistics',
    available:
      'If you accept, we use Google Analytics for Firebase to count visits and understand which pages are useful. If you refuse, we load no statistics tool and the site works just the same. You can change your mind whenever you like from “Cookie preferences” at the bottom of the page.',
    none: 'This site uses no cookies or other tracking tools: statistics are turned off, so there is nothing to accept or refuse.',
    choice: {
      accepted: 'Current choice: statistics accepted.',
      rejected: 'Current choice: statistics refused.',
    } satisfies Record<ConsentChoice, string>,
    privacy: 'Privacy notice',
    reject: 'Refuse',
    accept: 'Accept',
    close: 'Close',
  },
} as const;

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
  const language = useSiteLanguage();
  const t = texts[language];
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
          aria-label={t.region}
          tabIndex={-1}
          className="cookie-notice"
        >
          <div className="cookie-notice__inner">
            <div className="cookie-notice__text">
              <p className="cookie-notice__title">{t.title}</p>
              {available ? <p>{t.available}</p> : <p>{t.none}</p>}
              {available && reopened && choice && <p>{t.choice[choice]}</p>}
              <p>
                <Link to={paths.privacy(language)}>{t.privacy}</Link>
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
                    {t.reject}
                  </button>
                  <button
                    type="button"
                    className="btn btn-primary"
                    onClick={() => consentStore.choose('accepted')}
                  >
                    {t.accept}
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => consentStore.close()}
                >
                  {t.close}
                </button>
              )}
            </div>
          </div>
        </div>
      )}
    </>
  );
}
