import * as z from 'zod/mini';
import type { ExchangedToken } from './debug-token-exchange';
import { APP_CHECK_TIMEOUT_MS, withinTime } from './app-check-timeout';

// Not the SDK's ReCaptchaEnterpriseProvider: it never hears a blocked script fail, so every request
// would wait for ever (decision 44).

/** Admitted by both Content-Security-Policies (decision 28). */
export const RECAPTCHA_ENTERPRISE_SCRIPT = 'https://www.google.com/recaptcha/enterprise.js';

/** The action the SDK's own provider names; App Check reads it from reCAPTCHA's assessment. */
export const APP_CHECK_ACTION = 'fire_app_check';

const exchangeEndpoint = 'https://content-firebaseappcheck.googleapis.com/v1';

export interface RecaptchaEnterprise {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

/** Removed after a failed load, so that a retry starts clean. */
interface RecaptchaGlobals {
  grecaptcha?: { enterprise?: RecaptchaEnterprise };
  ___grecaptcha_cfg?: unknown;
}

const globals = () => window as unknown as RecaptchaGlobals;

const scriptMark = 'data-app-check-recaptcha';

let loading: Promise<RecaptchaEnterprise> | undefined;
/** Once ready, it stays, whatever a later step does. */
let ready: RecaptchaEnterprise | undefined;

/**
 * Never ends by itself on a script that neither loads nor fails: {@link recaptchaAppCheckToken}
 * sets the time limit.
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

function forgetFailedLoad(): void {
  if (ready) return;
  loading = undefined;
  for (const script of document.querySelectorAll(`script[${scriptMark}]`)) script.remove();
  delete globals().grecaptcha;
  delete globals().___grecaptcha_cfg;
}

const tokenResponse = z.object({
  token: z.string().check(z.minLength(1)),
  ttl: z.string().check(z.regex(/^\d+(\.\d+)?s$/)),
});

export interface AppCheckTarget {
  projectId?: string | undefined;
  appId?: string | undefined;
  apiKey?: string | undefined;
}

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
  timeoutMs?: number;
  fetchFn?: typeof fetch;
}

/**
 * Rejects on any failure or after `timeoutMs`, so that the SDK's wait always ends and its next
 * request tries again.
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
