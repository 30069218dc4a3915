import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type WriteBatch,
} from 'firebase/firestore';
import { notOneMailbox, oneMailbox, severalMailboxes } from '#src/test-support/email-cases.ts';
import { adoption, cession } from './application-data.ts';
import {
  callersOf,
  commitLogged,
  logEntryFor,
  seed,
  startRulesTestEnvironment,
  type Callers,
} from './support.ts';

let env: RulesTestEnvironment;
let as: Callers;

beforeAll(async () => {
  env = await startRulesTestEnvironment();
  as = callersOf(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const applicant = {
  givenName: 'Maria',
  familyName: 'Rossi',
  phone: '+39 333 1234567',
  email: 'maria@example.org',
  region: 'Piemonte',
};

let added = 0;
/** A new auto-id for each staff addition, so that no refusal is only an overwrite's. */
const freshId = () => `Add${String((added += 1)).padStart(17, '0')}`;

// Adoption and cession applications hold applicants' personal data and obey the same rule.
describe.each([
  {
    name: 'adoptionApplications',
    application: { ...applicant, horses: ['ada'], evaluation: '', humanWhy: 'Amo i cavalli' },
    staffChange: { internalNotes: 'Chiamata il 3/5.', evaluation: 'Promosso' },
    // What `addAdoptionApplication` stores: every answer, the staff's fields, a server date.
    addition: (overrides: DocumentData = {}) =>
      adoption({
        evaluation: 'Promosso',
        homecheck: '',
        internalNotes: 'Al telefono il 3/5.',
        declaration: false,
        photos: [],
        ...overrides,
      }),
    // An answer the public create refuses, one per check.
    refusedAnswers: [
      { givenName: '' },
      { phone: 'chiamami' },
      { region: 'Atlantide' },
      { horses: [], anyHorse: false },
      { humanWhy: 'x'.repeat(2001) },
      { horseFeet: 'Scalzo' },
    ],
  },
  {
    name: 'cessionApplications',
    application: { ...applicant, horseName: 'Bruno', status: '', cause: 'Trasloco' },
    staffChange: { status: 'In carico' },
    addition: (overrides: DocumentData = {}) =>
      cession({ status: 'In carico', declaration: false, photos: [], ...overrides }),
    refusedAnswers: [
      { familyName: '' },
      { phone: '12' },
      { priority: 'Domani' },
      { horseBirthdate: '12/04/2009' },
      { cause: 'x'.repeat(2001) },
      { horseRegion: 'Atlantide' },
    ],
  },
])('$name', ({ name, application, staffChange, addition, refusedAnswers }) => {
  const path = `${name}/a1`;

  beforeEach(() => seed(env, { [path]: application }));

  it('refuses an anonymous visitor a get, a list and a count', async () => {
    await assertFails(getDoc(doc(as.anonymous, path)));
    await assertFails(getDocs(collection(as.anonymous, name)));
    await assertFails(getCountFromServer(collection(as.anonymous, name)));
  });

  it('refuses a signed-in user without the staff claim a get and a list', async () => {
    await assertFails(getDoc(doc(as.user, path)));
    await assertFails(getDocs(query(collection(as.user, name), where('region', '==', 'Piemonte'))));
  });

  it('lets staff get, list and count applications', async () => {
    expect((await assertSucceeds(getDoc(doc(as.staff, path)))).get('phone')).toBe(applicant.phone);
    await assertSucceeds(
      getDocs(query(collection(as.staff, name), where('region', '==', 'Piemonte'))),
    );
    const count = await assertSucceeds(getCountFromServer(collection(as.staff, name)));
    expect(count.data().count).toBe(1);
  });

  const ref = (id: string) => doc(as.staff, name, id);
  const logged = (id: string, write: (batch: WriteBatch) => void, options = {}) =>
    commitLogged(as.staff, [name, id], write, options);

  it('lets staff create, update and delete an application with its log entry', async () => {
    await assertSucceeds(
      logged('AbCdEfGhIj0123456789', (batch) =>
        batch.set(ref('AbCdEfGhIj0123456789'), { ...addition(), slug: 'AbCdEfGhIj0123456789' }),
      ),
    );
    await assertSucceeds(logged('a1', (batch) => batch.update(ref('a1'), staffChange)));
    await assertSucceeds(logged('a1', (batch) => batch.update(ref('a1'), { isNew: false })));
    await assertSucceeds(logged('a1', (batch) => batch.delete(ref('a1'))));
  });

  it("refuses staff a change of the applicant's answers, even beside the staff fields", async () => {
    const rewrites = [
      { phone: '+39 000 0000000' },
      { ...staffChange, givenName: 'Mario' },
      { declaration: false },
      { reasons: 'Una risposta nuova' },
      { humanWhy: 'Riscritta', cause: 'Riscritta' },
    ];
    for (const rewrite of rewrites) {
      await assertFails(logged('a1', (batch) => batch.update(ref('a1'), rewrite)));
    }
    await assertFails(
      logged('a1', (batch) =>
        batch.set(ref('a1'), { ...application, ...staffChange, region: 'Estero' }),
      ),
    );
    await assertFails(
      logged('a1', (batch) => batch.update(ref('a1'), { evaluation: 'Forse', status: 'Forse' })),
    );
  });

  it('refuses staff a create, an update or a delete without its log entry', async () => {
    await assertFails(
      addDoc(collection(as.staff, name), { ...application, date: serverTimestamp() }),
    );
    await assertFails(updateDoc(ref('a1'), { internalNotes: 'Chiamata il 3/5.' }));
    await assertFails(deleteDoc(ref('a1')));
    await assertFails(logged('a1', (batch) => batch.delete(ref('a1')), { head: false }));
    const aboutAnother = { entry: logEntryFor(name, 'a2') };
    await assertFails(logged('a1', (batch) => batch.delete(ref('a1')), aboutAnother));
  });

  it('refuses staff an application added under an id that is not an auto-id', async () => {
    await assertFails(
      logged('mario-rossi-3331234567', (batch) =>
        batch.set(ref('mario-rossi-3331234567'), addition()),
      ),
    );
  });

  it('refuses staff an application added with more than five photos or a date of its own', async () => {
    // The photos' Storage rule takes the names an application lists, within 30 minutes of its
    // date: a staff addition is bounded as the public's.
    const names = (count: number) =>
      Array.from({ length: count }, (_, i) => `photo${String(i).padStart(7, '0')}.webp`);
    const { date: _date, ...undated } = addition();
    const add = (id: string, fields: object) =>
      logged(id, (batch) => batch.set(ref(id), { ...undated, ...fields }));
    await assertFails(add('AbCdEfGhIj0123456780', { photos: names(6), date: serverTimestamp() }));
    await assertFails(
      add('AbCdEfGhIj0123456781', { photos: names(1), date: new Date(Date.now() + 864e5) }),
    );
    await assertFails(add('AbCdEfGhIj0123456782', { photos: names(1) }));
    await assertFails(
      add('AbCdEfGhIj0123456783', { photos: ['../x.webp'], date: serverTimestamp() }),
    );
    await assertSucceeds(
      add('AbCdEfGhIj0123456784', { photos: names(5), date: serverTimestamp() }),
    );
  });

  const add = (data: DocumentData) => {
    const id = freshId();
    return logged(id, (batch) => batch.set(ref(id), data));
  };

  it('refuses staff an addition whose e-mail is not one mailbox (decision 72)', async () => {
    for (const { email } of [...severalMailboxes, ...notOneMailbox]) {
      await assertFails(add(addition({ email })));
    }
    for (const email of oneMailbox) {
      await assertSucceeds(add(addition({ email })));
    }
  });

  it('refuses staff an addition whose answers a public create refuses', async () => {
    for (const answer of refusedAnswers) {
      await assertFails(add(addition(answer)));
    }
    const { givenName: _givenName, ...unanswered } = addition();
    await assertFails(add(unanswered));
    await assertFails(add(addition({ website: 'https://spam.example' })));
    // Nor staff fields of another kind, other values than a save takes, or another id as slug.
    await assertFails(add(addition({ evaluation: 'Forse', status: 'Forse' })));
    await assertFails(add(addition({ slug: 'AnotherApplication01' })));
    await assertFails(add(addition({ isNew: 'sì' })));
    await assertSucceeds(add(addition()));
  });

  it("refuses a log entry that copies the applicant's personal data", async () => {
    const leaks = [
      { slug: 'a1', item: application },
      { slug: 'a1', changes: { phone: application.phone } },
      { slug: 'a1', changes: { givenName: 'Maria' } },
      { slug: 'a1', changes: {}, item: null },
      { slug: 'a1', changes: 'evaluation: Promosso' },
    ];
    for (const params of leaks) {
      const entry = logEntryFor(name, 'a1', { params });
      await assertFails(logged('a1', (batch) => batch.update(ref('a1'), staffChange), { entry }));
    }
    const staffOnly = logEntryFor(name, 'a1', { params: { slug: 'a1', changes: staffChange } });
    await assertSucceeds(
      logged('a1', (batch) => batch.update(ref('a1'), staffChange), { entry: staffOnly }),
    );
  });

  it('refuses an anonymous visitor a create, an update and a delete', async () => {
    await assertFails(
      addDoc(collection(as.anonymous, name), { ...application, date: serverTimestamp() }),
    );
    await assertFails(setDoc(doc(as.anonymous, path), { ...application, region: 'Estero' }));
    await assertFails(deleteDoc(doc(as.anonymous, path)));
  });

  it('refuses a signed-in user without the staff claim a create, an update and a delete', async () => {
    await assertFails(
      addDoc(collection(as.user, name), { ...application, date: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(doc(as.user, path), { evaluation: 'Promosso', status: 'Riuscito' }),
    );
    await assertFails(deleteDoc(doc(as.user, path)));
  });
});
