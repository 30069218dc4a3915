import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { callersOf, seed, startRulesTestEnvironment, type Callers } from './support.ts';

let env: RulesTestEnvironment;
let as: Callers;

beforeAll(async () => {
  env = await startRulesTestEnvironment();
  as = callersOf(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const festa = {
  slug: 'festa-di-primavera',
  name: 'Festa di primavera',
  name_it: 'Festa di primavera',
  name_en: 'Spring party',
  date: Timestamp.fromDate(new Date('2026-04-18T15:00:00Z')),
};
const path = `events/${festa.slug}`;

describe('events', () => {
  beforeEach(() => seed(env, { [path]: festa }));

  it('lets an anonymous visitor get and list events', async () => {
    const snapshot = await assertSucceeds(getDoc(doc(as.anonymous, path)));
    expect(snapshot.get('name')).toBe(festa.name);
    expect((await assertSucceeds(getDocs(collection(as.anonymous, 'events')))).size).toBe(1);
  });

  it('lets a signed-in user without the staff claim read events', async () => {
    await assertSucceeds(getDoc(doc(as.user, path)));
  });

  it('lets staff count events', async () => {
    const count = await assertSucceeds(getCountFromServer(collection(as.staff, 'events')));
    expect(count.data().count).toBe(1);
  });

  it('lets staff add, update and delete an event', async () => {
    await assertSucceeds(
      setDoc(doc(as.staff, 'events/mercatino'), { slug: 'mercatino', name: 'Mercatino' }),
    );
    await assertSucceeds(updateDoc(doc(as.staff, path), { name_en: 'Spring fair' }));
    await assertSucceeds(deleteDoc(doc(as.staff, path)));
  });

  it('refuses an anonymous visitor any write', async () => {
    await assertFails(setDoc(doc(as.anonymous, 'events/intruso'), { slug: 'intruso', name: 'x' }));
    await assertFails(updateDoc(doc(as.anonymous, path), { name: 'x' }));
    await assertFails(deleteDoc(doc(as.anonymous, path)));
  });

  it('refuses a signed-in user without the staff claim any write', async () => {
    await assertFails(setDoc(doc(as.user, 'events/intruso'), { slug: 'intruso', name: 'x' }));
    await assertFails(updateDoc(doc(as.user, path), { name: 'x' }));
    await assertFails(deleteDoc(doc(as.user, path)));
  });
});
