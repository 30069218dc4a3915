import { setLogLevel } from 'firebase/firestore/lite';
import {
  deleteCareRecord,
  getCareIntervals,
  listCareRecords,
  saveCareIntervals,
  saveCareRecord,
} from '#src/features/care/api/care-api';
import { listCareDue } from '#src/features/care/admin';
import { storedCareRecord, type CareRecord } from '#src/features/care/model/care-record';
import { defaultIntervals, intervalsOf } from '#src/features/care/model/care-schedule';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { signInAs, signOutApp } from '../../support/app-session';
import {
  adminDb,
  clearFirestore,
  createStaffAndPlainUsers,
  deleteAdminApps,
  type TestUser,
} from '../../support/emulators';

// docs/decisions/0040-care-records.md, against the emulators with the real rules.

const TODAY = '2026-05-20';
const horse = `care-test-${Date.now()}`;
const other = `${horse}-altro`;
const record = (
  id: string,
  type: CareRecord['type'],
  date: string,
  horseSlug = horse,
): CareRecord => ({
  id: `CareApiTest${id}`.padEnd(20, '0'),
  horseSlug,
  type,
  date,
  notes: '',
  cost: null,
});

const farrier = { ...record('1', 'Maniscalco', '2026-03-01'), notes: 'Ferri.', cost: 80 };
const olderFarrier = record('2', 'Maniscalco', '2026-01-05');
const deworming = { ...record('3', 'Sverminazione', '2025-11-28'), cost: 25.5 };
const otherFarrier = record('4', 'Maniscalco', '2026-04-20', other);
const otherVaccine = record('5', 'Vaccinazione', '2026-04-10', other);

let staffUser: TestUser;
let plainUser: TestUser;
let staff: SignedInUser;

beforeAll(async () => {
  setLogLevel('silent');
  ({ staff: staffUser, plain: plainUser } = await createStaffAndPlainUsers('care'));
});

beforeEach(clearFirestore);
afterEach(signOutApp);
afterAll(deleteAdminApps);

const types = (result: { data?: CareRecord[] }) => result.data?.map((item) => item.date);

