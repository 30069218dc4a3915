import { settings } from './settings';
import { APP_CHECK_TIMEOUT_MS, withinTime } from './app-check-timeout';

export { APP_CHECK_TIMEOUT_MS };

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

/**
 * Whether App Check can vouch for the next write (decision 44): true at once without a site key
 * (and so always on the emulators); with one, true once App Check has a token, false when it has
 * none within `timeoutMs` (reCAPTCHA blocked or unreachable, App Check refusing it). Never rejects.
 * Each call tries again: after a failure, the next one loads reCAPTCHA anew.
 */
export async function appCheckReady(timeoutMs = APP_CHECK_TIMEOUT_MS): Promise<boolean> {
  if (!settings.appCheckSiteKey) return true;
  const attest = async () => {
    const { appCheckToken, ensureAppCheck } = await import('./app-check');
    const appCheck = ensureAppCheck();
    if (appCheck) await appCheckToken(appCheck);
  };
  try {
    await withinTime(attest(), timeoutMs);
    return true;
  } catch (error) {
    // Expected where reCAPTCHA is blocked: the form says so; the cause is for whoever debugs it.
    console.warn('App Check has no token: the write waits for the visitor to try again.', error);
    return false;
  }
}
