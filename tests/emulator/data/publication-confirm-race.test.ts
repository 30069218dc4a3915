import * as Lite from 'firebase/firestore/lite';
import * as z from 'zod/mini';
import { storageMediaUrl } from '#src/components/gallery/image-url';
import { publishedHorsePath } from '#src/config/storage-paths';
import { getHorse, updateHorse } from '#src/features/horses/api/horses-api';
import { horseSchema, type Horse } from '#src/features/horses/model/horse';
import { toPublicHorse } from '#src/features/horses/model/public-horse';
import { publishedHorsePageSchema } from '#src/features/horses/web-horses';
import { saveHorseNews } from '#src/features/news/api/horse-news-api';
import { publishedHorseNewsSchema } from '#src/features/news/web-news';
import { deleteSiteFile } from '#src/features/publishing/api/publishing-api';
import { publishPending } from '#src/features/publishing/publisher';
import { ok, type Result } from '#src/lib/data/result';
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

const SLUG = `confirm-race-${Date.now().toString(36)}`;

let staffUser: TestUser;
let staff: SignedInUser;

function present<T>(result: Result<T>): T {
  if (!result.success) throw new Error(result.error.message);
  return result.data;
}

const saveHorse = async (change: Partial<Horse>) =>
  present(await updateHorse(staff, SLUG, { ...present(await getHorse(SLUG)), ...change }));

async function publishedPage() {
  const { host, ports, storageBucket } = emulatorConfig;
  const url = storageMediaUrl(publishedHorsePath(SLUG), {
    bucket: storageBucket,
    emulator: { host, port: ports.storage },
  });
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  const json: unknown = await response.json();
  return {
    horse: present(parsePublished('page', publishedHorsePageSchema, ok(json))).horse,
    news: present(parsePublished('page', publishedHorseNewsSchema, ok(json))).news,
  };
}

async function expectConfirmedLatest(): Promise<void> {
  const state = (await adminDb().doc('sitePublication/state').get()).data();
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
  vi.restoreAllMocks();
  await signOutApp();
});

afterAll(async () => {
  await signInAs(staffUser);
  present(await deleteSiteFile(publishedHorsePath(SLUG)));
  await signOutApp();
  await clearFirestore();
  await deleteAdminApps();
});

describe('a save landing while a publication confirms', () => {
  it('is published by the same run, without any failure, and the older version does not stay', async () => {
    const errors = vi.spyOn(console, 'error');
    await saveHorse({ claim_it: 'Prima' });
    between.run = async () => {
      await saveHorse({ claim_it: 'Seconda' });
    };

    const published = await publishPending();
    expect(between.run).toBeNull();
    expect(published.success, published.error?.message).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    expect((await publishedPage()).horse.claim_it).toBe('Seconda');
    await expectConfirmedLatest();
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
