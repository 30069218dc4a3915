import { addDoc, setDoc } from 'firebase/firestore/lite';
import { appCheckReady } from '#src/lib/firebase/app-check-start';
import type { AdoptionApplicationInput } from '../model/adoption-application';
import type { CessionApplicationInput } from '../model/cession-application';
import type { CircleApplicationInput } from '../model/circle-application';
import {
  APP_CHECK_UNAVAILABLE,
  appCheckUnavailableMessage,
  submitAdoptionApplication,
  submitCessionApplication,
  submitCircleApplication,
} from './public-applications-api';

// Sends wait for App Check (decision 44); tests/emulator covers the writes against the rules.

vi.mock('#src/lib/firebase/firestore', () => ({ db: {} }));
vi.mock('#src/lib/firebase/app-check-start', () => ({ appCheckReady: vi.fn() }));
vi.mock('firebase/firestore/lite', () => ({
  addDoc: vi.fn(async () => ({ id: 'new-circle-id' })),
  collection: vi.fn((_db: unknown, name: string) => ({ name })),
  doc: vi.fn((_db: unknown, name: string, id: string) => ({ path: `${name}/${id}` })),
  serverTimestamp: vi.fn(() => 'server-time'),
  setDoc: vi.fn(async () => undefined),
}));

const id = 'aBcDeFgHiJkLmNoPqRsT';
const circle = { horse: 'Benji', notes: '' } as unknown as CircleApplicationInput;
const adoption = { givenName: 'Maria' } as unknown as AdoptionApplicationInput;
const cession = { horseName: 'Rio' } as unknown as CessionApplicationInput;

const sends = [
  ['a circle application', () => submitCircleApplication(circle), addDoc],
  ['an adoption application', () => submitAdoptionApplication(id, adoption), setDoc],
  ['a cession application', () => submitCessionApplication(id, cession), setDoc],
] as const;

afterEach(() => {
  vi.mocked(appCheckReady).mockReset();
  vi.mocked(addDoc).mockClear();
  vi.mocked(setDoc).mockClear();
});

describe.each(sends)('sending %s', (_what, send, write) => {
  it('writes once App Check is ready', async () => {
    vi.mocked(appCheckReady).mockResolvedValue(true);
    const result = await send();
    expect(result.success).toBe(true);
    expect(appCheckReady).toHaveBeenCalledOnce();
    expect(write).toHaveBeenCalledOnce();
  });

  it('writes nothing when App Check has no token in time, and says why in both languages', async () => {
    vi.mocked(appCheckReady).mockResolvedValue(false);
    expect(await send()).toEqual({
      success: false,
      error: { code: APP_CHECK_UNAVAILABLE, message: appCheckUnavailableMessage },
    });
    expect(write).not.toHaveBeenCalled();
    expect(appCheckUnavailableMessage).toMatch(/^Il controllo anti-spam .* \/ Google’s anti-spam/);
  });
});
