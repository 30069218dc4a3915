import type { FirebaseApp } from 'firebase/app';
import { CustomProvider, getToken, initializeAppCheck, type AppCheck } from 'firebase/app-check';
import { firebaseApp } from './app';
import { settings } from './settings';
import { exchangeDebugToken } from './debug-token-exchange';
import { recaptchaAppCheckToken } from './app-check-recaptcha';

// App Check (docs/decisions/0028-app-check-and-admin-csp.md): every request to Firestore, Storage
// and Auth carries a token proving it comes from this site, so that the services can refuse the
// rest once the operator enforces it. Firestore, Storage and Auth start it before they are created
// (app-check-start.ts), so it is in place before their first request; this module is loaded only
// when a site key is configured, so a build without one never downloads it. On the public site only
// the forms load those services, on the visitor's first interaction (decision 44).

export interface AppCheckOptions {
  /** The reCAPTCHA Enterprise site key (undefined without one, and always in emulator mode). */
  siteKey: string | undefined;
  /** True in the build's prerenderer (Node): no reCAPTCHA there, only a debug token. */
  ssr: boolean;
  /**
   * For the prerenderer only: a debug token registered in the Firebase console, which lets the build
   * read the horses once App Check is enforced on Firestore. Never in the browser bundle.
   */
  debugToken?: string | undefined;
}

const started = new WeakMap<FirebaseApp, AppCheck | undefined>();

function create(app: FirebaseApp, { siteKey, ssr, debugToken }: AppCheckOptions) {
  if (!siteKey) return undefined;
  if (!ssr) {
    // reCAPTCHA Enterprise through our own loader rather than the SDK's ReCaptchaEnterpriseProvider,
    // which waits for ever when Google's script cannot load (app-check-recaptcha.ts, decision 44).
    const appCheck = initializeAppCheck(app, {
      provider: new CustomProvider({
        getToken: () => recaptchaAppCheckToken(app.options, siteKey),
      }),
      isTokenAutoRefreshEnabled: true,
    });
    // Attest at once, as the SDK's provider did, so that the first request need not wait for
    // reCAPTCHA; a failure here is only the first attempt (each request tries again).
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

/**
 * Starts App Check on `app` once (later calls return the first result): with reCAPTCHA Enterprise
 * (app-check-recaptcha.ts) in the browser when a site key is configured; in the prerenderer only
 * with a debug token; never in emulator mode (no site key there). Returns undefined when it stays
 * off.
 */
export function startAppCheck(app: FirebaseApp, options: AppCheckOptions): AppCheck | undefined {
  if (started.has(app)) return started.get(app);
  const appCheck = create(app, options);
  started.set(app, appCheck);
  return appCheck;
}

/** Starts the site's App Check if it is configured; each Firebase service calls it first. */
export function ensureAppCheck(): AppCheck | undefined {
  return startAppCheck(firebaseApp, {
    siteKey: settings.appCheckSiteKey,
    ssr: import.meta.env.SSR,
    // Dead code in the browser build (import.meta.env.SSR is false there): the token stays on the
    // build machine.
    debugToken: import.meta.env.SSR ? process.env.FIREBASE_APPCHECK_DEBUG_TOKEN : undefined,
  });
}

/**
 * Resolves once `appCheck` has a token for the next request (at once when it has a valid one);
 * rejects when its provider failed. The provider ends each attempt; app-check-start.ts bounds the
 * wait as well.
 */
export async function appCheckToken(appCheck: AppCheck): Promise<void> {
  await getToken(appCheck);
}
