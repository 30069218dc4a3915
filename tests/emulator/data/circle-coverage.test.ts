import { setLogLevel } from 'firebase/firestore/lite';
import * as z from 'zod/mini';
import {
  deleteCircleApplication,
  getCircleApplication,
  updateCircleApplication,
} from '#src/features/applications/api/applications-api';
import type { CircleApplication } from '#src/features/applications/model/circle-application';
import { getHorse, republishPublicHorses, updateHorse } from '#src/features/horses/api/horses-api';
import { horseSchema, type Horse } from '#src/features/horses/model/horse';
import { coverageOf } from '#src/features/horses/model/coverage';
import { toPublicHorse } from '#src/features/horses/model/public-horse';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { signInAs, signOutApp } from '../../support/app-session';
import {
  adminDb,
  clearFirestore,
  createStaffAndPlainUsers,
  deleteAdminApps,
  type TestUser,
} from '../../support/emulators';

// docs/product.md "Supporter circles": every change of a member, or of a horse, writes the totals.

const horse = (fields: Partial<Horse> & Pick<Horse, 'slug'>): Horse =>
  z.parse(horseSchema, { name: fields.slug, status: "Residente dell'Oasi", ...fields });

const horses = [
  horse({ slug: 'ada', name: 'Ada', showWeb: true }),
  horse({ slug: 'gerba', name: 'Gerba', showWeb: true, monthlyCost: 250 }),
  horse({ slug: 'bruno', name: 'Bruno', showWeb: false }),
];

const member = (
  horseSlug: string,
  fields: Partial<CircleApplication> = {},
): Omit<CircleApplication, 'slug' | 'reference' | 'date'> => ({
  horse: horseSlug,
  horseSlug,
  donorName: 'Donatore',
  givenName: 'Maria',
  familyName: 'Rossi',
  phone: '+39 333 0000000',
  frequency: 'Mensile',
  amount: 20,
  method: 'Bonifico',
  notes: '',
  email: '',
  newsConsent: false,
  newsToken: '',
  status: '',
  startDate: '',
  internalNotes: '',
  ...fields,
});

const members: Record<string, ReturnType<typeof member>> = {
  m1: member('ada', { status: 'Attivo', amount: 20 }),
  m2: member('ada', { frequency: 'Trimestrale', amount: 60 }),
  m3: member('ada', { status: 'Sospeso', frequency: 'Annuale', amount: 120 }),
  m4: member('gerba', { status: 'Attivo', frequency: 'Semestrale', amount: 300 }),
  m5: member('bruno', { status: 'Attivo', amount: 40 }),
};

let staffUser: TestUser;
let volunteerUser: TestUser;
let staff: SignedInUser;

beforeAll(async () => {
  setLogLevel('silent');
  ({ staff: staffUser, plain: volunteerUser } = await createStaffAndPlainUsers('coverage'));
});

beforeEach(async () => {
  await clearFirestore();
  const db = adminDb();
  const batch = db.batch();
  for (const item of horses) {
    batch.set(db.doc(`horses/${item.slug}`), item);
    // Seeded with the totals of its members, hidden or shown: changes move them from there.
    batch.set(
      db.doc(`publicHorses/${item.slug}`),
      toPublicHorse(item, coverageOf(Object.values(members), item.slug)),
    );
  }
  for (const [id, data] of Object.entries(members)) {
    batch.set(db.doc(`circleApplications/${id}`), { ...data, date: new Date('2026-01-10') });
  }
  await batch.commit();
  staff = await signInAs(staffUser);
});

afterAll(async () => {
  await signOutApp();
  await deleteAdminApps();
});

async function totals(slug: string) {
  const data = (await adminDb().doc(`publicHorses/${slug}`).get()).data();
  return data && { coveredAmount: data.coveredAmount, activeSupporters: data.activeSupporters };
}

function present<T>(result: { success: boolean; data?: T; error?: { message: string } }): T {
  if (!result.success || result.data === undefined) throw new Error(result.error?.message);
  return result.data;
}

async function save(id: string, change: Partial<CircleApplication>) {
  const current = await getCircleApplication(id);
  if (!current.success) throw new Error(current.error.message);
  return updateCircleApplication(staff, id, { ...current.data, ...change });
}

