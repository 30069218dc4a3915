import type { FirebaseApp } from 'firebase/app';
import { CustomProvider, getToken, initializeAppCheck, type AppCheck } from 'firebase/app-check';
import { firebaseApp } from './app';
import { settings } from './settings';
import { exchangeDebugToken } from './debug-token-exchange';
import { recaptchaAppCheckToken } from './app-check-recaptcha';

// docs/decisions/0028-app-check-and-admin-csp.md; loaded only when a site key is configured.

export interface AppCheckOptions {
  siteKey: string | undefined;
  ssr: boolean;
  /**
   * Prerenderer only: lets the build read once App Check is enforced. Never in the browser bundle.
   */
  debugToken?: string | undefined;
}

const started = new WeakMap<FirebaseApp, AppCheck | undefined>();

function create(app: FirebaseApp, { siteKey, ssr, debugToken }: AppCheckOptions) {
  if (!siteKey) return undefined;
  if (!ssr) {
    // Our own loader: the SDK's ReCaptchaEnterpriseProvider waits for ever when Google's script
    // cannot load (decision 44).
    const appCheck = initializeAppCheck(app, {
      provider: new CustomProvider({
        getToken: () => recaptchaAppCheckToken(app.options, siteKey),
      }),
      isTokenAutoRefreshEnabled: true,
    });
    // Attest at once, so the first request need not wait for reCAPTCHA; a failure here is only a
    // first attempt.
    getToken(appCheck).catch(() => undefined);
    return appCheck;
  }
  if (!debugToken) return undefined;
  return initializeAppCheck(app, {
    provider: new CustomProvider({ getToken: () => exchangeDebugToken(app.options, debugToken) }),
    // The build asks for a token when it reads, and is over long before the token expires.
    isTokenAutoRefreshEnabled: false,
  });
}

export function startAppCheck(app: FirebaseApp, options: AppCheckOptions): AppCheck | undefined {
  if (started.has(app)) return started.get(app);
  const appCheck = create(app, options);
  started.set(app, appCheck);
  return appCheck;
}

export function ensureAppCheck(): AppCheck | undefined {
  return startAppCheck(firebaseApp, {
    siteKey: settings.appCheckSiteKey,
    ssr: import.meta.env.SSR,
    // Dead code in the browser build (import.meta.env.SSR is false there): the token stays on the
    // build machine.
    debugToken: import.meta.env.SSR ? process.env.FIREBASE_APPCHECK_DEBUG_TOKEN : undefined,
  });
}

export async function appCheckToken(appCheck: AppCheck): Promise<void> {
  await getToken(appCheck);
}