describe('the care api', () => {
  it('lets staff add records with their log entries and list a horse’s newest first', async () => {
    staff = await signInAs(staffUser);
    for (const item of [olderFarrier, farrier, deworming, otherFarrier]) {
      expect(await saveCareRecord(staff, item, 'add')).toEqual({ success: true, data: item });
    }
    expect((await adminDb().doc(`careRecords/${farrier.id}`).get()).data()).toEqual({
      horseSlug: horse,
      type: 'Maniscalco',
      date: '2026-03-01',
      notes: 'Ferri.',
      cost: 80,
    });
    const logs = await adminDb().collection('logs').where('collection', '==', 'careRecords').get();
    expect(logs.docs.map((entry) => entry.get('function'))).toEqual(Array(4).fill('addCareRecord'));
    expect(types(await listCareRecords(horse))).toEqual(['2026-03-01', '2026-01-05', '2025-11-28']);
    expect((await listCareRecords(horse)).data?.[2]?.cost).toBe(25.5);
  });

  it('updates and deletes a record, the log keeping it as it was', async () => {
    staff = await signInAs(staffUser);
    await saveCareRecord(staff, farrier, 'add');
    const changed = { ...farrier, notes: 'Solo pareggio.', cost: 45.5 };
    expect(await saveCareRecord(staff, changed, 'update')).toEqual({
      success: true,
      data: changed,
    });
    expect(await deleteCareRecord(staff, farrier.id)).toEqual({ success: true, data: undefined });
    expect((await adminDb().doc(`careRecords/${farrier.id}`).get()).exists).toBe(false);
    const logs = await adminDb().collection('logs').where('params.slug', '==', farrier.id).get();
    const deletion = logs.docs.find((entry) => entry.get('function') === 'deleteCareRecord');
    expect(deletion?.get('params.item')).toEqual({
      horseSlug: horse,
      type: 'Maniscalco',
      date: '2026-03-01',
      notes: 'Solo pareggio.',
      cost: 45.5,
    });
    expect((await deleteCareRecord(staff, farrier.id)).error?.code).toBe('not-found');
  });

  it('refuses an invalid record before writing it', async () => {
    staff = await signInAs(staffUser);
    const negative = await saveCareRecord(staff, { ...farrier, cost: -5 }, 'add');
    expect(negative.error?.code).toBe('invalid-argument');
    const badDate = await saveCareRecord(staff, { ...farrier, date: '2026-02-30' }, 'add');
    expect(badDate.error?.message).toBe('Scegli la data della cura.');
    expect((await adminDb().doc(`careRecords/${farrier.id}`).get()).exists).toBe(false);
  });

  it('refuses a signed-in user without the staff claim any read or write', async () => {
    await adminDb().doc(`careRecords/${farrier.id}`).set(storedCareRecord(farrier));
    const user = await signInAs(plainUser);
    expect((await saveCareRecord(user, deworming, 'add')).error?.code).toBe('permission-denied');
    expect((await listCareRecords(horse)).error?.code).toBe('permission-denied');
    expect((await getCareIntervals(horse)).error?.code).toBe('permission-denied');
    expect((await listCareDue(TODAY)).error?.code).toBe('permission-denied');
  });

  it('gives a horse the default intervals until it has its own, storing only those', async () => {
    staff = await signInAs(staffUser);
    expect(await getCareIntervals(horse)).toEqual({ success: true, data: defaultIntervals });
    const own = intervalsOf({ Maniscalco: { every: 6, unit: 'settimane' } });
    expect(await saveCareIntervals(staff, horse, own)).toEqual({ success: true, data: own });
    expect((await adminDb().doc(`careIntervals/${horse}`).get()).data()).toEqual({
      Maniscalco: { every: 6, unit: 'settimane' },
    });
    expect(await getCareIntervals(horse)).toEqual({ success: true, data: own });
    const logs = await adminDb().collection('logs').where('params.slug', '==', horse).get();
    expect(logs.docs.map((entry) => entry.get('collection'))).toEqual(['careIntervals']);
    // Back to the defaults: an empty document.
    expect((await saveCareIntervals(staff, horse, defaultIntervals)).success).toBe(true);
    expect((await adminDb().doc(`careIntervals/${horse}`).get()).data()).toEqual({});
    const invalid = { ...defaultIntervals, Dentista: { every: 0, unit: 'mesi' as const } };
    expect((await saveCareIntervals(staff, horse, invalid)).error?.code).toBe('invalid-argument');
  });

  it('lists the care due across horses: overdue or within 14 days, earliest first', async () => {
    staff = await signInAs(staffUser);
    for (const item of [olderFarrier, farrier, deworming, otherFarrier, otherVaccine]) {
      await saveCareRecord(staff, item, 'add');
    }
    // The other horse's farrier every 4 weeks: 20 April + 4 weeks = 18 May, overdue.
    await saveCareIntervals(
      staff,
      other,
      intervalsOf({ Maniscalco: { every: 4, unit: 'settimane' } }),
    );
    expect(await listCareDue(TODAY)).toEqual({
      success: true,
      data: [
        {
          horseSlug: horse,
          type: 'Maniscalco',
          lastDate: '2026-03-01',
          nextDue: '2026-04-26',
          state: 'overdue',
        },
        {
          horseSlug: other,
          type: 'Maniscalco',
          lastDate: '2026-04-20',
          nextDue: '2026-05-18',
          state: 'overdue',
        },
        {
          horseSlug: horse,
          type: 'Sverminazione',
          lastDate: '2025-11-28',
          nextDue: '2026-05-28',
          state: 'due-soon',
        },
      ],
    });
    expect(await listCareDue('2025-12-01')).toEqual({ success: true, data: [] });
  });
});
