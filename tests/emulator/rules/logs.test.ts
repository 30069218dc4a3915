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
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import {
  callersOf,
  seed,
  staffUid,
  startRulesTestEnvironment,
  userUid,
  without,
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

/** The entry the data layer writes beside a staff save. */
function entry(overrides: DocumentData = {}): DocumentData {
  return {
    user: { uid: staffUid, email: 'staff@example.org' },
    function: 'updateHorse',
    params: { slug: 'ada', item: { slug: 'ada', name: 'Ada' } },
    date: serverTimestamp(),
    ...overrides,
  };
}

const storedEntry = { ...entry(), date: Timestamp.fromDate(new Date('2026-03-01T10:00:00Z')) };

describe('logs', () => {
  it('lets staff append an entry in its own name', async () => {
    await assertSucceeds(addDoc(collection(as.staff, 'logs'), entry()));
  });

  it('lets staff commit a horse save and its entry in one batch', async () => {
    const batch = writeBatch(as.staff);
    batch.set(doc(as.staff, 'horses/ada'), { slug: 'ada', name: 'Ada' });
    batch.set(doc(collection(as.staff, 'logs')), entry());
    await assertSucceeds(batch.commit());
  });

  it('refuses a whole batch whose entry is malformed', async () => {
    const batch = writeBatch(as.staff);
    batch.set(doc(as.staff, 'horses/ada'), { slug: 'ada', name: 'Ada' });
    batch.set(doc(collection(as.staff, 'logs')), entry({ user: { uid: 'someone-else' } }));
    await assertFails(batch.commit());
  });

  it('refuses an anonymous visitor or a signed-in user an entry', async () => {
    await assertFails(addDoc(collection(as.anonymous, 'logs'), entry({ user: { uid: 'nobody' } })));
    await assertFails(addDoc(collection(as.user, 'logs'), entry({ user: { uid: userUid } })));
  });

  it('refuses staff an entry in the name of another uid', async () => {
    await assertFails(addDoc(collection(as.staff, 'logs'), entry({ user: { uid: 'staff-2' } })));
    await assertFails(
      addDoc(collection(as.staff, 'logs'), entry({ user: { email: 'staff@example.org' } })),
    );
    await assertFails(addDoc(collection(as.staff, 'logs'), entry({ user: staffUid })));
  });

  it('refuses staff an entry with an extra key', async () => {
    await assertFails(addDoc(collection(as.staff, 'logs'), entry({ note: 'x' })));
  });

  it.each(['user', 'function', 'params', 'date'])(
    'refuses staff an entry without %s',
    async (key) => {
      await assertFails(addDoc(collection(as.staff, 'logs'), without(entry(), key)));
    },
  );

  it('refuses staff an entry of the wrong shape', async () => {
    await assertFails(addDoc(collection(as.staff, 'logs'), entry({ function: 42 })));
    await assertFails(addDoc(collection(as.staff, 'logs'), entry({ params: 'ada' })));
    await assertFails(addDoc(collection(as.staff, 'logs'), entry({ date: Timestamp.now() })));
  });

  describe('an existing entry', () => {
    beforeEach(() => seed(env, { 'logs/l1': storedEntry }));

    it('is read, listed and counted by staff', async () => {
      await assertSucceeds(getDoc(doc(as.staff, 'logs/l1')));
      await assertSucceeds(getDocs(collection(as.staff, 'logs')));
      expect(
        (await assertSucceeds(getCountFromServer(collection(as.staff, 'logs')))).data().count,
      ).toBe(1);
    });

    it('is not read by an anonymous visitor or a signed-in user', async () => {
      for (const db of [as.anonymous, as.user]) {
        await assertFails(getDoc(doc(db, 'logs/l1')));
        await assertFails(getDocs(collection(db, 'logs')));
      }
    });

    it('is never updated, staff included', async () => {
      await assertFails(updateDoc(doc(as.staff, 'logs/l1'), { function: 'deleteHorse' }));
      await assertFails(setDoc(doc(as.staff, 'logs/l1'), entry()));
      await assertFails(updateDoc(doc(as.anonymous, 'logs/l1'), { function: 'deleteHorse' }));
    });

    it('is never deleted, staff included', async () => {
      await assertFails(deleteDoc(doc(as.staff, 'logs/l1')));
      await assertFails(deleteDoc(doc(as.user, 'logs/l1')));
      await assertFails(deleteDoc(doc(as.anonymous, 'logs/l1')));
    });
  });
});
