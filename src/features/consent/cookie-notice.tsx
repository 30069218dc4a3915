import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import { analytics } from '#src/lib/firebase/analytics';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { useTexts } from '#src/hooks/use-texts';
import { AnalyticsPageViews } from './analytics-page-views';
import { isAnalyticsConfigured } from './analytics-availability';
import { consentStore, type ConsentChoice } from './consent-store';
import { useConsent } from './use-consent';
import { cookieTexts } from './texts';
import { withdrawAnalytics } from './withdraw-analytics';

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
  const t = useTexts(cookieTexts);
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
