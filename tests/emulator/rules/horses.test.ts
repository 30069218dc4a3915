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
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { callersOf, seed, startRulesTestEnvironment, without, type Callers } from './support.ts';

let env: RulesTestEnvironment;
let as: Callers;

beforeAll(async () => {
  env = await startRulesTestEnvironment();
  as = callersOf(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

// The full registry: what only staff may see.
const ada = {
  slug: 'ada',
  name: 'Ada',
  species: 'Cavallo',
  status: 'In cerca di casa',
  showWeb: true,
  adopter: 'Maria Rossi',
  adopterPhone: '+39 333 1234567',
  adopterEmail: 'maria@example.org',
  barncode: '012AB345',
  latlng: { lat: 45.07, lng: 7.68 },
  notes: 'Zoppia anteriore sinistra.',
};

describe('horses', () => {
  beforeEach(() => seed(env, { 'horses/ada': ada }));

  it('refuses an anonymous visitor a get and a list', async () => {
    await assertFails(getDoc(doc(as.anonymous, 'horses/ada')));
    await assertFails(getDocs(collection(as.anonymous, 'horses')));
    // Asking only for web-visible horses does not help: the public reads publicHorses.
    await assertFails(
      getDocs(query(collection(as.anonymous, 'horses'), where('showWeb', '==', true))),
    );
  });

  it('refuses a signed-in user without the staff claim a get and a list', async () => {
    await assertFails(getDoc(doc(as.user, 'horses/ada')));
    await assertFails(getDocs(collection(as.user, 'horses')));
  });

  it('lets staff get and list the full registry', async () => {
    const snapshot = await assertSucceeds(getDoc(doc(as.staff, 'horses/ada')));
    expect(snapshot.get('adopterPhone')).toBe(ada.adopterPhone);
    expect((await assertSucceeds(getDocs(collection(as.staff, 'horses')))).size).toBe(1);
  });

  it('lets staff count horses, and refuses the count to others', async () => {
    await seed(env, { 'horses/bruno': { slug: 'bruno', name: 'Bruno', showWeb: false } });
    const count = await assertSucceeds(getCountFromServer(collection(as.staff, 'horses')));
    expect(count.data().count).toBe(2);
    await assertFails(getCountFromServer(collection(as.anonymous, 'horses')));
    await assertFails(getCountFromServer(collection(as.user, 'horses')));
  });

  it('lets staff add a horse whose slug field is its id', async () => {
    await assertSucceeds(setDoc(doc(as.staff, 'horses/bruno'), { slug: 'bruno', name: 'Bruno' }));
  });

  it('refuses staff a horse whose slug field differs from its id, or is missing', async () => {
    await assertFails(setDoc(doc(as.staff, 'horses/bruno'), { slug: 'brunello', name: 'Bruno' }));
    await assertFails(setDoc(doc(as.staff, 'horses/bruno'), { name: 'Bruno' }));
  });

  it('lets staff update a horse, keeping its slug', async () => {
    await assertSucceeds(updateDoc(doc(as.staff, 'horses/ada'), { name: 'Ada Lovelace' }));
    await assertSucceeds(setDoc(doc(as.staff, 'horses/ada'), { ...ada, isAdopted: 1 }));
  });

  it('refuses staff an update that changes or drops the slug', async () => {
    await assertFails(updateDoc(doc(as.staff, 'horses/ada'), { slug: 'ada-2' }));
    await assertFails(setDoc(doc(as.staff, 'horses/ada'), without(ada, 'slug')));
  });

  it('refuses a signed-in user without the staff claim any write', async () => {
    await assertFails(updateDoc(doc(as.user, 'horses/ada'), { name: 'Ada Lovelace' }));
    await assertFails(setDoc(doc(as.user, 'horses/bruno'), { slug: 'bruno', name: 'Bruno' }));
    await assertFails(deleteDoc(doc(as.user, 'horses/ada')));
  });

  it('refuses an anonymous visitor any write', async () => {
    await assertFails(setDoc(doc(as.anonymous, 'horses/bruno'), { slug: 'bruno', name: 'Bruno' }));
    await assertFails(updateDoc(doc(as.anonymous, 'horses/ada'), { name: 'Ada Lovelace' }));
    await assertFails(deleteDoc(doc(as.anonymous, 'horses/ada')));
  });

  it('lets staff delete a horse', async () => {
    await assertSucceeds(deleteDoc(doc(as.staff, 'horses/ada')));
  });

  it('refuses any caller a subcollection of a horse', async () => {
    await assertFails(setDoc(doc(as.staff, 'horses/ada/visits/v1'), { note: 'x' }));
    await assertFails(getDocs(collection(as.staff, 'horses/ada/visits')));
    await assertFails(getDocs(collection(as.anonymous, 'horses/ada/visits')));
  });
});