describe('a member change moves its horse’s totals in the same commit', () => {
  it('adds a member who becomes Attivo (60 € every three months is 20 € a month)', async () => {
    expect((await save('m2', { status: 'Attivo', startDate: '2026-02-01' })).success).toBe(true);
    expect(await totals('ada')).toEqual({ coveredAmount: 40, activeSupporters: 2 });
    expect(await totals('gerba')).toEqual({ coveredAmount: 50, activeSupporters: 1 });
  });

  it('removes a member who is no longer Attivo', async () => {
    await save('m2', { status: 'Attivo' });
    expect((await save('m1', { status: 'Sospeso' })).success).toBe(true);
    expect(await totals('ada')).toEqual({ coveredAmount: 20, activeSupporters: 1 });
    expect((await save('m2', { status: 'Chiuso' })).success).toBe(true);
    expect(await totals('ada')).toEqual({ coveredAmount: 0, activeSupporters: 0 });
  });

  it('moves an Attivo member from one horse to another', async () => {
    expect((await save('m1', { horseSlug: 'gerba' })).success).toBe(true);
    expect(await totals('ada')).toEqual({ coveredAmount: 0, activeSupporters: 0 });
    expect(await totals('gerba')).toEqual({ coveredAmount: 70, activeSupporters: 2 });
  });

  it('moves the stored totals by the member alone, never by a recount', async () => {
    // Gerba's projection says 0 (an operator's edit); its Attivo member gives 50 a month. A save
    // that is no member change leaves the totals, and so do hiding and showing the horse again:
    // only the repair (npm run repair-projections) recounts.
    await adminDb().doc('publicHorses/gerba').update({ coveredAmount: 0, activeSupporters: 0 });
    expect((await save('m4', { internalNotes: 'Ricevuta inviata.' })).success).toBe(true);
    expect(await totals('gerba')).toEqual({ coveredAmount: 0, activeSupporters: 0 });
    const gerba = present(await getHorse('gerba'));
    expect((await updateHorse(staff, 'gerba', { ...gerba, showWeb: false })).success).toBe(true);
    expect((await updateHorse(staff, 'gerba', { ...gerba, showWeb: true })).success).toBe(true);
    expect(await totals('gerba')).toEqual({ coveredAmount: 0, activeSupporters: 0 });
  });

  it('takes a deleted Attivo member out of the totals', async () => {
    await save('m2', { status: 'Attivo' });
    expect((await deleteCircleApplication(staff, 'm1')).success).toBe(true);
    expect(await totals('ada')).toEqual({ coveredAmount: 20, activeSupporters: 1 });
    expect((await getCircleApplication('m1')).error?.code).toBe('not-found');
  });

  it('moves the totals of a horse hidden from the website, which the public cannot read', async () => {
    expect((await save('m5', { status: 'Sospeso' })).success).toBe(true);
    expect(await totals('bruno')).toEqual({ coveredAmount: 0, activeSupporters: 0 });
    expect((await adminDb().doc('publicHorses/bruno').get()).get('showWeb')).toBe(false);
  });

  it('logs the staff fields the save changed, never the applicant', async () => {
    await save('m2', { status: 'Attivo', internalNotes: 'Primo bonifico arrivato.' });
    const logs = await adminDb().collection('logs').where('params.slug', '==', 'm2').get();
    expect(logs.docs.map((entry) => entry.get('params'))).toEqual([
      { slug: 'm2', changes: { status: 'Attivo', internalNotes: 'Primo bonifico arrivato.' } },
    ]);
  });

  it('keeps both totals right when two members of one horse change at once', async () => {
    const [first, second] = await Promise.all([
      save('m2', { status: 'Attivo' }),
      save('m3', { status: 'Attivo' }),
    ]);
    expect(first.success && second.success).toBe(true);
    // 20 + 60/3 + 120/12
    expect(await totals('ada')).toEqual({ coveredAmount: 50, activeSupporters: 3 });
  });

  it("never changes the applicant's answers: a save writes the staff's fields only", async () => {
    expect((await save('m1', { amount: 999, frequency: 'Annuale', notes: 'x' })).success).toBe(
      true,
    );
    const stored = (await adminDb().doc('circleApplications/m1').get()).data();
    expect(stored).toMatchObject({ amount: 20, frequency: 'Mensile', notes: '' });
    expect(await totals('ada')).toEqual({ coveredAmount: 20, activeSupporters: 1 });
  });

  it('changes nothing when the save is refused (a user without the staff claim)', async () => {
    const current = present(await getCircleApplication('m2'));
    await signOutApp();
    const volunteer = await signInAs(volunteerUser);
    const refused = await updateCircleApplication(volunteer, 'm2', {
      ...current,
      status: 'Attivo',
    });
    expect(refused.error?.code).toBe('permission-denied');
    const stored = (await adminDb().doc('circleApplications/m2').get()).data();
    expect(stored?.status).toBe('');
    expect(await totals('ada')).toEqual({ coveredAmount: 20, activeSupporters: 1 });
  });

  it('says so when the application no longer exists', async () => {
    const gone = { ...present(await getCircleApplication('m1')), slug: 'nessuna' };
    expect((await updateCircleApplication(staff, 'nessuna', gone)).error?.code).toBe('not-found');
    expect((await deleteCircleApplication(staff, 'nessuna')).error?.code).toBe('not-found');
  });
});

describe('a horse change keeps its totals, hidden or shown', () => {
  it('keeps the totals when the monthly cost changes', async () => {
    await save('m2', { status: 'Attivo' });
    const ada = present(await getHorse('ada'));
    expect((await updateHorse(staff, 'ada', { ...ada, monthlyCost: 350 })).success).toBe(true);
    const projection = (await adminDb().doc('publicHorses/ada').get()).data();
    expect(projection).toMatchObject({ monthlyCost: 350, coveredAmount: 40, activeSupporters: 2 });
  });

  it('shows a hidden horse with the totals its members kept moving', async () => {
    const bruno = present(await getHorse('bruno'));
    expect((await updateHorse(staff, 'bruno', { ...bruno, showWeb: true })).success).toBe(true);
    expect(await totals('bruno')).toEqual({ coveredAmount: 40, activeSupporters: 1 });
  });

  it('republishing keeps the totals, of a horse new to the site too', async () => {
    await adminDb().doc('horses/bruno').update({ showWeb: true });
    expect((await republishPublicHorses(staff)).success).toBe(true);
    expect((await adminDb().doc('publicHorses/bruno').get()).get('showWeb')).toBe(true);
    expect(await totals('ada')).toEqual({ coveredAmount: 20, activeSupporters: 1 });
    expect(await totals('gerba')).toEqual({ coveredAmount: 50, activeSupporters: 1 });
    expect(await totals('bruno')).toEqual({ coveredAmount: 40, activeSupporters: 1 });
  });

  it('never writes the registry when republishing', async () => {
    const before = (await adminDb().doc('horses/ada').get()).data();
    await adminDb().doc('publicHorses/ada').update({ name: 'Vecchio nome' });
    expect((await republishPublicHorses(staff)).success).toBe(true);
    expect((await adminDb().doc('horses/ada').get()).data()).toEqual(before);
    expect((await adminDb().doc('publicHorses/ada').get()).get('name')).toBe('Ada');
  });
});
