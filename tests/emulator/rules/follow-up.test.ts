import { createHash } from 'node:crypto';
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  Timestamp,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import {
  callersOf,
  commitLogged,
  firestoreOf,
  logEntryFor,
  seed,
  staffUid,
  startRulesTestEnvironment,
  type Callers,
} from './support.ts';

// docs/decisions/0094-after-the-adoption.md: the follow-up plans, their visits and their intervals.

let env: RulesTestEnvironment;
let as: Callers;
let volunteer: Firestore;

const volunteerUid = 'volunteer-1';
const volunteerEmail = 'marta.volontaria@example.org';
const keyOf = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex');

beforeAll(async () => {
  env = await startRulesTestEnvironment();
  as = callersOf(env);
  volunteer = firestoreOf(
    env.authenticatedContext(volunteerUid, { email: volunteerEmail, email_verified: true }),
  );
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const visitId = 'ZyXwVuTsRqPoNmLkJi98';
const storedId = 'AbCdEfGhIjKlMnOpQr12';
const plan = { horseName: 'Luna', applicationId: 'a1', adoptedOn: '2026-03-10' };
const visit = {
  horseSlug: 'luna',
  due: '2026-04-10',
  date: '2026-04-12',
  visitorKind: 'staff',
  visitor: 'Chiara Staff',
  outcome: 'tutto bene',
  notes: 'Mangia bene, box pulito.',
};
const byVolunteer = { ...visit, visitorKind: 'volontario', visitor: 'Marta Volontaria' };

const world = {
  'horses/luna': { slug: 'luna', name: 'Luna', status: 'Adottato' },
  'horses/ada': { slug: 'ada', name: 'Ada', status: "Residente dell'Oasi" },
  'adoptionApplications/a1': { givenName: 'Rosa', horses: ['luna'] },
  'followUpPlans/luna': plan,
  [`followUpVisits/${storedId}`]: visit,
  [`volunteerAccess/${keyOf(volunteerEmail)}`]: {
    email: volunteerEmail,
    name: 'Marta Volontaria',
    registerNumber: 7,
    active: true,
    grantedAt: Timestamp.fromDate(new Date('2026-11-02T09:00:00Z')),
    grantedBy: staffUid,
    revokedAt: null,
    invitedAt: null,
  },
};

const staffWrite = (
  collectionName: string,
  id: string,
  write: (batch: WriteBatch) => void,
  fn: string,
  item: DocumentData | null,
) =>
  commitLogged(as.staff, [collectionName, id], write, {
    entry: logEntryFor(collectionName, id, { function: fn, params: { slug: id, item } }),
  });

const volunteerAdd = (data: DocumentData, fn = 'addFollowUpVisit', id = visitId) =>
  commitLogged(
    volunteer,
    ['followUpVisits', id],
    (batch) => batch.set(doc(volunteer, 'followUpVisits', id), data),
    {
      entry: logEntryFor('followUpVisits', id, {
        user: { uid: volunteerUid, email: volunteerEmail, displayName: null },
        function: fn,
        params: { slug: id, item: data },
      }),
    },
  );

describe('followUpPlans', () => {
  beforeEach(() => seed(env, world));

  it('are read by staff and volunteers, by nobody else', async () => {
    await assertSucceeds(getDoc(doc(as.staff, 'followUpPlans', 'luna')));
    await assertSucceeds(getDocs(collection(volunteer, 'followUpPlans')));
    for (const db of [as.anonymous, as.user]) {
      await assertFails(getDoc(doc(db, 'followUpPlans', 'luna')));
      await assertFails(getDocs(collection(db, 'followUpVisits')));
    }
  });

  const startPlan = (slug: string, data: DocumentData) =>
    staffWrite(
      'followUpPlans',
      slug,
      (batch) => batch.set(doc(as.staff, 'followUpPlans', slug), data),
      'startFollowUpPlan',
      data,
    );

  it('lets staff start a plan for an adopted horse with its adoption application', async () => {
    await seed(env, { 'horses/sole': { slug: 'sole', status: 'Adottato' } });
    await assertSucceeds(startPlan('sole', { ...plan, horseName: 'Sole' }));
  });

  it('refuses a plan for a horse not adopted, without its application, or unlogged', async () => {
    await assertFails(startPlan('ada', { ...plan, horseName: 'Ada' }));
    await seed(env, { 'horses/sole': { slug: 'sole', status: 'Adottato' } });
    await assertFails(startPlan('sole', { ...plan, applicationId: 'nessuna' }));
    await assertFails(startPlan('sole', { ...plan, adoptedOn: '10/03/2026' }));
    await assertFails(startPlan('sole', { ...plan, adopter: 'Rosa Bianchi' }));
    await assertFails(
      commitLogged(
        as.staff,
        ['followUpPlans', 'sole'],
        (batch) => batch.set(doc(as.staff, 'followUpPlans', 'sole'), plan),
        { head: false },
      ),
    );
  });

  it('refuses a volunteer a plan', async () => {
    await assertFails(
      commitLogged(
        volunteer,
        ['followUpPlans', 'luna'],
        (batch) => batch.set(doc(volunteer, 'followUpPlans', 'luna'), plan),
        {
          entry: logEntryFor('followUpPlans', 'luna', {
            user: { uid: volunteerUid, email: volunteerEmail, displayName: null },
            function: 'startFollowUpPlan',
            params: { slug: 'luna', item: plan },
          }),
        },
      ),
    );
  });
});

describe('followUpVisits', () => {
  beforeEach(() => seed(env, world));

  const staffAdd = (data: DocumentData, id = visitId) =>
    staffWrite(
      'followUpVisits',
      id,
      (batch) => batch.set(doc(as.staff, 'followUpVisits', id), data),
      'addFollowUpVisit',
      data,
    );

  it('lets staff add, change and delete a visit, each logged', async () => {
    await assertSucceeds(staffAdd({ ...visit, outcome: 'il cavallo rientra' }));
    await assertSucceeds(
      staffWrite(
        'followUpVisits',
        storedId,
        (batch) =>
          batch.set(doc(as.staff, 'followUpVisits', storedId), { ...visit, notes: 'Corrette' }),
        'updateFollowUpVisit',
        { ...visit, notes: 'Corrette' },
      ),
    );
    await assertSucceeds(
      staffWrite(
        'followUpVisits',
        storedId,
        (batch) => batch.delete(doc(as.staff, 'followUpVisits', storedId)),
        'deleteFollowUpVisit',
        visit,
      ),
    );
  });

  it('refuses a visit without a plan, with a wrong outcome, a long note or a field more', async () => {
    await assertFails(staffAdd({ ...visit, horseSlug: 'ada' }));
    await assertFails(staffAdd({ ...visit, outcome: 'benissimo' }));
    await assertFails(staffAdd({ ...visit, notes: 'x'.repeat(2001) }));
    await assertFails(staffAdd({ ...visit, date: '12 aprile' }));
    await assertFails(staffAdd({ ...visit, visitor: '' }));
    await assertFails(staffAdd({ ...visit, photos: [] }));
    await assertFails(staffAdd({ ...visit, adopterPhone: '333 1234567' }));
  });

  it('lets a registered volunteer record a visit as themselves, logged', async () => {
    await assertSucceeds(getDocs(collection(volunteer, 'followUpVisits')));
    await assertSucceeds(volunteerAdd(byVolunteer));
  });

  it('refuses a volunteer a visit in another name, under another operation, or any change', async () => {
    await assertFails(volunteerAdd({ ...byVolunteer, visitor: 'Chiara Staff' }));
    await assertFails(volunteerAdd({ ...byVolunteer, visitorKind: 'staff' }));
    await assertFails(volunteerAdd(byVolunteer, 'updateFollowUpVisit'));
    await assertFails(volunteerAdd({ ...byVolunteer, notes: 'x'.repeat(2001) }));
    await assertFails(volunteerAdd({ ...byVolunteer, extra: true }));
    await assertFails(volunteerAdd(byVolunteer, 'addFollowUpVisit', storedId));
    await assertFails(
      commitLogged(
        volunteer,
        ['followUpVisits', storedId],
        (batch) => batch.delete(doc(volunteer, 'followUpVisits', storedId)),
        {
          entry: logEntryFor('followUpVisits', storedId, {
            user: { uid: volunteerUid, email: volunteerEmail, displayName: null },
            function: 'addFollowUpVisit',
            params: { slug: storedId, item: visit },
          }),
        },
      ),
    );
  });

  it('refuses a visitor and a signed-in user without a role any write', async () => {
    for (const db of [as.anonymous, as.user]) {
      await assertFails(
        commitLogged(db, ['followUpVisits', visitId], (batch) =>
          batch.set(doc(db, 'followUpVisits', visitId), visit),
        ),
      );
    }
  });
});

describe('settings/aftercare', () => {
  beforeEach(() => seed(env, world));

  const save = (data: DocumentData) =>
    staffWrite(
      'settings',
      'aftercare',
      (batch) => batch.set(doc(as.staff, 'settings', 'aftercare'), data),
      'updateFollowUpIntervals',
      data,
    );

  it('lets staff set the intervals in whole months, the second after the first', async () => {
    await assertSucceeds(save({ firstMonths: 1, secondMonths: 6, everyMonths: 12 }));
    await assertSucceeds(getDoc(doc(volunteer, 'settings', 'aftercare')));
  });

  it('refuses wrong intervals, another setting and a volunteer reading the others', async () => {
    await assertFails(save({ firstMonths: 6, secondMonths: 1, everyMonths: 12 }));
    await assertFails(save({ firstMonths: 0, secondMonths: 6, everyMonths: 12 }));
    await assertFails(save({ firstMonths: 1, secondMonths: 6, everyMonths: 1.5 }));
    await assertFails(save({ firstMonths: 1, secondMonths: 6 }));
    await assertFails(
      staffWrite(
        'settings',
        'mail',
        (batch) => batch.set(doc(as.staff, 'settings', 'mail'), { to: 'x@example.org' }),
        'updateFollowUpIntervals',
        { to: 'x@example.org' },
      ),
    );
    await assertFails(getDoc(doc(volunteer, 'settings', 'mail')));
  });
});

describe('deleting an adopted horse', () => {
  beforeEach(() =>
    seed(env, { ...world, 'publicHorses/luna': { slug: 'luna', name: 'Luna', showWeb: true } }),
  );

  const deletion = (paths: string[], slug = 'luna') =>
    commitLogged(
      as.staff,
      ['horses', slug],
      (batch) => {
        batch.delete(doc(as.staff, 'horses', slug));
        batch.delete(doc(as.staff, 'publicHorses', slug));
        for (const path of paths) batch.delete(doc(as.staff, path));
      },
      {
        entry: logEntryFor('horses', slug, {
          function: 'deleteHorse',
          params: { slug, item: { slug, name: 'Luna' } },
        }),
      },
    );

  it('takes its plan and visits along, in the commit that deletes it', async () => {
    await assertSucceeds(deletion(['followUpPlans/luna', `followUpVisits/${storedId}`]));
  });

  it("refuses another horse's plan or visits under its deletion", async () => {
    await seed(env, {
      'followUpPlans/sole': { ...plan, horseName: 'Sole' },
      [`followUpVisits/${visitId}`]: { ...visit, horseSlug: 'sole' },
    });
    await assertFails(deletion(['followUpPlans/sole']));
    await assertFails(deletion([`followUpVisits/${visitId}`]));
  });

  it('refuses the plan deleted by a later commit naming it while the horse stays', async () => {
    await assertFails(
      commitLogged(
        as.staff,
        ['horses', 'luna'],
        (batch) => batch.delete(doc(as.staff, 'followUpPlans', 'luna')),
        {
          entry: logEntryFor('horses', 'luna', {
            function: 'deleteHorse',
            params: {
              slug: 'luna',
              item: { batch: 2, batches: 2, deletes: 'followUpPlans/luna' },
            },
          }),
        },
      ),
    );
  });
});
