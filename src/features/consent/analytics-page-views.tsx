import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { analytics } from '#src/lib/firebase/analytics';
import { useConsent } from './use-consent';

/**
 * The first page is not logged here: Firebase logs it when it starts, before `analytics.enabled`
 * turns true.
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
