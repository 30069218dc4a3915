import { settings } from '#src/lib/firebase/settings';

/**
 * Without one the site stores nothing that needs consent, and the notice is not shown (ADR 0012).
 */
export function isAnalyticsConfigured(): boolean {
  return settings.measurementId !== undefined;
}

/** The privacy page then says so: reCAPTCHA sets its own technical cookie. */
export function isAbuseProtectionConfigured(): boolean {
  return settings.appCheckSiteKey !== undefined;
}
