import { Timestamp } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import { setLogLevel } from 'firebase/firestore/lite';
import {
  deleteApplicationPhotos,
  listApplicationPhotos,
} from '#src/features/applications/api/application-photos-admin';
import {
  countNewAdoptionApplications,
  countNewCessionApplications,
  getAdoptionApplication,
  openAdoptionApplication,
  openCessionApplication,
  updateAdoptionApplication,
} from '#src/features/applications/api/applications-api';
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

const NEW_ID = 'aBcDeFgHiJkLmNoPqRsT';
const OLD_ID = 'uVwXyZ0123456789AbCd';
const run = Date.now().toString(36);

// The Storage emulator checks the declared type only.
const webp = () => {
  const bytes = new Uint8Array(64);
  bytes.set([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
  return new Blob([bytes], { type: 'image/webp' });
};

// A visitor's photo is taken only for an application just sent that names it, and staff never
// write one (docs/decisions/0050-storage-writes.md): the test stores its photos as the emulator's
// owner.
const ownerApp = initializeApp(
  { projectId: emulatorConfig.projectId, storageBucket: emulatorConfig.storageBucket, apiKey: 'x' },
  'application-staff-api-owner',
);
const ownerStorage = getStorage(ownerApp);
connectStorageEmulator(ownerStorage, emulatorConfig.host, emulatorConfig.ports.storage, {
  mockUserToken: 'owner',
});

const storePhoto = (path: string) =>
  uploadBytes(ref(ownerStorage, path), webp(), { contentType: 'image/webp' });

let staffUser: TestUser;
let staff: SignedInUser;

async function logsAbout(slug: string): Promise<FirebaseFirestore.DocumentData[]> {
  const snapshot = await adminDb().collection('logs').where('params.slug', '==', slug).get();
  return snapshot.docs.map((doc) => doc.data());
}

beforeAll(async () => {
  setLogLevel('silent');
  await clearAuth();
  staffUser = await createUser('applications-open@example.org', { staff: true });
});

beforeEach(async () => {
  await clearFirestore();
  const batch = adminDb().batch();
  const date = Timestamp.fromMillis(Date.now() - 60_000);
  batch.set(adminDb().doc(`adoptionApplications/${NEW_ID}`), {
    givenName: 'Sara',
    region: 'Toscana',
    declaration: true,
    photos: [],
    isNew: true,
    date,
  });
  batch.set(adminDb().doc(`adoptionApplications/${OLD_ID}`), { givenName: 'Anna', date });
  batch.set(adminDb().doc('adoptionApplications/adozione-1'), { isNew: false, date });
  batch.set(adminDb().doc(`cessionApplications/${NEW_ID}`), { isNew: true, date });
  await batch.commit();
  staff = await signInAs(staffUser);
});

afterEach(signOutApp);
afterAll(async () => {
  await deleteApp(ownerApp);
  await deleteAdminApps();
});

describe('new applications (staff)', () => {
  it('are counted', async () => {
    expect(await countNewAdoptionApplications()).toEqual({ success: true, data: 1 });
    expect(await countNewCessionApplications()).toEqual({ success: true, data: 1 });
  });

  it('are marked as opened once, logged with { isNew: false } only', async () => {
    expect(await openAdoptionApplication(staff, NEW_ID)).toEqual({ success: true, data: true });
    expect((await adminDb().doc(`adoptionApplications/${NEW_ID}`).get()).data()).toMatchObject({
      givenName: 'Sara',
      isNew: false,
      declaration: true,
    });
    const logs = await logsAbout(NEW_ID);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      function: 'openAdoptionApplication',
      collection: 'adoptionApplications',
      params: { slug: NEW_ID, changes: { isNew: false } },
    });
    expect(await countNewAdoptionApplications()).toEqual({ success: true, data: 0 });

    // Opened already (by someone else): nothing written, nothing logged.
    expect(await openAdoptionApplication(staff, NEW_ID)).toEqual({ success: true, data: false });
    expect(await logsAbout(NEW_ID)).toHaveLength(1);
  });

  it('opens a cession application the same way', async () => {
    expect((await openCessionApplication(staff, NEW_ID)).data).toBe(true);
    expect((await adminDb().doc(`cessionApplications/${NEW_ID}`).get()).get('isNew')).toBe(false);
    expect(await countNewCessionApplications()).toEqual({ success: true, data: 0 });
  });

  it('says when the application to open does not exist, writing nothing', async () => {
    expect((await openAdoptionApplication(staff, 'nessuna')).error?.code).toBe('not-found');
    expect((await adminDb().doc('adoptionApplications/nessuna').get()).exists).toBe(false);
  });

  it('refuses to open one for a visitor who is not staff', async () => {
    await signOutApp();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await openAdoptionApplication(staff, NEW_ID)).error?.code).toBe('permission-denied');
    expect((await countNewAdoptionApplications()).error?.code).toBe('permission-denied');
  });

  it('stay new through a staff save of a page loaded before, and the save never logs isNew', async () => {
    const loaded = (await getAdoptionApplication(NEW_ID)).data;
    if (!loaded) throw new Error('missing');
    expect(loaded.isNew).toBe(true);
    await openAdoptionApplication(staff, NEW_ID);
    // A save of what the page loaded (isNew: true) does not make it new again.
    const saved = await updateAdoptionApplication(staff, NEW_ID, {
      ...loaded,
      evaluation: 'Promosso',
    });
    expect(saved.success).toBe(true);
    const stored = (await adminDb().doc(`adoptionApplications/${NEW_ID}`).get()).data();
    expect(stored).toMatchObject({ evaluation: 'Promosso', isNew: false });
    const update = (await logsAbout(NEW_ID)).find(
      (entry) => entry.function === 'updateAdoptionApplication',
    );
    expect(update?.params).toEqual({ slug: NEW_ID, changes: { evaluation: 'Promosso' } });
  });
});

