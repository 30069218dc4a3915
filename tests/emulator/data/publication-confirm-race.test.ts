import * as Lite from 'firebase/firestore/lite';
import * as z from 'zod/mini';
import { Timestamp } from 'firebase-admin/firestore';
import type { MockInstance } from 'vitest';
import { storageMediaUrl } from '#src/lib/images/image-url';
import {
  publishedEventListPath,
  publishedEventPath,
  publishedHorseListPath,
  publishedHorsePath,
} from '#src/config/storage-paths';
import { getEvent, updateEvent } from '#src/features/events/api/events-api';
import { publishedEventPageSchema } from '#src/features/events/web-events';
import { deleteHorse, getHorse, updateHorse } from '#src/features/horses/api/horses-api';
import { horseSchema, type Horse } from '#src/features/horses/model/horse';
import { toPublicHorse } from '#src/features/horses/model/public-horse';
import { publishedHorsePageSchema } from '#src/features/horses/web-horses';
import { saveHorseNews } from '#src/features/news/api/horse-news-api';
import { publishedHorseNewsSchema } from '#src/features/news/web-news';
import type * as PublishingApi from '#src/features/publishing/api/publishing-api';
import { deleteSiteFile, writeSiteFile } from '#src/features/publishing/api/publishing-api';
import { publishEverything, publishPending } from '#src/features/publishing/publisher';
import { fail, ok, type Result } from '#src/lib/data/result';
import { parsePublished } from '#src/lib/published/published-file';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { signInAs, signOutApp } from '../../support/app-session';
import {
  adminDb,
  clearAuth,
  clearFirestore,
  createUser,
  deleteAdminApps,
  emulatorConfig,
  type TestUser,
} from '../../support/emulators';

// Quick saves on one page (a horse, then a news) landing while the publication of the first one
// confirms: the change commits between the confirmation's read of `sitePublication/state` and its
// commit. The rules refuse a confirmation of the older revision; the publisher must then publish
// again, never report a failure, and never leave the older version published (decision 46).

/** Runs once, right after a transaction reads the publication state: the save that lands then. */
const between = vi.hoisted(() => ({ run: null as null | (() => Promise<void>) }));

vi.mock('firebase/firestore/lite', async (importOriginal) => {
  const real = await importOriginal<typeof Lite>();
  const runTransaction: typeof real.runTransaction = (db, update, options) =>
    real.runTransaction(
      db,
      (transaction) =>
        update(
          new Proxy(transaction, {
            get(target, property) {
              if (property === 'get') {
                return async (ref: Lite.DocumentReference) => {
                  const snapshot = await target.get(ref);
                  const run = between.run;
                  if (run && ref.path === 'sitePublication/state') {
                    between.run = null;
                    await run();
                  }
                  return snapshot;
                };
              }
              const value = Reflect.get(target, property) as unknown;
              return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
            },
          }),
        ),
      options,
    );
  return { ...real, runTransaction };
});

// The publisher's Storage writes, wrapped so that a test can make one fail.
vi.mock('#src/features/publishing/api/publishing-api', async (importOriginal) => {
  const real = await importOriginal<typeof PublishingApi>();
  return { ...real, writeSiteFile: vi.fn(real.writeSiteFile) };
});

const SLUG = `confirm-race-${Date.now().toString(36)}`;
const EVENT = `${SLUG}-festa`;

let staffUser: TestUser;
let staff: SignedInUser;

function present<T>(result: Result<T>): T {
  if (!result.success) throw new Error(result.error.message);
  return result.data;
}

const saveHorse = async (change: Partial<Horse>) =>
  present(await updateHorse(staff, SLUG, { ...present(await getHorse(SLUG)), ...change }));

/** What a visitor fetches at the file's public address; `null` when there is none. */
async function publishedJson(path: string): Promise<unknown> {
  const { host, ports, storageBucket } = emulatorConfig;
  const url = storageMediaUrl(path, {
    bucket: storageBucket,
    emulator: { host, port: ports.storage },
  });
  const response = await fetch(url);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return response.json();
}

