import { settings } from './settings';

/**
 * Starts App Check before a Firebase service is created, so that the service's first request
 * carries a token (decision 28). Its code (and reCAPTCHA's) is loaded only when this build has a
 * site key: without one, and always on the emulators, a visitor's page never downloads it.
 */
export async function startConfiguredAppCheck(): Promise<void> {
  if (!settings.appCheckSiteKey) return;
  const { ensureAppCheck } = await import('./app-check');
  ensureAppCheck();
}
