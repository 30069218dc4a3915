import { setLogLevel } from 'firebase/firestore/lite';
import {
  deleteFollowUpVisit,
  listAdoptionChoices,
  listOpenFollowUps,
  readHorseFollowUp,
  saveFollowUpIntervals,
  saveFollowUpVisit,
  startFollowUpPlan,
} from '#src/features/aftercare/api/follow-up-api';
import {
  defaultFollowUpIntervals,
  type FollowUpVisit,
} from '#src/features/aftercare/model/follow-up';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { signInAs, signOutApp } from '../../support/app-session';
import {
  adminDb,
  clearFirestore,
  createStaffAndPlainUsers,
  deleteAdminApps,
  type TestUser,
} from '../../support/emulators';

// docs/decisions/0094-after-the-adoption.md, against the emulators with the real rules.

const TODAY = '2026-12-07';
const horse = `follow-up-test-${Date.now()}`;
const visit: FollowUpVisit = {
  id: 'FollowUpApiTest00001',
  horseSlug: horse,
  due: '2026-05-07',
  date: '2026-05-09',
  visitorKind: 'staff',
  visitor: 'Giulia',
  outcome: 'tutto bene',
  notes: 'Bene.',
};

let staffUser: TestUser;
let plainUser: TestUser;
let staff: SignedInUser;

beforeAll(async () => {
  setLogLevel('silent');
  ({ staff: staffUser, plain: plainUser } = await createStaffAndPlainUsers('follow-up'));
});

beforeEach(async () => {
  await clearFirestore();
  await adminDb().doc(`horses/${horse}`).set({ slug: horse, name: 'Maverick', status: 'Adottato' });
  await adminDb()
    .doc('adoptionApplications/a1')
    .set({ givenName: 'Chiara', familyName: 'Rinaldi', horses: [horse], evaluation: 'Promosso' });
  await adminDb()
    .doc('adoptionApplications/a2')
    .set({ givenName: 'Luca', familyName: 'Bassi', horses: [], evaluation: 'Promosso' });
  await adminDb()
    .doc('adoptionApplications/a3')
    .set({ givenName: 'Rosa', familyName: 'Neri', horses: [horse], evaluation: 'Bocciato' });
});
afterEach(signOutApp);
afterAll(deleteAdminApps);

describe('the follow-up api', () => {
  it('starts a plan, keeps its visits logged, and lists what is due', async () => {
    staff = await signInAs(staffUser);
    expect(await listAdoptionChoices(horse)).toEqual({
      success: true,
      data: [
        { id: 'a1', name: 'Chiara Rinaldi', namesHorse: true },
        { id: 'a2', name: 'Luca Bassi', namesHorse: false },
      ],
    });
    const started = await startFollowUpPlan(staff, horse, {
      horseName: 'Maverick',
      applicationId: 'a1',
      adoptedOn: '2026-04-07',
    });
    expect(started.success).toBe(true);
    expect(await saveFollowUpVisit(staff, visit, 'add')).toEqual({ success: true, data: visit });
    const read = await readHorseFollowUp(horse);
    expect(read.data?.plan).toEqual({
      horseSlug: horse,
      horseName: 'Maverick',
      applicationId: 'a1',
      adoptedOn: '2026-04-07',
    });
    expect(read.data?.visits).toEqual([visit]);
    expect(read.data?.intervals).toEqual(defaultFollowUpIntervals);
    expect((await listOpenFollowUps(TODAY)).data).toEqual([
      { horseSlug: horse, horseName: 'Maverick', due: '2026-10-07', state: 'late' },
    ]);
    const logs = await adminDb().collection('logs').orderBy('date').get();
    expect(logs.docs.map((entry) => entry.get('function'))).toEqual([
      'startFollowUpPlan',
      'addFollowUpVisit',
    ]);

    expect(
      (await saveFollowUpIntervals(staff, { ...defaultFollowUpIntervals, secondMonths: 3 }))
        .success,
    ).toBe(true);
    expect((await listOpenFollowUps(TODAY)).data?.map((open) => open.due)).toEqual(['2026-07-07']);
    expect((await deleteFollowUpVisit(staff, visit.id)).success).toBe(true);
    expect((await readHorseFollowUp(horse)).data?.visits).toEqual([]);
  });

  it('reads a horse without a plan as none, and refuses what the rules refuse', async () => {
    staff = await signInAs(staffUser);
    expect((await readHorseFollowUp(horse)).data?.plan).toBeNull();
    const refused = await saveFollowUpVisit(staff, visit, 'add');
    expect(refused.success).toBe(false);
    expect(refused.error?.code).toBe('permission-denied');
    const invalid = await saveFollowUpVisit(staff, { ...visit, visitor: ' ' }, 'add');
    expect(invalid.error?.message).toBe('Scrivi chi è andato.');
    const wrong = await saveFollowUpIntervals(staff, {
      ...defaultFollowUpIntervals,
      firstMonths: 7,
    });
    expect(wrong.error?.message).toBe('La seconda visita viene dopo la prima.');
    await signOutApp();
    await signInAs(plainUser);
    expect((await readHorseFollowUp(horse)).error?.code).toBe('permission-denied');
  });
});
