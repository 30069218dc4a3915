import { appCheckReady } from './app-check-start';

// Without a site key the write path never waits, and App Check's code is not even loaded (decision
// 35).
const loaded = vi.hoisted(() => ({ appCheck: false }));
vi.mock('./app-check', () => {
  loaded.appCheck = true;
  return { ensureAppCheck: vi.fn(), appCheckToken: vi.fn() };
});

describe('appCheckReady without a site key', () => {
  it('is ready at once, without loading App Check', async () => {
    await expect(appCheckReady()).resolves.toBe(true);
    expect(loaded.appCheck).toBe(false);
  });
});
