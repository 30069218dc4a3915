// @vitest-environment jsdom
import { getToken } from 'firebase/app-check';
import { firebaseApp } from './app';
import type * as SettingsModule from './settings';
import { recaptchaAppCheckToken } from './app-check-recaptcha';
import { appCheckReady } from './app-check-start';

// Decision 44, through the real App Check SDK; each test's tokens expire at once, so the next test
// asks the stand-in again.

vi.mock('./settings', async (importOriginal) => {
  const { settings } = await importOriginal<typeof SettingsModule>();
  return { settings: { ...settings, appCheckSiteKey: '6Lc-test-key' } };
});
vi.mock('./app-check-recaptcha', () => ({ recaptchaAppCheckToken: vi.fn() }));

interface InternalAppCheck {
  getToken(): Promise<{ token: string; error?: Error }>;
}

const token = (value: string) => ({ token: value, expireTimeMillis: Date.now() });

const failingAfter = (ms: number) =>
  new Promise<never>((_resolve, reject) =>
    setTimeout(() => reject(new Error('reCAPTCHA did not load')), ms),
  );

beforeEach(() => {
  vi.mocked(recaptchaAppCheckToken).mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.mocked(console.warn).mockRestore();
});

describe('appCheckReady with a site key', () => {
  it('is ready once the provider answers a token, which the requests then carry', async () => {
    vi.mocked(recaptchaAppCheckToken).mockImplementation(async () => token('stand-in-token'));
    await expect(appCheckReady(60_000)).resolves.toBe(true);
    expect(recaptchaAppCheckToken).toHaveBeenCalledWith(
      expect.objectContaining({ projectId: expect.any(String) }),
      '6Lc-test-key',
    );
    const { ensureAppCheck } = await import('./app-check');
    const appCheck = ensureAppCheck();
    if (!appCheck) throw new Error('App Check did not start with a site key.');
    vi.mocked(recaptchaAppCheckToken).mockImplementation(async () => token('next-token'));
    await expect(getToken(appCheck)).resolves.toEqual({ token: 'next-token' });
  });

  it('stops waiting after the timeout when reCAPTCHA does not answer in time, and says why', async () => {
    // The provider answers only when the test lets it give up: only the wait can end this.
    let giveUp: () => void = () => {};
    const slow = new Promise<never>((_resolve, reject) => {
      giveUp = () => reject(new Error('reCAPTCHA did not load'));
    });
    vi.mocked(recaptchaAppCheckToken).mockImplementation(() => slow);
    await expect(appCheckReady(50)).resolves.toBe(false);
    expect(console.warn).toHaveBeenCalledWith(
      'App Check has no token: the write waits for the visitor to try again.',
      expect.objectContaining({ name: 'AppCheckTimeout' }),
    );
    giveUp();
    // The SDK forgets the attempt once the provider gives up; the next test starts clean.
    await slow.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('is not ready when the provider fails, and a later try asks it again', async () => {
    // The SDK forgets a failed attempt, so the visitor's "try again" reaches reCAPTCHA anew.
    vi.mocked(recaptchaAppCheckToken).mockImplementation(() => failingAfter(20));
    await expect(appCheckReady(60_000)).resolves.toBe(false);
    const calls = vi.mocked(recaptchaAppCheckToken).mock.calls.length;

    vi.mocked(recaptchaAppCheckToken).mockImplementation(async () => token('after-retry'));
    await expect(appCheckReady(60_000)).resolves.toBe(true);
    expect(vi.mocked(recaptchaAppCheckToken).mock.calls.length).toBeGreaterThan(calls);
  });

  it('lets Storage and Firestore go on once the provider gives up: a placeholder, never a hang', async () => {
    // App Check's internal token, which Storage and Firestore await before each request.
    await appCheckReady(1000);
    vi.mocked(recaptchaAppCheckToken).mockImplementation(() => failingAfter(20));
    // The SDK's component container (not in its public types) holds what the services ask.
    const { container } = firebaseApp as unknown as {
      container: { getProvider(name: 'app-check-internal'): { getImmediate(): InternalAppCheck } };
    };
    const internal = container.getProvider('app-check-internal').getImmediate();
    const result = await internal.getToken();
    expect(result.error?.message).toBe('reCAPTCHA did not load');
    expect(result.token).not.toBe('');
  });
});
