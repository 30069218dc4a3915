import { writeBatch } from 'firebase/firestore/lite';
import { appCheckReady } from '#src/lib/firebase/app-check-start';
import { textsFor } from '#src/lib/text/dictionary';
import type { AdoptionApplicationInput } from '../model/adoption-application';
import type { CessionApplicationInput } from '../model/cession-application';
import type { CircleApplicationInput } from '../model/circle-application';
import {
  APP_CHECK_UNAVAILABLE,
  submitAdoptionApplication,
  submitCessionApplication,
  submitCircleApplication,
} from './public-applications-api';
import { publicSendTexts } from './texts';

// Sends wait for App Check (decision 44); tests/emulator covers the writes against the rules.

vi.mock('#src/lib/firebase/firestore', () => ({ db: {} }));
vi.mock('#src/lib/firebase/app-check-start', () => ({ appCheckReady: vi.fn() }));
const batch = { set: vi.fn(), commit: vi.fn(async () => undefined) };
vi.mock('firebase/firestore/lite', () => ({
  collection: vi.fn((_db: unknown, name: string) => ({ name })),
  doc: vi.fn((parent: { name?: string }, name?: string, id?: string) =>
    name === undefined
      ? { id: 'NewCircleId000000000', path: `${parent.name}/NewCircleId000000000` }
      : { id, path: `${name}/${id}` },
  ),
  serverTimestamp: vi.fn(() => 'server-time'),
  writeBatch: vi.fn(() => batch),
}));

const id = 'aBcDeFgHiJkLmNoPqRsT';
const circle = { horse: 'Benji', notes: '' } as unknown as CircleApplicationInput;
const adoption = {
  givenName: 'Maria',
  email: 'maria@example.org',
  region: 'Toscana',
  horses: ['ada'],
} as unknown as AdoptionApplicationInput;
const cession = {
  horseName: 'Rio',
  email: '',
  horseRegion: 'Lazio',
} as unknown as CessionApplicationInput;

const write = batch.commit;
const sends = [
  ['a circle application', 'it', () => submitCircleApplication(circle)],
  ['an adoption application', 'en', () => submitAdoptionApplication(id, adoption, 'en')],
  ['a cession application', 'it', () => submitCessionApplication(id, cession)],
] as const;

afterEach(() => {
  vi.mocked(appCheckReady).mockReset();
  batch.set.mockClear();
  batch.commit.mockClear();
  vi.mocked(writeBatch).mockClear();
});

const written = () =>
  batch.set.mock.calls.map(([ref, data]) => [(ref as { path: string }).path, data]);

describe.each(sends)('sending %s', (_what, language, send) => {
  it('writes once App Check is ready, in one commit', async () => {
    vi.mocked(appCheckReady).mockResolvedValue(true);
    const result = await send();
    expect(result.success).toBe(true);
    expect(appCheckReady).toHaveBeenCalledOnce();
    expect(write).toHaveBeenCalledOnce();
  });

  it('writes nothing when App Check has no token in time, and says why in the page language', async () => {
    vi.mocked(appCheckReady).mockResolvedValue(false);
    const message = textsFor(publicSendTexts, language).appCheckUnavailable;
    expect(await send()).toEqual({
      success: false,
      error: { code: APP_CHECK_UNAVAILABLE, message },
    });
    expect(write).not.toHaveBeenCalled();
    expect(message).toMatch(language === 'it' ? /^Il controllo anti-spam / : /^Google’s anti-spam/);
  });
});

describe('the mails written with an application', () => {
  beforeEach(() => vi.mocked(appCheckReady).mockResolvedValue(true));

  it("tell the association and, in the form's language, the applicant who gave an e-mail", async () => {
    await submitAdoptionApplication(id, adoption, 'en', ['Ada']);
    expect(written()).toEqual([
      [
        `adoptionApplications/${id}`,
        expect.objectContaining({ isNew: true, date: 'server-time', reference: 'ABCD-EFGH' }),
      ],
      [
        `mail/${id}.notice`,
        {
          to: 'segreteria@equinozio.example',
          template: {
            name: 'application-notice',
            data: { kind: 'adoption', adoption: true, id, region: 'Toscana', horses: ['ada'] },
          },
          date: 'server-time',
        },
      ],
      [
        `mail/${id}.received`,
        {
          to: 'maria@example.org',
          template: {
            name: 'application-received-en',
            data: { kind: 'adoption', adoption: true, reference: 'ABCD-EFGH', horses: ['Ada'] },
          },
          date: 'server-time',
        },
      ],
    ]);
  });

  it('tell only the association when there is no e-mail', async () => {
    await submitCessionApplication(id, cession);
    expect(written().map(([path]) => path)).toEqual([
      `cessionApplications/${id}`,
      `mail/${id}.notice`,
    ]);
  });

  it("give a circle member who agreed to news an unguessable key, and the applicant's receipt", async () => {
    await submitCircleApplication(
      { ...circle, email: 'luca@example.org', newsConsent: true },
      'it',
    );
    const writes = written() as [string, Record<string, unknown>][];
    expect(writes.map(([path]) => path)).toEqual([
      'circleApplications/NewCircleId000000000',
      'mail/NewCircleId000000000.notice',
      'mail/NewCircleId000000000.received',
    ]);
    const application = writes[0]?.[1];
    expect(application).toMatchObject({
      email: 'luca@example.org',
      newsConsent: true,
      status: '',
      reference: 'NEWC-IRCL',
    });
    // The receipt names the horse and the reference.
    expect(writes[2]?.[1]).toMatchObject({
      template: { data: { reference: 'NEWC-IRCL', horses: [circle.horse] } },
    });
    expect(application?.newsToken).toMatch(/^[A-Za-z0-9]{32}$/);
    // The news mails go in the language of the form.
    expect(application?.newsLanguage).toBe('it');
  });
});
