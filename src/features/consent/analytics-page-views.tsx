import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { analytics } from '#src/lib/firebase/analytics';
import { useConsent } from './use-consent';

/**
 * Logs a `page_view` on each route change once the visitor has accepted and analytics is running.
 * The page analytics starts on is not logged here: Firebase logs it by itself when it starts, and
 * at that moment `analytics.enabled` is still false (enabling is asynchronous).
 */
export function AnalyticsPageViews() {
  const { pathname, search } = useLocation();
  const { choice } = useConsent();
  const page = `${pathname}${search}`;
  const lastPage = useRef<string | undefined>(undefined);

  useEffect(() => {
    const previous = lastPage.current;
    lastPage.current = page;
    if (previous === page) return;
    if (choice === 'accepted' && analytics.enabled) {
      analytics.logEvent('page_view', { page_path: page, page_location: window.location.href });
    }
  }, [page, choice]);

  return null;
}
