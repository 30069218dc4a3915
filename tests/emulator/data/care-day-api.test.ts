import { setLogLevel } from 'firebase/firestore/lite';
import { getCareIntervals, listCareRecords } from '#src/features/care/api/care-api';
import { listCareDayHorses, saveCareDay } from '#src/features/care/api/care-day-api';
import type { CareDay } from '#src/features/care/model/care-day';
import { storedCareRecord, type CareRecord } from '#src/features/care/model/care-record';
import { careSummary } from '#src/features/care/model/care-schedule';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { signInAs, signOutApp } from '../../support/app-session';
import {
  adminDb,
  clearFirestore,
  createStaffAndPlainUsers,
  deleteAdminApps,
  type TestUser,
} from '../../support/emulators';

// A care day against the emulators with the real rules (docs/decisions/0040-care-records.md,
// "Farrier's day"): one commit, a record per horse and one log entry naming them; all or nothing.

const TODAY = '2026-11-24';
const horses = [
  { slug: 'ada', name: 'Ada', status: "Residente dell'Oasi", showWeb: true },
  { slug: 'blu', name: 'Blu', status: 'In cerca di casa', showWeb: false },
  { slug: 'gerba', name: 'Gerba', status: "Residente dell'Oasi", showWeb: true },
  { slug: 'kiya', name: 'Kiya', status: 'Deceduto', showWeb: false },
  { slug: 'tom', name: 'Tom', status: 'Adottato', showWeb: true },
];
const earlier = (id: string, horseSlug: string, date: string): CareRecord => ({
  id: `CareDayApiTest${id}`.padEnd(20, '0'),
  horseSlug,
  type: 'Maniscalco',
  date,
  notes: '',
  cost: null,
});
const records = [
  earlier('1', 'ada', '2026-09-01'), // + 8 weeks = 27 October: overdue
  earlier('2', 'blu', '2026-10-20'), // + his own 6 weeks = 1 December: due soon
  earlier('3', 'tom', '2026-01-01'),
];
const day: CareDay = {
  type: 'Maniscalco',
  date: TODAY,
  notes: 'Ferri anteriori.',
  cost: 45.5,
  horseSlugs: ['ada', 'blu', 'gerba'],
};

let staffUser: TestUser;
let plainUser: TestUser;
let staff: SignedInUser;

async function seed(): Promise<void> {
  const batch = adminDb().batch();
  for (const item of horses) batch.set(adminDb().doc(`horses/${item.slug}`), item);
  for (const item of records) {
    batch.set(adminDb().doc(`careRecords/${item.id}`), storedCareRecord(item));
  }
  batch.set(adminDb().doc('careIntervals/blu'), { Maniscalco: { every: 6, unit: 'settimane' } });
  await batch.commit();
}

beforeAll(async () => {
  setLogLevel('silent');
  ({ staff: staffUser, plain: plainUser } = await createStaffAndPlainUsers('care-day'));
});

beforeEach(async () => {
  await clearFirestore();
  await seed();
});
afterEach(signOutApp);
afterAll(deleteAdminApps);

const farrierOf = async (horseSlug: string) => {
  const [ofHorse, intervals] = await Promise.all([
    listCareRecords(horseSlug),
    getCareIntervals(horseSlug),
  ]);
  if (!intervals.success) throw new Error(intervals.error.message);
  return careSummary(ofHorse.data ?? [], intervals.data, TODAY).find(
    (line) => line.type === 'Maniscalco',
  );
};
const careRecordCount = async () =>
  (await adminDb().collection('careRecords').count().get()).data().count;
const dayLogs = () => adminDb().collection('logs').where('function', '==', 'addCareDay').get();

