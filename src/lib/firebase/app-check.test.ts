import type { FirebaseApp } from 'firebase/app';
import { CustomProvider, getToken, initializeAppCheck } from 'firebase/app-check';
import { ensureAppCheck, startAppCheck } from './app-check';
import { recaptchaAppCheckToken } from './app-check-recaptcha';
import { exchangeDebugToken } from './debug-token-exchange';

// What matters is how the site calls the SDK, not reCAPTCHA itself, which needs Google.
vi.mock('firebase/app-check', () => ({
  initializeAppCheck: vi.fn((_app: unknown, options: unknown) => ({ options })),
  getToken: vi.fn(async () => ({ token: 'app-check-token' })),
  CustomProvider: vi.fn(function (this: { options: unknown }, options: unknown) {
    this.options = options;
  }),
}));

vi.mock('./debug-token-exchange', () => ({
  exchangeDebugToken: vi.fn(async () => ({ token: 'app-check-token', expireTimeMillis: 1 })),
}));

vi.mock('./app-check-recaptcha', () => ({
  recaptchaAppCheckToken: vi.fn(async () => ({ token: 'recaptcha-attested', expireTimeMillis: 2 })),
}));

const newApp = (name: string) =>
  ({ name, options: { projectId: 'p', appId: '1:2:web:3', apiKey: 'k' } }) as FirebaseApp;

beforeEach(() => {
  vi.clearAllMocks();
});

describe('startAppCheck in the browser', () => {
  it('attests with our reCAPTCHA Enterprise loader, the site key and automatic refresh', async () => {
    const app = newApp('with-key');
    const appCheck = startAppCheck(app, { siteKey: '6Lc-site-key', ssr: false });
    expect(initializeAppCheck).toHaveBeenCalledExactlyOnceWith(app, {
      provider: vi.mocked(CustomProvider).mock.instances[0],
      isTokenAutoRefreshEnabled: true,
    });
    expect(appCheck).toBe(vi.mocked(initializeAppCheck).mock.results[0]?.value);
    // The provider's tokens are reCAPTCHA's verdicts for this app and key (app-check-recaptcha.ts).
    const [options] = vi.mocked(CustomProvider).mock.calls[0] ?? [];
    expect(recaptchaAppCheckToken).not.toHaveBeenCalled();
    await expect(options?.getToken()).resolves.toEqual({
      token: 'recaptcha-attested',
      expireTimeMillis: 2,
    });
    expect(recaptchaAppCheckToken).toHaveBeenCalledExactlyOnceWith(app.options, '6Lc-site-key');
    expect(exchangeDebugToken).not.toHaveBeenCalled();
  });

  it('asks for a first token at once, so that the first request need not wait for reCAPTCHA', () => {
    const app = newApp('warm');
    const appCheck = startAppCheck(app, { siteKey: 'key', ssr: false });
    expect(getToken).toHaveBeenCalledExactlyOnceWith(appCheck);
  });

  it('survives a first token that fails (a blocked reCAPTCHA): the next request tries again', () => {
    vi.mocked(getToken).mockRejectedValueOnce(new Error('reCAPTCHA did not load'));
    expect(startAppCheck(newApp('blocked'), { siteKey: 'key', ssr: false })).toBeDefined();
  });

  it('starts once however many services ask for it', () => {
    const app = newApp('asked-thrice');
    const first = startAppCheck(app, { siteKey: 'key', ssr: false });
    expect(startAppCheck(app, { siteKey: 'key', ssr: false })).toBe(first);
    expect(startAppCheck(app, { siteKey: 'key', ssr: false })).toBe(first);
    expect(initializeAppCheck).toHaveBeenCalledTimes(1);
  });

  it('stays off without a site key (emulator mode has none)', () => {
    const app = newApp('no-key');
    expect(startAppCheck(app, { siteKey: undefined, ssr: false })).toBeUndefined();
    expect(startAppCheck(app, { siteKey: undefined, ssr: false })).toBeUndefined();
    expect(initializeAppCheck).not.toHaveBeenCalled();
    expect(CustomProvider).not.toHaveBeenCalled();
  });
});

describe('startAppCheck in the prerenderer', () => {
  it('never loads reCAPTCHA: without a debug token it stays off', () => {
    const app = newApp('build-without-token');
    expect(startAppCheck(app, { siteKey: 'key', ssr: true })).toBeUndefined();
    expect(initializeAppCheck).not.toHaveBeenCalled();
    expect(CustomProvider).not.toHaveBeenCalled();
  });

  it('attests with the debug token when one is given', async () => {
    const app = newApp('build-with-token');
    startAppCheck(app, { siteKey: 'key', ssr: true, debugToken: 'registered-debug-token' });
    expect(recaptchaAppCheckToken).not.toHaveBeenCalled();
    expect(initializeAppCheck).toHaveBeenCalledExactlyOnceWith(app, {
      provider: vi.mocked(CustomProvider).mock.instances[0],
      isTokenAutoRefreshEnabled: false,
    });
    const [options] = vi.mocked(CustomProvider).mock.calls[0] ?? [];
    expect(exchangeDebugToken).not.toHaveBeenCalled();
    await expect(options?.getToken()).resolves.toEqual({
      token: 'app-check-token',
      expireTimeMillis: 1,
    });
    expect(exchangeDebugToken).toHaveBeenCalledExactlyOnceWith(
      app.options,
      'registered-debug-token',
    );
  });

  it('stays off with a debug token but no site key', () => {
    const app = newApp('build-token-no-key');
    expect(startAppCheck(app, { siteKey: undefined, ssr: true, debugToken: 't' })).toBeUndefined();
    expect(initializeAppCheck).not.toHaveBeenCalled();
    expect(CustomProvider).not.toHaveBeenCalled();
  });
});

describe("the site's App Check", () => {
  it('is off on the emulators (the tests run in emulator mode)', () => {
    expect(ensureAppCheck()).toBeUndefined();
    expect(initializeAppCheck).not.toHaveBeenCalled();
  });
});
