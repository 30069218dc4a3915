import { repairProjections } from '../../scripts/admin/projections.ts';
import { newHorse } from '#src/features/horses/model/horse.ts';
import { adminDb, clearFirestore, deleteAdminApps } from '../support/emulators.ts';

const member = (horseSlug: string, status: string, amount: number, frequency = 'Mensile') => ({
  horse: horseSlug,
  horseSlug,
  status,
  amount,
  frequency,
});

async function seedProjects(): Promise<void> {
  const db = adminDb();
  const batch = db.batch();
  // Ada, hidden by an older version: no projection. Blu, shown again with a bar made up.
  batch.set(db.doc('horses/ada'), { ...newHorse('ada'), name: 'Ada', showWeb: false });
  batch.set(db.doc('horses/blu'), { ...newHorse('blu'), name: 'Blu', showWeb: true });
  batch.set(db.doc('publicHorses/blu'), {
    slug: 'blu',
    name: 'Blu',
    showWeb: true,
    monthlyCost: 0,
    coveredAmount: 99_999_999,
    activeSupporters: 4242,
  });
  batch.set(db.doc('horses/tom'), { ...newHorse('tom'), name: 'Tom', showWeb: true });
  batch.set(db.doc('publicHorses/tom'), {
    slug: 'tom',
    name: 'Tom',
    showWeb: true,
    monthlyCost: 0,
    coveredAmount: 20,
    activeSupporters: 1,
  });
  batch.set(db.doc('publicHorses/kiya'), { slug: 'kiya', name: 'Kiya', showWeb: true });
  batch.set(db.doc('circleApplications/a1'), member('ada', 'Attivo', 30));
  batch.set(db.doc('circleApplications/a2'), member('ada', 'Attivo', 50, 'Trimestrale'));
  batch.set(db.doc('circleApplications/a3'), member('ada', 'Sospeso', 100));
  batch.set(db.doc('circleApplications/b1'), member('blu', 'Attivo', 15));
  batch.set(db.doc('circleApplications/t1'), member('tom', 'Attivo', 20));
  await batch.commit();
}

const totals = async (slug: string) => {
  const projection = (await adminDb().doc(`publicHorses/${slug}`).get()).data();
  return projection && [projection.showWeb, projection.coveredAmount, projection.activeSupporters];
};

beforeEach(clearFirestore);
afterAll(deleteAdminApps);

describe('repairProjections (npm run repair-projections, run by the deploy)', () => {
  it("gives each horse its projection with its Attivo members' totals, and drops those of no horse", async () => {
    await seedProjects();
    expect(await repairProjections(adminDb())).toEqual({
      created: ['ada'],
      recounted: ['blu'],
      deleted: ['kiya'],
    });
    expect(await totals('ada')).toEqual([false, 46.67, 2]);
    expect((await adminDb().doc('publicHorses/ada').get()).get('name')).toBe('Ada');
    expect(await totals('blu')).toEqual([true, 15, 1]);
    expect(await totals('tom')).toEqual([true, 20, 1]);
    expect(await totals('kiya')).toBeUndefined();
  });

  it("gives every horse the barn's view, and drops that of no horse (decision 87)", async () => {
    await seedProjects();
    await adminDb().doc('barnHorses/kiya').set({ slug: 'kiya', name: 'Kiya' });
    await repairProjections(adminDb());
    const barn = await adminDb().collection('barnHorses').get();
    expect(barn.docs.map((horse) => [horse.id, horse.get('name')])).toEqual([
      ['ada', 'Ada'],
      ['blu', 'Blu'],
      ['tom', 'Tom'],
    ]);
    expect(barn.docs[0]?.data()).not.toHaveProperty('adopter');
  });

  it('changes nothing the second time', async () => {
    await seedProjects();
    await repairProjections(adminDb());
    expect(await repairProjections(adminDb())).toEqual({ created: [], recounted: [], deleted: [] });
  });
});