describe('a care day', () => {
  it('lists the horses in the association’s care, by name, with their care', async () => {
    staff = await signInAs(staffUser);
    const listed = await listCareDayHorses();
    expect(listed.data?.map((horse) => horse.slug)).toEqual(['ada', 'blu', 'gerba']);
    expect(listed.data?.[0]).toEqual({
      slug: 'ada',
      name: 'Ada',
      records: [records[0]],
      intervals: {},
    });
    expect(listed.data?.[1]?.intervals).toEqual({ Maniscalco: { every: 6, unit: 'settimane' } });
    expect(listed.data?.[2]?.records).toEqual([]);
  });

  it('saves a record for each of three horses in one commit with one log entry', async () => {
    staff = await signInAs(staffUser);
    expect((await farrierOf('ada'))?.state).toBe('overdue');
    expect((await farrierOf('blu'))?.state).toBe('due-soon');
    expect((await farrierOf('gerba'))?.lastDate).toBe('');

    const saved = await saveCareDay(staff, day);
    expect(saved.success).toBe(true);
    const created = saved.data ?? [];
    expect(created.map((record) => record.horseSlug)).toEqual(['ada', 'blu', 'gerba']);
    expect(new Set(created.map((record) => record.id)).size).toBe(3);
    for (const record of created) {
      expect(record.id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect((await adminDb().doc(`careRecords/${record.id}`).get()).data()).toEqual({
        horseSlug: record.horseSlug,
        type: 'Maniscalco',
        date: TODAY,
        notes: 'Ferri anteriori.',
        cost: 45.5,
      });
    }

    const logs = await dayLogs();
    expect(logs.size).toBe(1);
    const entry = logs.docs[0]?.data() ?? {};
    expect(entry.collection).toBe('careRecords');
    expect(entry.user).toMatchObject({ uid: staffUser.uid, email: 'care-day-staff@example.org' });
    expect(entry.params.slug).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(created.map((record) => record.id)).not.toContain(entry.params.slug);
    expect(entry.params.item).toEqual({
      type: 'Maniscalco',
      date: TODAY,
      notes: 'Ferri anteriori.',
      cost: 45.5,
      records: Object.fromEntries(created.map((record) => [record.id, record.horseSlug])),
    });

    // Each horse's farrier moved: the day plus its interval (Blu's own 6 weeks).
    expect(await farrierOf('ada')).toMatchObject({
      lastDate: TODAY,
      nextDue: '2027-01-19',
      state: 'ok',
    });
    expect(await farrierOf('blu')).toMatchObject({
      lastDate: TODAY,
      nextDue: '2027-01-05',
      state: 'ok',
    });
    expect(await farrierOf('gerba')).toMatchObject({ lastDate: TODAY, nextDue: '2027-01-19' });
  });

  it('saves a day without notes or cost, and of a type that does not recur', async () => {
    staff = await signInAs(staffUser);
    const visit = { ...day, type: 'Visita veterinaria', notes: '', cost: null } as const;
    const saved = await saveCareDay(staff, { ...visit, horseSlugs: ['gerba'] });
    expect(saved.data?.[0]).toMatchObject({ horseSlug: 'gerba', cost: null, notes: '' });
    expect((await listCareRecords('gerba')).data?.map((record) => record.type)).toEqual([
      'Visita veterinaria',
    ]);
  });

  it('refuses an invalid day before writing anything', async () => {
    staff = await signInAs(staffUser);
    const refusals: [Partial<CareDay>, string][] = [
      [{ horseSlugs: [] }, 'Scegli almeno un cavallo.'],
      [{ horseSlugs: ['ada', 'blu', 'ada'] }, 'Ogni cavallo si sceglie una volta sola.'],
      [{ date: '2026-02-30' }, 'Scegli la data della cura.'],
      [{ cost: -5 }, 'Scrivi un importo in euro, ad esempio 45 o 45,50.'],
      [{ notes: 'n'.repeat(2001) }, 'Le note possono essere lunghe al massimo 2000 caratteri.'],
    ];
    for (const [change, message] of refusals) {
      expect(await saveCareDay(staff, { ...day, ...change })).toEqual({
        success: false,
        error: { code: 'invalid-argument', message },
      });
    }
    expect(await careRecordCount()).toBe(records.length);
    expect((await dayLogs()).size).toBe(0);
  });

  it('writes nothing when the rules refuse one record of the day', async () => {
    staff = await signInAs(staffUser);
    // The rules take a horse's slug of at most 100 characters: the whole day is refused.
    const refused = await saveCareDay(staff, { ...day, horseSlugs: ['ada', 'x'.repeat(101)] });
    expect(refused.error?.code).toBe('permission-denied');
    expect(await careRecordCount()).toBe(records.length);
    expect((await dayLogs()).size).toBe(0);
    expect((await farrierOf('ada'))?.lastDate).toBe('2026-09-01');
  });

  it('refuses a signed-in user without the staff claim, writing nothing', async () => {
    const user = await signInAs(plainUser);
    expect((await saveCareDay(user, day)).error?.code).toBe('permission-denied');
    expect((await listCareDayHorses()).error?.code).toBe('permission-denied');
    expect(await careRecordCount()).toBe(records.length);
    expect((await dayLogs()).size).toBe(0);
  });
});