describe('application photos (staff)', () => {
  const id = `photos${run}`.padEnd(20, '0').slice(0, 20);
  const folder = `applications/adoption/${id}/`;

  it('lists them by name, or the folder when the application names none, and deletes them all', async () => {
    for (const name of ['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'cccccccccccc']) {
      await storePhoto(`${folder}${name}.webp`);
    }
    const named = await listApplicationPhotos('adoption', id, ['bbbbbbbbbbbb.webp']);
    expect(named.data?.map((photo) => photo.name)).toEqual(['bbbbbbbbbbbb.webp']);
    const response = await fetch(named.data?.[0]?.url ?? '');
    expect(response.headers.get('content-type')).toBe('image/webp');

    const listed = await listApplicationPhotos('adoption', id, []);
    expect(listed.data?.map((photo) => photo.name)).toEqual([
      'aaaaaaaaaaaa.webp',
      'bbbbbbbbbbbb.webp',
      'cccccccccccc.webp',
    ]);

    expect(await deleteApplicationPhotos('adoption', id)).toEqual({ success: true, data: 3 });
    expect(await listApplicationPhotos('adoption', id, [])).toEqual({ success: true, data: [] });
    expect(await deleteApplicationPhotos('adoption', id)).toEqual({ success: true, data: 0 });
  });

  it('lists a photo the application names but that never arrived as missing', async () => {
    expect(await listApplicationPhotos('cession', id, ['zzzzzzzzzzzz.webp'])).toEqual({
      success: true,
      data: [{ name: 'zzzzzzzzzzzz.webp', url: null }],
    });
  });

  it('are neither listed nor deleted for a visitor who is not staff', async () => {
    await storePhoto(`${folder}dddddddddddd.webp`);
    await signOutApp();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await listApplicationPhotos('adoption', id, [])).success).toBe(false);
    expect((await deleteApplicationPhotos('adoption', id)).success).toBe(false);
  });
});
