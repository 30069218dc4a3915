import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { addDoc, collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import {
  callersOf,
  firestoreOf,
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

// Deny by default: a collection the rules do not name is closed to everyone, staff included.
describe('any other collection', () => {
  beforeEach(() => seed(env, { 'users/user-1': { email: 'volontario@example.org', staff: true } }));

  it('is seeded past the rules (the documents the checks below are refused exist)', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const snapshot = await assertSucceeds(getDoc(doc(firestoreOf(context), 'users/user-1')));
      expect(snapshot.exists()).toBe(true);
    });
  });

  it('refuses an anonymous visitor a write and a read', async () => {
    await assertFails(addDoc(collection(as.anonymous, 'newsletter'), { email: 'a@example.org' }));
    await assertFails(getDocs(collection(as.anonymous, 'users')));
  });

  it('refuses a signed-in user a write to their own document and a read', async () => {
    await assertFails(setDoc(doc(as.user, 'users/user-1'), { staff: true }));
    await assertFails(getDoc(doc(as.user, 'users/user-1')));
  });

  it('refuses staff a write and a read', async () => {
    await assertFails(setDoc(doc(as.staff, 'settings/site'), { maintenance: true }));
    await assertFails(getDoc(doc(as.staff, 'users/user-1')));
  });

  it('refuses a subcollection of a public collection', async () => {
    await assertFails(getDocs(collection(as.anonymous, 'events/festa/comments')));
    await assertFails(
      setDoc(doc(as.staff, 'publicHorses/ada/private/p1'), { adopterPhone: '333' }),
    );
  });
});
