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
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
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

// docs/decisions/0087-volunteer-access-by-e-mail-key.md: the volunteer role is a document staff
// write, read by the rules at every request.

let env: RulesTestEnvironment;
let as: Callers;

const volunteerUid = 'volunteer-1';
const volunteerEmail = 'marta.volontaria@example.org';
const keyOf = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex');
const volunteerKey = keyOf(volunteerEmail);

let volunteer: Firestore;
let unverified: Firestore;
let otherEmail: Firestore;

beforeAll(async () => {
  env = await startRulesTestEnvironment();
  as = callersOf(env);
  volunteer = firestoreOf(
    env.authenticatedContext(volunteerUid, {
      // Upper case, as a person may type it: the key is of the lower-cased address.
      email: 'Marta.Volontaria@example.org',
      email_verified: true,
    }),
  );
  unverified = firestoreOf(
    env.authenticatedContext('volunteer-2', { email: volunteerEmail, email_verified: false }),
  );
  otherEmail = firestoreOf(
    env.authenticatedContext('volunteer-3', { email: 'altro@example.org', email_verified: true }),
  );
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const granted = Timestamp.fromDate(new Date('2026-11-02T09:00:00Z'));
const access = (active = true): DocumentData => ({
  email: volunteerEmail,
  name: 'Marta Volontaria',
  registerNumber: 7,
  active,
  grantedAt: granted,
  grantedBy: staffUid,
  revokedAt: active ? null : granted,
  invitedAt: null,
});

const careRecord = {
  horseSlug: 'ada',
  type: 'Sverminazione',
  date: '2026-12-07',
  notes: 'Pasta in bocca.',
  cost: null,
};
const newId = 'ZyXwVuTsRqPoNmLkJi98';

const volunteerEntry = (collectionName: string, slug: string, overrides: DocumentData = {}) =>
  logEntryFor(collectionName, slug, {
    user: { uid: volunteerUid, email: 'Marta.Volontaria@example.org', displayName: null },
    function: 'addCareRecord',
    params: { slug, item: careRecord },
    ...overrides,
  });

const addCare = (db: Firestore, id = newId, entry = volunteerEntry('careRecords', id)) =>
  commitLogged(
    db,
    ['careRecords', id],
    (batch) => batch.set(doc(db, 'careRecords', id), careRecord),
    {
      entry,
    },
  );

const world = {
  'horses/ada': { slug: 'ada', name: 'Ada', adopter: 'Rosa Bianchi', adopterPhone: '333 1234567' },
  'barnHorses/ada': { slug: 'ada', name: 'Ada', status: "Residente dell'Oasi" },
  'publicHorses/ada': { slug: 'ada', name: 'Ada', showWeb: false },
  'careRecords/AbCdEfGhIjKlMnOpQr12': { ...careRecord, type: 'Maniscalco' },
  'careIntervals/ada': { Maniscalco: { every: 6, unit: 'settimane' } },
  'adoptionApplications/a1': { givenName: 'Rosa' },
  'cessionApplications/c1': { givenName: 'Rosa' },
  'circleApplications/m1': { givenName: 'Rosa' },
  'mail/a1.notice': { to: 'rosa@example.org' },
  'logs/l1': { function: 'updateHorse' },
  'settings/notifications': { to: 'staff@example.org' },
  'templates/t1': { subject: 'x' },
  'unsubscribes/m1': { token: 'x' },
  'events/festa': { slug: 'festa', showWeb: false },
  'horseNews/n1': { horseSlug: 'ada', showWeb: false },
  'horseDocuments/d1': { horseSlug: 'ada' },
  'sitePublication/state': { revision: 1 },
  'volunteerRegister/r1': { givenName: 'Rosa' },
  'volunteerApplications/v1': { givenName: 'Rosa' },
  [`volunteerAccess/${keyOf('altro.volontario@example.org')}`]: {
    ...access(),
    email: 'altro.volontario@example.org',
  },
};

const refused = Object.keys(world).filter(
  (path) =>
    !path.startsWith('barnHorses/') &&
    !path.startsWith('careRecords/') &&
    !path.startsWith('careIntervals/'),
);

describe('an active volunteer', () => {
  beforeEach(() => seed(env, { ...world, [`volunteerAccess/${volunteerKey}`]: access() }));

  it('reads the barn projection, the care records and intervals, and their own access', async () => {
    await assertSucceeds(getDoc(doc(volunteer, 'barnHorses/ada')));
    await assertSucceeds(getDocs(collection(volunteer, 'barnHorses')));
    await assertSucceeds(getDocs(collection(volunteer, 'careRecords')));
    await assertSucceeds(
      getDocs(query(collection(volunteer, 'careRecords'), where('horseSlug', '==', 'ada'))),
    );
    await assertSucceeds(getDocs(collection(volunteer, 'careIntervals')));
    await assertSucceeds(getDoc(doc(volunteer, 'volunteerAccess', volunteerKey)));
  });

  it.each(refused)('is refused %s, and its collection', async (path) => {
    await assertFails(getDoc(doc(volunteer, path)));
    await assertFails(getDocs(collection(volunteer, path.split('/')[0] ?? path)));
  });

  it('is refused the access list and every write to an access', async () => {
    await assertFails(getDocs(collection(volunteer, 'volunteerAccess')));
    await assertFails(
      updateDoc(doc(volunteer, 'volunteerAccess', volunteerKey), { registerNumber: 8 }),
    );
    await assertFails(
      setDoc(doc(volunteer, 'volunteerAccess', keyOf('nuovo@example.org')), {
        ...access(),
        email: 'nuovo@example.org',
      }),
    );
  });

  it('adds a care record under their own logged entry', async () => {
    await assertSucceeds(addCare(volunteer));
  });

  it('adds a care day under their own logged entry', async () => {
    const first = 'AaAaAaAaAaAaAaAaAa01';
    const records: Record<string, string> = { [first]: 'ada', AaAaAaAaAaAaAaAaAa02: 'bea' };
    const day = { type: 'Sverminazione', date: '2026-12-07', notes: '', cost: null };
    await assertSucceeds(
      commitLogged(
        volunteer,
        ['careRecords', first],
        (batch) =>
          Object.entries(records).forEach(([id, horseSlug]) =>
            batch.set(doc(volunteer, 'careRecords', id), { ...day, horseSlug }),
          ),
        {
          entry: volunteerEntry('careRecords', first, {
            function: 'addCareDay',
            params: { slug: first, item: { ...day, records } },
          }),
        },
      ),
    );
  });

  it('is refused an unlogged care record, and one logged as someone else', async () => {
    await assertFails(setDoc(doc(volunteer, 'careRecords', newId), careRecord));
    await assertFails(addCare(volunteer, newId, logEntryFor('careRecords', newId)));
    await assertFails(
      addCare(
        volunteer,
        newId,
        volunteerEntry('careRecords', newId, {
          user: { uid: volunteerUid, email: 'altro@example.org', displayName: null },
        }),
      ),
    );
  });

  it('is refused changing or deleting a record, intervals, a horse and its projection', async () => {
    const id = 'AbCdEfGhIjKlMnOpQr12';
    await assertFails(
      commitLogged(
        volunteer,
        ['careRecords', id],
        (batch) => batch.set(doc(volunteer, 'careRecords', id), careRecord),
        { entry: volunteerEntry('careRecords', id, { function: 'updateCareRecord' }) },
      ),
    );
    await assertFails(
      commitLogged(
        volunteer,
        ['careRecords', id],
        (batch) => batch.delete(doc(volunteer, 'careRecords', id)),
        { entry: volunteerEntry('careRecords', id, { function: 'deleteCareRecord' }) },
      ),
    );
    await assertFails(
      commitLogged(
        volunteer,
        ['careIntervals', 'ada'],
        (batch) => batch.set(doc(volunteer, 'careIntervals/ada'), {}),
        { entry: volunteerEntry('careIntervals', 'ada', { function: 'updateCareIntervals' }) },
      ),
    );
    await assertFails(
      commitLogged(
        volunteer,
        ['horses', 'ada'],
        (batch) => {
          batch.set(doc(volunteer, 'horses/ada'), { slug: 'ada', name: 'Ada' });
          batch.set(doc(volunteer, 'barnHorses/ada'), { slug: 'ada', name: 'Ada' });
        },
        { entry: volunteerEntry('horses', 'ada', { function: 'updateHorse' }) },
      ),
    );
  });

  it('is refused a log head of someone else', async () => {
    await assertFails(setDoc(doc(volunteer, 'logHeads', staffUid), { log: 'x' }));
    await assertFails(getDoc(doc(volunteer, 'logHeads', staffUid)));
  });
});

describe('a revoked volunteer', () => {
  beforeEach(() => seed(env, { ...world, [`volunteerAccess/${volunteerKey}`]: access() }));

  it('is refused every read and write at the very next request', async () => {
    await assertSucceeds(getDoc(doc(volunteer, 'barnHorses/ada')));
    await seed(env, { [`volunteerAccess/${volunteerKey}`]: access(false) });
    await assertFails(getDoc(doc(volunteer, 'barnHorses/ada')));
    await assertFails(getDocs(collection(volunteer, 'barnHorses')));
    await assertFails(getDocs(collection(volunteer, 'careRecords')));
    await assertFails(getDocs(collection(volunteer, 'careIntervals')));
    await assertFails(addCare(volunteer));
    // Their own document says why: they may still read it.
    const own = await assertSucceeds(getDoc(doc(volunteer, 'volunteerAccess', volunteerKey)));
    expect(own.get('active')).toBe(false);
  });
});

describe('someone the document does not name', () => {
  beforeEach(() => seed(env, { ...world, [`volunteerAccess/${volunteerKey}`]: access() }));

  it.each([
    ['an unverified e-mail', () => unverified],
    ['another verified e-mail', () => otherEmail],
    ['a plain user', () => as.user],
    ['an anonymous visitor', () => as.anonymous],
  ])('refuses %s the barn, the care and the access', async (_, caller) => {
    const db = caller();
    await assertFails(getDoc(doc(db, 'barnHorses/ada')));
    await assertFails(getDocs(collection(db, 'careRecords')));
    await assertFails(getDoc(doc(db, 'volunteerAccess', volunteerKey)));
    await assertFails(addCare(db));
  });
});

describe('volunteerAccess, by staff', () => {
  const grant = (db: Firestore, key: string, data: DocumentData, item: DocumentData = {}) =>
    commitLogged(
      db,
      ['volunteerAccess', key],
      (batch) => batch.set(doc(db, 'volunteerAccess', key), data),
      {
        entry: logEntryFor('volunteerAccess', key, {
          function: 'grantVolunteerAccess',
          params: { slug: key, item },
        }),
      },
    );
  const fresh = (): DocumentData => ({
    ...access(),
    grantedAt: serverTimestamp(),
    grantedBy: staffUid,
  });

  it('lets staff grant an access, logged, under the key of its e-mail', async () => {
    await assertSucceeds(grant(as.staff, volunteerKey, fresh(), { active: true }));
    await assertSucceeds(getDocs(collection(as.staff, 'volunteerAccess')));
  });

  it('refuses an unlogged grant, a key of another e-mail, a mixed-case e-mail, a stray field', async () => {
    await assertFails(setDoc(doc(as.staff, 'volunteerAccess', volunteerKey), fresh()));
    await assertFails(grant(as.staff, keyOf('altro@example.org'), fresh()));
    await assertFails(
      grant(as.staff, keyOf('Marta@Example.org'), { ...fresh(), email: 'Marta@Example.org' }),
    );
    await assertFails(grant(as.staff, volunteerKey, { ...fresh(), staff: true }));
    await assertFails(grant(as.staff, volunteerKey, { ...fresh(), grantedBy: 'someone-else' }));
    await assertFails(grant(as.user, volunteerKey, fresh()));
  });

  it('revokes with its moment and grants again', async () => {
    await seed(env, { [`volunteerAccess/${volunteerKey}`]: access() });
    const revoke = { ...access(false), revokedAt: serverTimestamp() };
    await assertSucceeds(grant(as.staff, volunteerKey, revoke, { active: false }));
    await assertSucceeds(grant(as.staff, volunteerKey, fresh(), { active: true }));
  });

  const erase = (db: Firestore, options: Parameters<typeof commitLogged>[3] = {}) =>
    commitLogged(
      db,
      ['volunteerAccess', volunteerKey],
      (batch) => batch.delete(doc(db, 'volunteerAccess', volunteerKey)),
      options,
    );

  it('erases an access only as a logged staff write, and the volunteer is refused at once', async () => {
    await seed(env, { [`volunteerAccess/${volunteerKey}`]: access() });
    await assertFails(erase(volunteer));
    await assertFails(erase(as.user));
    await assertFails(erase(as.staff, { head: false }));
    await assertFails(
      erase(as.staff, { entry: logEntryFor('volunteerAccess', keyOf('altro@example.org')) }),
    );
    await assertSucceeds(getDoc(doc(volunteer, 'barnHorses', 'ada')));
    await assertSucceeds(erase(as.staff));
    await assertFails(getDoc(doc(volunteer, 'barnHorses', 'ada')));
  });

  it('refuses a revocation without its moment, and a change of e-mail', async () => {
    await seed(env, { [`volunteerAccess/${volunteerKey}`]: access() });
    await assertFails(grant(as.staff, volunteerKey, access(false)));
    await assertFails(grant(as.staff, volunteerKey, { ...access(), email: 'altro@example.org' }));
  });
});
