import { setLogLevel } from 'firebase/firestore/lite';
import {
  deleteHorseNews,
  saveHorseNews,
  uploadNewsPhoto,
} from '#src/features/news/api/horse-news-api';
import { listAllHorseNews, listHorseNews } from '#src/features/news/api/web-news-api';
import type { HorseNews } from '#src/features/news/model/horse-news';
import { downloadUrl } from '#src/lib/data/media-api';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import * as z from 'zod/mini';
import { getHorse, updateHorse } from '#src/features/horses/api/horses-api';
import { horseSchema } from '#src/features/horses/model/horse';
import { publicHorseFields } from '#src/features/horses/model/public-horse';
import { signInAs, signOutApp } from '../../support/app-session';
import {
  adminDb,
  clearAuth,
  clearFirestore,
  createUser,
  deleteAdminApps,
  type TestUser,
} from '../../support/emulators';

// docs/decisions/0039-horse-news.md.

// The Storage emulator checks the declared type only.
const webp = () => {
  const bytes = new Uint8Array(64);
  bytes.set([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
  return new Blob([bytes], { type: 'image/webp' });
};

const horse = `news-test-${Date.now()}`;
const news = (id: string, date: string, title: string, horseSlug = horse): HorseNews => ({
  id,
  horseSlug,
  date,
  title,
  text: `<p>${title}</p>`,
  photo: '',
});
const first = news('NewsApiTest000000001', '2026-03-01', 'Prima');
const second = news('NewsApiTest000000002', '2026-05-12', 'Seconda');
const other = news('NewsApiTest000000003', '2026-04-01', 'Di un altro', `${horse}-altro`);

let staffUser: TestUser;
let staff: SignedInUser;

beforeAll(async () => {
  setLogLevel('silent');
  await clearAuth();
  staffUser = await createUser('news-staff@example.org', { staff: true });
});

// The news' horse is on the site, the other's is not: a news carries its horse's visibility.
const registryHorse = (slug: string, showWeb: boolean) =>
  z.parse(horseSchema, { slug, name: slug, status: "Residente dell'Oasi", showWeb });

beforeEach(async () => {
  await clearFirestore();
  // Every horse has its projection, hidden or shown.
  for (const [slug, showWeb] of [
    [horse, true],
    [`${horse}-altro`, false],
  ] as const) {
    const stored = registryHorse(slug, showWeb);
    await adminDb().doc(`horses/${slug}`).set(stored);
    await adminDb()
      .doc(`publicHorses/${slug}`)
      .set(Object.fromEntries(publicHorseFields.map((field) => [field, stored[field]])));
  }
});
afterEach(signOutApp);
afterAll(deleteAdminApps);

function present<T>(result: { success: boolean; data?: T; error?: { message: string } }): T {
  if (!result.success || result.data === undefined) throw new Error(result.error?.message);
  return result.data;
}

const titles = (result: { data?: HorseNews[] }) => result.data?.map((item) => item.title);

describe('the news api', () => {
  it('lets staff add news with their log entries and read them newest first', async () => {
    staff = await signInAs(staffUser);
    for (const item of [first, second, other]) {
      expect(await saveHorseNews(staff, item, 'add')).toEqual({ success: true, data: item });
    }
    const logs = await adminDb().collection('logs').where('collection', '==', 'horseNews').get();
    expect(logs.docs.map((entry) => entry.get('function'))).toEqual([
      'addHorseNews',
      'addHorseNews',
      'addHorseNews',
    ]);
    expect((await adminDb().doc(`horseNews/${first.id}`).get()).data()).toEqual({
      horseSlug: horse,
      date: '2026-03-01',
      title: 'Prima',
      text: '<p>Prima</p>',
      photo: '',
      showWeb: true,
    });
    expect((await adminDb().doc(`horseNews/${other.id}`).get()).get('showWeb')).toBe(false);

    expect(titles(await listHorseNews(horse))).toEqual(['Seconda', 'Prima']);
    expect(titles(await listAllHorseNews())).toEqual(['Seconda', 'Di un altro', 'Prima']);
    // Visitors read the published site, never the collection whole.
    await signOutApp();
    expect((await listAllHorseNews()).error?.code).toBe('permission-denied');
  });

  it('takes the news along when their horse is hidden or shown, in the same save', async () => {
    staff = await signInAs(staffUser);
    for (const item of [first, second, other]) await saveHorseNews(staff, item, 'add');
    const stored = present(await getHorse(horse));
    expect((await updateHorse(staff, horse, { ...stored, showWeb: false })).success).toBe(true);
    const visibility = async () =>
      (await adminDb().collection('horseNews').get()).docs
        .map((item) => `${item.get('title')}: ${String(item.get('showWeb'))}`)
        .sort();
    expect(await visibility()).toEqual(['Di un altro: false', 'Prima: false', 'Seconda: false']);
    expect((await updateHorse(staff, horse, { ...stored, showWeb: true })).success).toBe(true);
    expect(await visibility()).toEqual(['Di un altro: false', 'Prima: true', 'Seconda: true']);
  });

  it('refuses a news of a horse not in the registry', async () => {
    staff = await signInAs(staffUser);
    const orphan = news('NewsApiTest000000009', '2026-04-01', 'Orfana', 'nessuno');
    expect((await saveHorseNews(staff, orphan, 'add')).error?.code).toBe('not-found');
  });

  it('refuses a visitor a write', async () => {
    const refused = await saveHorseNews(
      { uid: 'nobody', email: null, displayName: null },
      first,
      'add',
    );
    expect(refused.success).toBe(false);
    expect((await adminDb().doc(`horseNews/${first.id}`).get()).exists).toBe(false);
  });

  it('stores a photo at the news’ own path, and deletes it with the news', async () => {
    staff = await signInAs(staffUser);
    const uploaded = await uploadNewsPhoto(first, webp());
    expect(uploaded).toEqual({
      success: true,
      data: `horses/${horse}/news/${first.id}.webp`,
    });
    const withPhoto = { ...first, photo: uploaded.data ?? '' };
    // Its entry must name the photo stored with it: without, the rules refuse the news.
    expect((await saveHorseNews(staff, withPhoto, 'add')).success).toBe(false);
    const stored = { stored: [withPhoto.photo] };
    expect((await saveHorseNews(staff, withPhoto, 'add', stored)).success).toBe(true);
    expect(
      (await saveHorseNews(staff, { ...withPhoto, title: 'Cambiata' }, 'update')).success,
    ).toBe(true);
    expect((await downloadUrl(withPhoto.photo)).success).toBe(true);

    expect(await deleteHorseNews(staff, first.id)).toEqual({
      success: true,
      data: { photoLeft: false },
    });
    expect((await adminDb().doc(`horseNews/${first.id}`).get()).exists).toBe(false);
    const missing = await downloadUrl(withPhoto.photo);
    expect(missing.error?.code).toBe('storage/object-not-found');
    const logs = await adminDb().collection('logs').where('params.slug', '==', first.id).get();
    const deletion = logs.docs.find((entry) => entry.get('function') === 'deleteHorseNews');
    expect(deletion?.get('params.item.title')).toBe('Cambiata');
    expect(deletion?.get('params.files')).toEqual({ deleted: [withPhoto.photo] });
    const addition = logs.docs.find((entry) => entry.get('function') === 'addHorseNews');
    expect(addition?.get('params.files')).toEqual(stored);
  });

  it('answers a news that does not exist as not found', async () => {
    staff = await signInAs(staffUser);
    expect((await deleteHorseNews(staff, 'NoSuchNews0000000000')).error?.code).toBe('not-found');
  });
});
