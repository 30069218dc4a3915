// Each Firebase service starts App Check before it is created, so that its first request already
// carries a token. The SDKs are replaced at their boundary and record the order of the calls.
const calls = vi.hoisted(() => [] as string[]);

vi.mock('./app-check', () => ({ ensureAppCheck: vi.fn(() => calls.push('app check')) }));
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
  vi.resetModules();
});

describe('the Firebase services start App Check first', () => {
  for (const [service, load] of [
    ['firestore', () => import('./firestore')],
    ['storage', () => import('./storage')],
    ['auth', () => import('./auth')],
  ] as const) {
    it(`${service}`, async () => {
      await load();
      expect(calls).toEqual(['app check', service]);
    });
  }
});
