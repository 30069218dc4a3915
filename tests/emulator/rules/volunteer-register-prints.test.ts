import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
  type WriteBatch,
} from 'firebase/firestore';
import {
  callersOf,
  commitLogged,
  logEntryFor,
  seed,
  staffEmail,
  staffUid,
  startRulesTestEnvironment,
  without,
  type Callers,
} from './support.ts';

// docs/decisions/0088-register-print-and-fingerprint.md: staff read the prints and create one,
// logged, naming its PDF; nobody changes or deletes a print.

let env: RulesTestEnvironment;
let as: Callers;

beforeAll(async () => {
  env = await startRulesTestEnvironment();
  as = callersOf(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const COLLECTION = 'volunteerRegisterPrints';
const storedId = 'PrintStored000000001';
const newId = 'PrintNew000000000002';
const stored = {
  scope: '2025',
  fingerprint: 'b'.repeat(64),
  count: 17,
  path: `${COLLECTION}/${storedId}/registro-volontari-2025.pdf`,
  size: 40_000,
  madeAt: Timestamp.fromDate(new Date('2026-01-10T10:00:00Z')),
  madeBy: { uid: staffUid, email: staffEmail },
};
/** A new print as the api writes it (the time is the server's). */
const fresh = (overrides: DocumentData = {}): DocumentData => ({
  scope: 'intero',
  fingerprint: '0123456789abcdef'.repeat(4),
  count: 18,
  path: `${COLLECTION}/${newId}/registro-volontari-intero.pdf`,
  size: 41_000,
  madeAt: serverTimestamp(),
  madeBy: { uid: staffUid, email: staffEmail },
  ...overrides,
});

const printRef = (id: string) => doc(as.staff, COLLECTION, id);
const create = (id: string, data: DocumentData, files?: DocumentData) =>
  commitLogged(as.staff, [COLLECTION, id], (batch: WriteBatch) => batch.set(printRef(id), data), {
    entry: logEntryFor(COLLECTION, id, {
      function: 'addVolunteerRegisterPrint',
      params: {
        slug: id,
        item: without(data, 'madeAt'),
        files: files ?? { stored: [data.path ?? ''] },
      },
    }),
  });

describe('volunteerRegisterPrints', () => {
  beforeEach(() => seed(env, { [`${COLLECTION}/${storedId}`]: stored }));

  it('refuses a visitor and a signed-in user without the staff claim any read', async () => {
    for (const db of [as.anonymous, as.user]) {
      await assertFails(getDoc(doc(db, COLLECTION, storedId)));
      await assertFails(getDocs(collection(db, COLLECTION)));
    }
  });

  it('lets staff read the prints', async () => {
    expect((await assertSucceeds(getDoc(printRef(storedId)))).get('fingerprint')).toBe(
      stored.fingerprint,
    );
    await assertSucceeds(getDocs(collection(as.staff, COLLECTION)));
  });

  it('lets staff add a print, of the whole register or of a year, with its entry naming the PDF', async () => {
    await assertSucceeds(create(newId, fresh()));
    const yearId = 'PrintYear00000000003';
    await assertSucceeds(
      create(
        yearId,
        fresh({ scope: '2026', path: `${COLLECTION}/${yearId}/registro-volontari-2026.pdf` }),
      ),
    );
  });

  it('refuses a print without its log entry, or whose entry does not name its PDF stored', async () => {
    await assertFails(setDoc(printRef(newId), fresh()));
    await assertFails(create(newId, fresh(), { deleted: [fresh().path] }));
    await assertFails(
      create(newId, fresh(), { stored: [`${COLLECTION}/${newId}/registro-volontari-2026.pdf`] }),
    );
  });

  it('refuses a print of another shape', async () => {
    const wrong: DocumentData[] = [
      fresh({ scope: 'tutto' }),
      fresh({ scope: '26' }),
      fresh({ fingerprint: 'A'.repeat(64) }),
      fresh({ fingerprint: 'a'.repeat(63) }),
      fresh({ count: -1 }),
      fresh({ count: 1.5 }),
      fresh({ size: 0 }),
      fresh({ size: 20 * 1024 * 1024 }),
      fresh({ path: `${COLLECTION}/${storedId}/registro-volontari-intero.pdf` }),
      fresh({ path: `${COLLECTION}/${newId}/registro-volontari-2025.pdf` }),
      fresh({ path: `horseDocuments/ada/${newId}/registro-volontari-intero.pdf` }),
      fresh({ madeAt: Timestamp.fromDate(new Date('2026-01-01T00:00:00Z')) }),
      fresh({ madeBy: { uid: 'someone-else', email: staffEmail } }),
      fresh({ madeBy: { uid: staffUid, email: 'other@example.org' } }),
      fresh({ madeBy: { uid: staffUid, email: staffEmail, name: 'x' } }),
      fresh({ signed: true }),
      without(fresh(), 'count'),
    ];
    for (const data of wrong) {
      const files = { stored: [typeof data.path === 'string' ? data.path : ''] };
      await assertFails(create(newId, data, files));
    }
  });

  it('refuses a print under an id that is not an auto-id', async () => {
    const id = 'stampa-2026';
    await assertFails(
      create(id, fresh({ path: `${COLLECTION}/${id}/registro-volontari-intero.pdf` })),
    );
  });

  it('never lets anyone change or delete a print, staff with an entry included', async () => {
    const changed = { ...stored, fingerprint: 'c'.repeat(64) };
    await assertFails(
      commitLogged(as.staff, [COLLECTION, storedId], (batch) =>
        batch.set(printRef(storedId), changed),
      ),
    );
    await assertFails(updateDoc(printRef(storedId), { count: 18 }));
    await assertFails(
      commitLogged(as.staff, [COLLECTION, storedId], (batch) => batch.delete(printRef(storedId)), {
        entry: logEntryFor(COLLECTION, storedId, {
          function: 'deleteVolunteerRegisterPrint',
          params: { slug: storedId, item: null },
        }),
      }),
    );
    await assertFails(deleteDoc(printRef(storedId)));
    for (const db of [as.anonymous, as.user]) {
      await assertFails(setDoc(doc(db, COLLECTION, newId), fresh()));
    }
  });
});
