import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { callersOf, seed, startRulesTestEnvironment, type Callers } from './support.ts';

// docs/product.md, "Publishing the public site": staff only; not logged itself (bookkeeping).

let env: RulesTestEnvironment;
let as: Callers;

beforeAll(async () => {
  env = await startRulesTestEnvironment();
  as = callersOf(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const path = 'sitePublication/state';
const stateRef = (db: Firestore) => doc(db, path);

/** A state as a publication left it: revision 3, all of it published, a horse pending since. */
const stored = {
  revision: 3,
  pending: ['horse:ada'],
  publishedRevision: 2,
  publishedAt: Timestamp.fromDate(new Date('2026-05-01T10:00:00Z')),
};

/** What a logged commit adds (src/lib/data/audit-log.ts, writeLog). */
const change = (...targets: string[]): DocumentData => ({
  revision: increment(1),
  pending: arrayUnion(...targets),
});

/** What a confirmed publication of `revision` writes (publishing-api.ts, confirmPublication). */
const confirmation = (revision: number): DocumentData => ({
  revision,
  pending: [],
  publishedRevision: revision,
  publishedAt: serverTimestamp(),
  failure: deleteField(),
});

const failureOf = (message: string): DocumentData => ({
  failure: { at: serverTimestamp(), message },
});

describe('sitePublication', () => {
  describe('reading', () => {
    beforeEach(() => seed(env, { [path]: stored }));

    it('lets staff read the state', async () => {
      const snapshot = await assertSucceeds(getDoc(stateRef(as.staff)));
      expect(snapshot.get('revision')).toBe(3);
    });

    it('refuses an anonymous visitor and a signed-in user without the staff claim', async () => {
      await assertFails(getDoc(stateRef(as.anonymous)));
      await assertFails(getDoc(stateRef(as.user)));
    });
  });

  describe('writing', () => {
    it('lets staff create the state with the first change (revision 1)', async () => {
      await assertSucceeds(
        setDoc(stateRef(as.staff), change('horses', 'horse:ada'), { merge: true }),
      );
      const snapshot = await getDoc(stateRef(as.staff));
      expect(snapshot.data()).toEqual({ revision: 1, pending: ['horses', 'horse:ada'] });
    });

    it('refuses an anonymous visitor and a user without the staff claim any write', async () => {
      for (const db of [as.anonymous, as.user]) {
        await assertFails(setDoc(stateRef(db), change('horses'), { merge: true }));
        await assertFails(setDoc(stateRef(db), { revision: 1, pending: [] }));
      }
      await seed(env, { [path]: stored });
      for (const db of [as.anonymous, as.user]) {
        await assertFails(setDoc(stateRef(db), change('horses'), { merge: true }));
        await assertFails(setDoc(stateRef(db), confirmation(3), { merge: true }));
        await assertFails(setDoc(stateRef(db), failureOf('Errore'), { merge: true }));
        await assertFails(deleteDoc(stateRef(db)));
      }
    });

    describe('on a stored state', () => {
      beforeEach(() => seed(env, { [path]: stored }));

      it('lets staff raise the revision by one, adding what is pending', async () => {
        await assertSucceeds(setDoc(stateRef(as.staff), change('events'), { merge: true }));
        const snapshot = await getDoc(stateRef(as.staff));
        expect(snapshot.get('revision')).toBe(4);
        expect(snapshot.get('pending')).toEqual(['horse:ada', 'events']);
      });

      it('lets staff confirm a publication (the same revision) and record a failure', async () => {
        await assertSucceeds(
          setDoc(stateRef(as.staff), failureOf('x'.repeat(500)), { merge: true }),
        );
        await assertSucceeds(setDoc(stateRef(as.staff), confirmation(3), { merge: true }));
        const snapshot = await getDoc(stateRef(as.staff));
        expect(snapshot.get('publishedRevision')).toBe(3);
        expect(snapshot.get('pending')).toEqual([]);
        expect(snapshot.get('failure')).toBeUndefined();
      });

      it('refuses the confirmation of a revision a change has moved past', async () => {
        // A save landed between the publication's read (revision 3) and its confirmation: the
        // publisher takes the refusal as "publish again" (publishing-api.ts, confirmIfUnchanged).
        await assertSucceeds(setDoc(stateRef(as.staff), change('horse:blu'), { merge: true }));
        await assertFails(setDoc(stateRef(as.staff), confirmation(3), { merge: true }));
        const snapshot = await getDoc(stateRef(as.staff));
        expect(snapshot.get('pending')).toEqual(['horse:ada', 'horse:blu']);
        await assertSucceeds(setDoc(stateRef(as.staff), confirmation(4), { merge: true }));
      });

      it('refuses staff a lower revision, or one raised by more than one', async () => {
        await assertFails(updateDoc(stateRef(as.staff), { revision: 2 }));
        await assertFails(updateDoc(stateRef(as.staff), { revision: increment(-1) }));
        await assertFails(updateDoc(stateRef(as.staff), { revision: 5 }));
        await assertFails(updateDoc(stateRef(as.staff), { revision: increment(2) }));
        // A state rewritten without its revision would fall back to 0.
        await assertFails(setDoc(stateRef(as.staff), { pending: [] }));
        await assertSucceeds(updateDoc(stateRef(as.staff), { revision: 4 }));
      });

      it('refuses staff an unknown key', async () => {
        await assertFails(
          setDoc(stateRef(as.staff), { ...change('horses'), note: 'ciao' }, { merge: true }),
        );
        await assertFails(updateDoc(stateRef(as.staff), { published: true }));
      });

      it('refuses staff a published revision above the revision', async () => {
        await assertFails(updateDoc(stateRef(as.staff), { publishedRevision: 4 }));
        await assertFails(
          setDoc(
            stateRef(as.staff),
            { ...change('horses'), publishedRevision: 5 },
            { merge: true },
          ),
        );
        await assertSucceeds(updateDoc(stateRef(as.staff), { publishedRevision: 3 }));
      });

      it('refuses staff a failure whose message is longer than 500 characters, or malformed', async () => {
        await assertFails(setDoc(stateRef(as.staff), failureOf('x'.repeat(501)), { merge: true }));
        await assertFails(
          setDoc(stateRef(as.staff), { failure: { at: serverTimestamp() } }, { merge: true }),
        );
        await assertFails(
          setDoc(
            stateRef(as.staff),
            { failure: { at: serverTimestamp(), message: 'Errore', stack: 'trace' } },
            { merge: true },
          ),
        );
        await assertFails(
          setDoc(
            stateRef(as.staff),
            { failure: { at: 'ieri', message: 'Errore' } },
            { merge: true },
          ),
        );
      });

      it('refuses staff fields of the wrong type', async () => {
        await assertFails(updateDoc(stateRef(as.staff), { revision: 3.5 }));
        await assertFails(updateDoc(stateRef(as.staff), { pending: 'horses' }));
        await assertFails(updateDoc(stateRef(as.staff), { publishedAt: '2026-05-01' }));
        await assertFails(
          updateDoc(stateRef(as.staff), {
            pending: Array.from({ length: 1001 }, (_, i) => `horse:h${i}`),
          }),
        );
      });

      it('refuses staff the deletion of the state', async () => {
        await assertFails(deleteDoc(stateRef(as.staff)));
      });
    });

    it('refuses staff a document other than the state', async () => {
      await assertFails(setDoc(doc(as.staff, 'sitePublication/other'), change('horses')));
      await assertFails(
        setDoc(doc(as.staff, 'sitePublication/other'), { revision: 1, pending: ['horses'] }),
      );
    });
  });
});
