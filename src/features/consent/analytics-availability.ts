import { settings } from '#src/lib/firebase/settings';

/**
 * True when this build has a Google Analytics measurement id, so analytics can run after consent.
 * Without one the site stores nothing that needs consent, and the notice is not shown (ADR 0012).
 */
export function isAnalyticsConfigured(): boolean {
  return settings.measurementId !== undefined;
}

/**
 * True when this build starts App Check with reCAPTCHA Enterprise (decision 28): the privacy page
 * then says so, since reCAPTCHA sets its own technical cookie.
 */
export function isAbuseProtectionConfigured(): boolean {
  return settings.appCheckSiteKey !== undefined;
}
