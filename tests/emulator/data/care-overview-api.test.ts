import { setLogLevel } from 'firebase/firestore/lite';
import * as z from 'zod/mini';
import { listCareOverview } from '#src/features/care/api/care-overview-api';
import { storedCareRecord, type CareRecord } from '#src/features/care/model/care-record';
import { horseSchema, type Horse } from '#src/features/horses/model/horse';
import { signInAs, signOutApp } from '../../support/app-session';
import {
  adminDb,
  clearFirestore,
  createStaffAndPlainUsers,
  deleteAdminApps,
  type TestUser,
} from '../../support/emulators';

// docs/decisions/0040-care-records.md, "Care list": the most urgent first; staff only.

const TODAY = '2026-05-20';

const horse = (fields: Partial<Horse> & Pick<Horse, 'slug'>): Horse =>
  z.parse(horseSchema, { name: fields.slug, ...fields });

const horses: Horse[] = [
  horse({ slug: 'ada', name: 'Ada', status: "Residente dell'Oasi" }),
  horse({ slug: 'blu', name: 'Blu', docname: 'Blue Moon', status: 'In cerca di casa' }),
  horse({ slug: 'kiya', name: 'Kiya', status: 'Deceduto' }),
  horse({ slug: 'tom', name: 'Tom', status: 'Adottato' }),
];

const record = (id: string, horseSlug: string, type: CareRecord['type'], date: string) =>
  ({
    id: `CareOverviewTest${id}`.padEnd(20, '0'),
    horseSlug,
    type,
    date,
    notes: '',
    cost: null,
  }) satisfies CareRecord;

const records = [
  record('1', 'ada', 'Maniscalco', '2026-03-01'), // + 8 weeks = 26 April: overdue
  record('2', 'ada', 'Maniscalco', '2026-01-05'), // older: not the last
  record('3', 'ada', 'Sverminazione', '2025-11-28'), // + 6 months = 28 May: due soon
  record('4', 'blu', 'Maniscalco', '2026-04-20'), // + his own 4 weeks = 18 May: overdue
  record('5', 'blu', 'Vaccinazione', '2026-04-10'), // + 12 months: in order
  record('6', 'kiya', 'Maniscalco', '2025-01-01'), // deceased: not listed
  record('7', 'tom', 'Dentista', '2025-01-01'), // adopted: not listed
];

let staffUser: TestUser;
let plainUser: TestUser;

async function seed(): Promise<void> {
  const batch = adminDb().batch();
  for (const item of horses) batch.set(adminDb().doc(`horses/${item.slug}`), item);
  for (const item of records) {
    batch.set(adminDb().doc(`careRecords/${item.id}`), storedCareRecord(item));
  }
  batch.set(adminDb().doc('careIntervals/blu'), { Maniscalco: { every: 4, unit: 'settimane' } });
  await batch.commit();
}

beforeAll(async () => {
  setLogLevel('silent');
  ({ staff: staffUser, plain: plainUser } = await createStaffAndPlainUsers('care-overview'));
});

beforeEach(async () => {
  await clearFirestore();
  await seed();
});
afterEach(signOutApp);
afterAll(deleteAdminApps);

describe('listCareOverview', () => {
  it('lists every recurring care of the horses in care, the most urgent first', async () => {
    await signInAs(staffUser);
    const listed = await listCareOverview(TODAY);
    expect(listed.error).toBeUndefined();
    const rows = listed.data ?? [];
    expect(rows.map((row) => `${row.horseSlug}/${row.type}/${row.state}`)).toEqual([
      'ada/Maniscalco/overdue',
      'blu/Maniscalco/overdue',
      'ada/Sverminazione/due-soon',
      'blu/Vaccinazione/ok',
      'ada/Vaccinazione/never',
      'ada/Dentista/never',
      'blu/Dentista/never',
      'blu/Sverminazione/never',
    ]);
    expect(rows[0]).toEqual({
      horseSlug: 'ada',
      horseName: 'Ada',
      type: 'Maniscalco',
      lastDate: '2026-03-01',
      interval: { every: 8, unit: 'settimane' },
      nextDue: '2026-04-26',
      state: 'overdue',
    });
    // The horse's own interval, and its name as the staff lists show it.
    expect(rows[1]).toEqual({
      horseSlug: 'blu',
      horseName: 'Blu (Blue Moon)',
      type: 'Maniscalco',
      lastDate: '2026-04-20',
      interval: { every: 4, unit: 'settimane' },
      nextDue: '2026-05-18',
      state: 'overdue',
    });
    expect(rows[4]).toMatchObject({ lastDate: '', nextDue: '', state: 'never' });
  });

  it('lists the recurring care of every horse in care as never recorded when nothing is', async () => {
    await adminDb().recursiveDelete(adminDb().collection('careRecords'));
    await adminDb().recursiveDelete(adminDb().collection('careIntervals'));
    await signInAs(staffUser);
    const listed = await listCareOverview(TODAY);
    expect(listed.data).toHaveLength(8);
    expect(listed.data?.every((row) => row.state === 'never')).toBe(true);
  });

  it('refuses a signed-in user without the staff claim, saying so', async () => {
    await signInAs(plainUser);
    expect(await listCareOverview(TODAY)).toEqual({
      success: false,
      error: { code: 'permission-denied', message: 'Non hai i permessi per questa operazione.' },
    });
  });

  it('refuses a visitor who is not signed in', async () => {
    expect((await listCareOverview(TODAY)).error?.code).toBe('permission-denied');
  });
});
