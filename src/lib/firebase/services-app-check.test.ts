import type * as SettingsModule from './settings';

// Each service starts App Check before it is created, so its first request carries a token.
const calls = vi.hoisted(() => [] as string[]);

function withSiteKey(siteKey: string | undefined) {
  vi.resetModules();
  vi.doMock('./settings', async (importOriginal) => {
    const { settings } = await importOriginal<typeof SettingsModule>();
    return { settings: { ...settings, appCheckSiteKey: siteKey } };
  });
  vi.doMock('./app-check', () => {
    calls.push('app check loaded');
    return { ensureAppCheck: vi.fn(() => calls.push('app check')) };
  });
}
vi.mock('firebase/firestore/lite', () => ({
  getFirestore: vi.fn(() => calls.push('firestore')),
  connectFirestoreEmulator: vi.fn(),
}));
vi.mock('firebase/storage', () => ({
  getStorage: vi.fn(() => calls.push('storage')),
  connectStorageEmulator: vi.fn(),
}));
vi.mock('firebase/auth', () => ({
  initializeAuth: vi.fn(() => calls.push('auth')),
  connectAuthEmulator: vi.fn(),
  browserLocalPersistence: {},
  indexedDBLocalPersistence: {},
  inMemoryPersistence: {},
}));

beforeEach(() => {
  calls.length = 0;
});

const services = [
  ['firestore', () => import('./firestore')],
  ['storage', () => import('./storage')],
  ['auth', () => import('./auth')],
] as const;

describe('with a reCAPTCHA site key, the Firebase services start App Check first', () => {
  beforeEach(() => withSiteKey('site-key'));

  for (const [service, load] of services) {
    it(`${service}`, async () => {
      await load();
      expect(calls).toEqual(['app check loaded', 'app check', service]);
    });
  }
});

describe('without one, App Check is neither started nor loaded', () => {
  beforeEach(() => withSiteKey(undefined));

  for (const [service, load] of services) {
    it(`${service}`, async () => {
      await load();
      expect(calls).toEqual([service]);
    });
  }
});