async function publishedPage() {
  const json = await publishedJson(publishedHorsePath(SLUG));
  return {
    horse: present(parsePublished('page', publishedHorsePageSchema, ok(json))).horse,
    news: present(parsePublished('page', publishedHorseNewsSchema, ok(json))).news,
  };
}

const publicationState = async () => (await adminDb().doc('sitePublication/state').get()).data();

async function expectConfirmedLatest(): Promise<void> {
  const state = await publicationState();
  expect(state?.revision).toBeGreaterThan(0);
  expect(state?.pending).toEqual([]);
  expect(state?.publishedRevision).toBe(state?.revision);
  expect(state).not.toHaveProperty('failure');
}

beforeAll(async () => {
  Lite.setLogLevel('silent');
  await clearAuth();
  staffUser = await createUser('confirm-race-staff@example.org', { staff: true });
});

beforeEach(async () => {
  await clearFirestore();
  const horse = z.parse(horseSchema, {
    slug: SLUG,
    name: 'Corsa',
    status: "Residente dell'Oasi",
    showWeb: true,
  });
  await adminDb().doc(`horses/${SLUG}`).set(horse);
  await adminDb()
    .doc(`publicHorses/${SLUG}`)
    .set(toPublicHorse(horse, { coveredAmount: 0, activeSupporters: 0 }));
  staff = await signInAs(staffUser);
});

afterEach(async () => {
  between.run = null;
  vi.mocked(writeSiteFile).mockReset();
  vi.restoreAllMocks();
  await signOutApp();
});

afterAll(async () => {
  await signInAs(staffUser);
  for (const path of [
    publishedHorsePath(SLUG),
    publishedEventPath(EVENT),
    publishedHorseListPath,
    publishedEventListPath,
  ]) {
    present(await deleteSiteFile(path));
  }
  await signOutApp();
  await clearFirestore();
  await deleteAdminApps();
});

/** The run published the save that raced it, confirmed it, and logged nothing. */
async function expectRaceWon(
  published: Awaited<ReturnType<typeof publishPending>>,
  errors: MockInstance,
  claim: string,
): Promise<void> {
  expect(between.run).toBeNull();
  expect(published.success, published.error?.message).toBe(true);
  expect(errors).not.toHaveBeenCalled();
  expect((await publishedPage()).horse.claim_it).toBe(claim);
  await expectConfirmedLatest();
}

describe('a save landing while a publication confirms', () => {
  it('is published by the same run, without any failure, and the older version does not stay', async () => {
    const errors = vi.spyOn(console, 'error');
    await saveHorse({ claim_it: 'Prima' });
    between.run = async () => {
      await saveHorse({ claim_it: 'Seconda' });
    };

    const published = await publishPending();
    await expectRaceWon(published, errors, 'Seconda');
  });

  it('publishes a news saved at that moment with the horse it belongs to', async () => {
    const errors = vi.spyOn(console, 'error');
    await saveHorse({ claim_it: 'Con notizia' });
    between.run = async () => {
      present(
        await saveHorseNews(
          staff,
          {
            id: 'ConfirmRaceNews00001',
            horseSlug: SLUG,
            date: '2026-11-27',
            title: 'Arrivata tra la lettura e la conferma',
            text: '<p>Notizia</p>',
            photo: '',
          },
          'add',
        ),
      );
    };

    const published = await publishPending();
    expect(published.success, published.error?.message).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    const page = await publishedPage();
    expect(page.horse.claim_it).toBe('Con notizia');
    expect(page.news.map((news) => news.title)).toEqual(['Arrivata tra la lettura e la conferma']);
    await expectConfirmedLatest();
  });
});

/** The console errors of a confirmation: none may be logged whatever the race. */
const confirmationErrors = (errors: { mock: { calls: unknown[][] } }) =>
  errors.mock.calls.filter(([message]) => String(message).startsWith('Confirming the publication'));

