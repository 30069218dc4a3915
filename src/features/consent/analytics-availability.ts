import { settings } from '../../lib/firebase/app';

/**
 * True when this build has a Google Analytics measurement id, so analytics can run after consent.
 * Without one the site stores nothing that needs consent, and the notice is not shown (ADR 0012).
 */
export function isAnalyticsConfigured(): boolean {
  return settings.measurementId !== undefined;
}
