import { setLogLevel } from 'firebase/firestore/lite';
import * as z from 'zod/mini';
import { addHorse, getHorse, updateHorse } from '#src/features/horses/api/horses-api';
import { horseSchema, type Horse } from '#src/features/horses/model/horse';
import { formatDate } from '#src/lib/format/dates';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { signInAs, signOutApp } from '../../support/app-session';
import {
  adminDb,
  clearAuth,
  clearFirestore,
  createUser,
  deleteAdminApps,
  type TestUser,
} from '../../support/emulators';

// docs/product.md "BDN deadlines": recorded by `updateHorse` inside its transaction.

const horse = (fields: Partial<Horse> & Pick<Horse, 'slug'>): Horse =>
  z.parse(horseSchema, { name: fields.slug, ...fields });

let staffUser: TestUser;
let staff: SignedInUser;

async function logsFor(operation: string) {
  const snapshot = await adminDb().collection('logs').where('function', '==', operation).get();
  return snapshot.docs.map((doc) => doc.data());
}

beforeAll(async () => {
  setLogLevel('silent');
  await clearAuth();
  staffUser = await createUser('status-staff@example.org', { staff: true });
});

beforeEach(async () => {
  await clearFirestore();
  const batch = adminDb().batch();
  batch.set(
    adminDb().doc('horses/tom'),
    horse({ slug: 'tom', status: 'In cerca di casa', statusChangedAt: '2025-03-01' }),
  );
  // An older document: no statusChangedAt at all.
  const { statusChangedAt: _left, ...older } = horse({ slug: 'kiya', status: 'Deceduto' });
  batch.set(adminDb().doc('horses/kiya'), older);
  await batch.commit();
  staff = await signInAs(staffUser);
});

afterEach(signOutApp);
afterAll(deleteAdminApps);

const stored = async (slug: string) =>
  (await adminDb().doc(`horses/${slug}`).get()).get('statusChangedAt') as unknown;

describe('updateHorse and the day the status changed', () => {
  it('records today in Italy when the saved status differs from the stored one', async () => {
    const current = (await getHorse('tom')).data as Horse;
    const result = await updateHorse(staff, 'tom', { ...current, status: 'Adottato' });
    const today = formatDate(new Date());
    expect(result.data?.statusChangedAt).toBe(today);
    expect(await stored('tom')).toBe(today);
    const [log] = await logsFor('updateHorse');
    expect(log).toMatchObject({ params: { item: { status: 'Adottato', statusChangedAt: today } } });
  });

  it('keeps the stored day when the status is unchanged, whatever the form sent', async () => {
    const current = (await getHorse('tom')).data as Horse;
    const result = await updateHorse(staff, 'tom', {
      ...current,
      notes: 'Nuove note',
      statusChangedAt: '2020-01-01',
    });
    expect(result.data?.statusChangedAt).toBe('2025-03-01');
    expect(await stored('tom')).toBe('2025-03-01');
  });

  it("leaves an older horse's unknown day unknown while its status does not change", async () => {
    const current = (await getHorse('kiya')).data as Horse;
    expect(current.statusChangedAt).toBe('');
    const result = await updateHorse(staff, 'kiya', { ...current, isDeceasedReported: 1 });
    expect(result.data?.statusChangedAt).toBe('');
    expect(await stored('kiya')).toBe('');
  });

  it('adds a new horse with the day unknown', async () => {
    expect((await addHorse(staff, 'stella')).data?.statusChangedAt).toBe('');
    expect(await stored('stella')).toBe('');
  });
});