describe('every path a raced confirmation can take', () => {
  const at = Timestamp.fromDate(new Date('2026-11-01T10:00:00Z'));

  it("publishes again when the state did not exist at the confirmation's read and a save created it", async () => {
    // "Ripubblica tutto il sito" on a database no logged change has touched yet.
    const errors = vi.spyOn(console, 'error');
    between.run = async () => {
      await saveHorse({ claim_it: 'Dopo la lettura' });
    };

    const published = await publishEverything();
    await expectRaceWon(published, errors, 'Dopo la lettura');
  });

  it.each([
    ['changes never published', { revision: 4, pending: ['events'] }],
    [
      'a publication confirmed, then a failure recorded',
      {
        revision: 9,
        pending: ['horses', 'event:gone'],
        publishedRevision: 7,
        publishedAt: at,
        failure: { at, message: 'Storage non risponde.' },
      },
    ],
    ['all of it published', { revision: 2, pending: [], publishedRevision: 2, publishedAt: at }],
  ])('publishes again over a state with %s', async (_shape, state) => {
    await adminDb().doc('sitePublication/state').set(state);
    const errors = vi.spyOn(console, 'error');
    await saveHorse({ claim_it: 'Prima' });
    between.run = async () => {
      await saveHorse({ claim_it: 'Seconda' });
    };

    const published = await publishPending();
    await expectRaceWon(published, errors, 'Seconda');
    expect((await publicationState())?.revision).toBe(state.revision + 2);
  });

  it('publishes an event saved at that moment, and a horse deleted at that moment leaves the site', async () => {
    await adminDb()
      .doc(`events/${EVENT}`)
      .set({
        slug: EVENT,
        name: 'Festa',
        date: Timestamp.fromDate(new Date('2031-06-21T16:00:00Z')),
        showWeb: true,
      });
    const errors = vi.spyOn(console, 'error');
    await saveHorse({ claim_it: 'Prima' });
    present(await publishPending());
    expect(await publishedJson(publishedHorsePath(SLUG))).not.toBeNull();

    await saveHorse({ claim_it: 'Ancora' });
    between.run = async () => {
      present(
        await updateEvent(staff, EVENT, { ...present(await getEvent(EVENT)), name_it: 'Festa!' }),
      );
      present(await deleteHorse(staff, SLUG));
    };
    const published = await publishPending();
    expect(between.run).toBeNull();
    expect(published.success, published.error?.message).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    const event = present(
      parsePublished(
        'event',
        publishedEventPageSchema,
        ok(await publishedJson(publishedEventPath(EVENT))),
      ),
    ).event;
    expect(event.name_it).toBe('Festa!');
    expect(await publishedJson(publishedHorsePath(SLUG))).toBeNull();
    await expectConfirmedLatest();
  });

  it('lets two publishers (two tabs) confirm at once while a save lands', async () => {
    const errors = vi.spyOn(console, 'error');
    await saveHorse({ claim_it: 'Prima' });
    between.run = async () => {
      await saveHorse({ claim_it: 'Seconda' });
    };

    const [first, second] = await Promise.all([publishPending(), publishPending()]);
    expect(between.run).toBeNull();
    expect(first.success, first.error?.message).toBe(true);
    expect(second.success, second.error?.message).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    expect((await publishedPage()).horse.claim_it).toBe('Seconda');
    await expectConfirmedLatest();
  });

  it('keeps a failed file and the new save pending when the partial confirmation is raced', async () => {
    const errors = vi.spyOn(console, 'error');
    await saveHorse({ claim_it: 'Prima' });
    // The horse list is the first of the save's targets: it fails, the horse's page goes out.
    vi.mocked(writeSiteFile).mockResolvedValueOnce(fail('unavailable', 'Storage non risponde.'));
    between.run = async () => {
      await saveHorse({ claim_it: 'Seconda' });
    };

    const published = await publishPending();
    expect(between.run).toBeNull();
    expect(published.error?.code).toBe('publication-failed');
    expect(confirmationErrors(errors)).toEqual([]);
    const state = await publicationState();
    expect(state?.pending).toEqual(expect.arrayContaining(['horses', `horse:${SLUG}`]));
    expect(state?.failure?.message).toMatch(/Storage non risponde/);
    expect(state?.publishedRevision ?? 0).toBeLessThan(state?.revision);

    // The save's own announcement runs the publisher again: everything goes out.
    present(await publishPending());
    expect((await publishedPage()).horse.claim_it).toBe('Seconda');
    await expectConfirmedLatest();
  });
});
