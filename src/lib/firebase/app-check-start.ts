import { settings } from './settings';
import { APP_CHECK_TIMEOUT_MS, withinTime } from './app-check-timeout';

export { APP_CHECK_TIMEOUT_MS };

/**
 * Before any service, so its first request carries a token (decision 28); loaded only when this
 * build has a site key.
 */
export async function startConfiguredAppCheck(): Promise<void> {
  if (!settings.appCheckSiteKey) return;
  const { ensureAppCheck } = await import('./app-check');
  ensureAppCheck();
}

/** Decision 44; true at once without a site key. Each call tries again after a failure. */
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
