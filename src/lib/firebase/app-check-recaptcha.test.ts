// @vitest-environment jsdom
import type * as RecaptchaModule from './app-check-recaptcha';

// jsdom never fetches a script: each test plays Google's part by hand.

const target = { projectId: 'equinozio-odv', appId: '1:123:web:abc', apiKey: 'AIza-key' };
const scriptSelector = 'script[src^="https://www.google.com/recaptcha/enterprise.js"]';

interface FakeRecaptcha {
  ready: (callback: () => void) => void;
  execute: ReturnType<
    typeof vi.fn<(siteKey: string, options: { action: string }) => Promise<string>>
  >;
}
type Globals = { grecaptcha?: { enterprise?: FakeRecaptcha }; ___grecaptcha_cfg?: unknown };
const globals = () => window as unknown as Globals;

function fakeRecaptcha(token = 'recaptcha-token'): FakeRecaptcha {
  return { ready: (callback) => callback(), execute: vi.fn(async () => token) };
}

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>(scriptSelector)];

function scriptLoads(recaptcha: FakeRecaptcha = fakeRecaptcha()) {
  const [script] = scripts();
  if (!script) throw new Error('No reCAPTCHA script was added.');
  globals().grecaptcha = { enterprise: recaptcha };
  globals().___grecaptcha_cfg = {};
  script.dispatchEvent(new Event('load'));
  return recaptcha;
}

function answering(status: number, body: unknown) {
  return vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let recaptchaAppCheckToken: typeof RecaptchaModule.recaptchaAppCheckToken;

beforeEach(async () => {
  // A fresh module each time: it remembers the script it loaded.
  vi.resetModules();
  ({ recaptchaAppCheckToken } = await import('./app-check-recaptcha'));
});

afterEach(() => {
  for (const script of scripts()) script.remove();
  delete globals().grecaptcha;
  delete globals().___grecaptcha_cfg;
});

describe('recaptchaAppCheckToken', () => {
  it("loads Google's script with the site key, asks reCAPTCHA, and exchanges its verdict", async () => {
    const fetchFn = answering(200, { token: 'app-check-token', ttl: '3600s' });
    const before = Date.now();
    const token = recaptchaAppCheckToken(target, '6Lc-site-key', { fetchFn });
    expect(scripts().map((script) => script.src)).toEqual([
      'https://www.google.com/recaptcha/enterprise.js?render=6Lc-site-key',
    ]);
    const recaptcha = scriptLoads();

    const result = await token;
    expect(result.token).toBe('app-check-token');
    expect(result.expireTimeMillis).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(recaptcha.execute).toHaveBeenCalledExactlyOnceWith('6Lc-site-key', {
      action: 'fire_app_check',
    });
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe(
      'https://content-firebaseappcheck.googleapis.com/v1/projects/equinozio-odv/apps/' +
        '1%3A123%3Aweb%3Aabc:exchangeRecaptchaEnterpriseToken?key=AIza-key',
    );
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      recaptcha_enterprise_token: 'recaptcha-token',
    });
  });

  it('adds the script once: the next token asks the reCAPTCHA already loaded', async () => {
    const fetchFn = answering(200, { token: 'app-check-token', ttl: '3600s' });
    const first = recaptchaAppCheckToken(target, 'key', { fetchFn });
    const recaptcha = scriptLoads();
    await first;
    await recaptchaAppCheckToken(target, 'key', { fetchFn });
    expect(scripts()).toHaveLength(1);
    expect(recaptcha.execute).toHaveBeenCalledTimes(2);
  });

  it('fails when the script is blocked, and the next attempt adds it again', async () => {
    const fetchFn = answering(200, { token: 'app-check-token', ttl: '3600s' });
    const blocked = recaptchaAppCheckToken(target, 'key', { fetchFn });
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(blocked).rejects.toThrow('The reCAPTCHA Enterprise script did not load.');
    expect(scripts()).toHaveLength(0);
    expect(fetchFn).not.toHaveBeenCalled();

    const retried = recaptchaAppCheckToken(target, 'key', { fetchFn });
    expect(scripts()).toHaveLength(1);
    scriptLoads();
    await expect(retried).resolves.toMatchObject({ token: 'app-check-token' });
  });

  it('gives up on a script that never answers, and starts again clean', async () => {
    const fetchFn = answering(200, { token: 'app-check-token', ttl: '3600s' });
    const hanging = recaptchaAppCheckToken(target, 'key', { fetchFn, timeoutMs: 30 });
    await expect(hanging).rejects.toThrow('App Check did not answer within 30 ms.');
    expect(scripts()).toHaveLength(0);

    const retried = recaptchaAppCheckToken(target, 'key', { fetchFn, timeoutMs: 1000 });
    expect(scripts()).toHaveLength(1);
    scriptLoads();
    await expect(retried).resolves.toMatchObject({ token: 'app-check-token' });
  });

  it('gives up on a reCAPTCHA that never becomes ready (its second script blocked)', async () => {
    const fetchFn = answering(200, { token: 'app-check-token', ttl: '3600s' });
    const stuck = recaptchaAppCheckToken(target, 'key', { fetchFn, timeoutMs: 30 });
    scriptLoads({ ready: () => {}, execute: vi.fn(async () => 'never') });
    await expect(stuck).rejects.toThrow('App Check did not answer within 30 ms.');
    // Google's half-started globals go too, so that the next script starts from scratch.
    expect(globals().grecaptcha).toBeUndefined();
    expect(globals().___grecaptcha_cfg).toBeUndefined();
    expect(scripts()).toHaveLength(0);
  });

  it('keeps a ready reCAPTCHA when App Check refuses its verdict', async () => {
    const fetchFn = answering(403, { error: { status: 'PERMISSION_DENIED' } });
    const refused = recaptchaAppCheckToken(target, 'key', { fetchFn });
    const recaptcha = scriptLoads();
    await expect(refused).rejects.toThrow(
      'App Check refused the reCAPTCHA Enterprise token (HTTP 403).',
    );

    fetchFn.mockResolvedValue(
      new Response(JSON.stringify({ token: 'second', ttl: '60s' }), { status: 200 }),
    );
    await expect(recaptchaAppCheckToken(target, 'key', { fetchFn })).resolves.toMatchObject({
      token: 'second',
    });
    expect(scripts()).toHaveLength(1);
    expect(recaptcha.execute).toHaveBeenCalledTimes(2);
  });

  it('stops the exchange when the time is up', async () => {
    let signal: AbortSignal | undefined;
    const fetchFn = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise(() => {
          signal = init?.signal ?? undefined;
        }),
    );
    const slow = recaptchaAppCheckToken(target, 'key', { fetchFn, timeoutMs: 30 });
    scriptLoads();
    await settle();
    expect(signal?.aborted).toBe(false);
    await expect(slow).rejects.toThrow('App Check did not answer within 30 ms.');
    expect(signal?.aborted).toBe(true);
  });

  it('refuses an answer without a token', async () => {
    const fetchFn = answering(200, { ttl: '3600s' });
    const empty = recaptchaAppCheckToken(target, 'key', { fetchFn });
    scriptLoads();
    await expect(empty).rejects.toThrow(
      'App Check answered the reCAPTCHA token with no valid token.',
    );
  });
});
