import * as z from 'zod/mini';
import type { ExchangedToken } from './debug-token-exchange';
import { APP_CHECK_TIMEOUT_MS, withinTime } from './app-check-timeout';

// App Check's attestation in the browser (decision 44): reCAPTCHA Enterprise, loaded and asked here
// instead of by the SDK's ReCaptchaEnterpriseProvider. That provider adds Google's script without
// listening for its failure and waits for it without end: when a content blocker or a filtered
// network stops the script, every token request waits for ever, and every Firestore, Storage or
// Auth request waits behind it, with no way to try again short of reloading the page. Here each
// attempt ends (within APP_CHECK_TIMEOUT_MS), and a failed one leaves nothing behind: the next
// token request adds the script again.

/** Google's script (admitted by both Content-Security-Policies, decision 28). */
export const RECAPTCHA_ENTERPRISE_SCRIPT = 'https://www.google.com/recaptcha/enterprise.js';

/** The action the SDK's own provider names; App Check reads it from reCAPTCHA's assessment. */
export const APP_CHECK_ACTION = 'fire_app_check';

/** App Check's token exchange (the SDK's `BASE_ENDPOINT`; `connect-src` admits it). */
const exchangeEndpoint = 'https://content-firebaseappcheck.googleapis.com/v1';

/** The part of `grecaptcha.enterprise` we use (cloud.google.com/recaptcha/docs/instrument-web-pages). */
export interface RecaptchaEnterprise {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

/** The globals Google's script defines: removed after a failed load, so that a retry starts clean. */
interface RecaptchaGlobals {
  grecaptcha?: { enterprise?: RecaptchaEnterprise };
  ___grecaptcha_cfg?: unknown;
}

const globals = () => window as unknown as RecaptchaGlobals;

/** Marks the script element this module added. */
const scriptMark = 'data-app-check-recaptcha';

/** The load in flight or done; undefined before the first and after a failed one. */
let loading: Promise<RecaptchaEnterprise> | undefined;
/** Set once reCAPTCHA has said it is ready: from then on it stays, whatever a later step does. */
let ready: RecaptchaEnterprise | undefined;

/**
 * Google's reCAPTCHA Enterprise, ready to answer: its script is added once (with the site key, for
 * the score-based keys App Check uses) and the promise settles when reCAPTCHA says it is ready, or
 * rejects when the script fails to load. It never ends by itself on a script that neither loads nor
 * fails: {@link recaptchaAppCheckToken} sets the time limit.
 */
export function loadRecaptchaEnterprise(siteKey: string): Promise<RecaptchaEnterprise> {
  loading ??= new Promise<RecaptchaEnterprise>((resolve, reject) => {
    const whenReady = () => {
      const recaptcha = globals().grecaptcha?.enterprise;
      if (!recaptcha) {
        reject(
          new Error('The reCAPTCHA Enterprise script loaded but defined no grecaptcha.enterprise.'),
        );
        return;
      }
      recaptcha.ready(() => {
        ready = recaptcha;
        resolve(recaptcha);
      });
    };
    if (globals().grecaptcha?.enterprise) {
      whenReady();
      return;
    }
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_ENTERPRISE_SCRIPT}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.setAttribute(scriptMark, '');
    script.addEventListener('load', whenReady);
    script.addEventListener('error', () =>
      reject(new Error('The reCAPTCHA Enterprise script did not load.')),
    );
    document.head.append(script);
  });
  return loading;
}

/**
 * After a failed attempt: the next one loads reCAPTCHA again, unless it had become ready (then
 * only the later step failed, and reCAPTCHA is kept).
 */
function forgetFailedLoad(): void {
  if (ready) return;
  loading = undefined;
  for (const script of document.querySelectorAll(`script[${scriptMark}]`)) script.remove();
  delete globals().grecaptcha;
  delete globals().___grecaptcha_cfg;
}

/** An AppCheckToken: `ttl` is a protobuf Duration such as "3600s". */
const tokenResponse = z.object({
  token: z.string().check(z.minLength(1)),
  ttl: z.string().check(z.regex(/^\d+(\.\d+)?s$/)),
});

/** The web app's settings the exchange needs (its FirebaseOptions). */
export interface AppCheckTarget {
  projectId?: string | undefined;
  appId?: string | undefined;
  apiKey?: string | undefined;
}

/** App Check's REST exchange of a reCAPTCHA Enterprise token (projects.apps.exchangeRecaptchaEnterpriseToken). */
async function exchange(
  { projectId, appId, apiKey }: AppCheckTarget,
  recaptchaToken: string,
  fetchFn: typeof fetch,
  signal: AbortSignal,
): Promise<ExchangedToken> {
  if (!projectId || !appId || !apiKey) {
    throw new Error('App Check: the app has no projectId, appId or apiKey.');
  }
  const url =
    `${exchangeEndpoint}/projects/${encodeURIComponent(projectId)}/apps/` +
    `${encodeURIComponent(appId)}:exchangeRecaptchaEnterpriseToken?key=${encodeURIComponent(apiKey)}`;
  const response = await fetchFn(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ recaptcha_enterprise_token: recaptchaToken }),
    signal,
  });
  if (!response.ok) {
    throw new Error(`App Check refused the reCAPTCHA Enterprise token (HTTP ${response.status}).`);
  }
  const parsed = tokenResponse.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success)
    throw new Error('App Check answered the reCAPTCHA token with no valid token.');
  return {
    token: parsed.data.token,
    expireTimeMillis: Date.now() + Number(parsed.data.ttl.slice(0, -1)) * 1000,
  };
}

export interface RecaptchaTokenOptions {
  /** The longest an attempt may take (default {@link APP_CHECK_TIMEOUT_MS}). */
  timeoutMs?: number;
  fetchFn?: typeof fetch;
}

/**
 * A fresh App Check token for this visit: reCAPTCHA Enterprise's verdict, exchanged by App Check.
 * What App Check's `CustomProvider` asks for (app-check.ts). Rejects when any step fails or the
 * whole takes longer than `timeoutMs`, so that the SDK's wait always ends and its next token
 * request tries again, loading reCAPTCHA anew if it had not become ready.
 */
export async function recaptchaAppCheckToken(
  target: AppCheckTarget,
  siteKey: string,
  { timeoutMs = APP_CHECK_TIMEOUT_MS, fetchFn = fetch }: RecaptchaTokenOptions = {},
): Promise<ExchangedToken> {
  const controller = new AbortController();
  const attempt = async () => {
    const recaptcha = await loadRecaptchaEnterprise(siteKey);
    const recaptchaToken = await recaptcha.execute(siteKey, { action: APP_CHECK_ACTION });
    return exchange(target, recaptchaToken, fetchFn, controller.signal);
  };
  try {
    return await withinTime(attempt(), timeoutMs);
  } catch (error) {
    controller.abort();
    forgetFailedLoad();
    throw error;
  }
}
