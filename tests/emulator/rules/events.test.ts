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
  Timestamp,
  updateDoc,
  where,
  type WriteBatch,
} from 'firebase/firestore';
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

const festa = {
  slug: 'festa-di-primavera',
  name: 'Festa di primavera',
  name_it: 'Festa di primavera',
  name_en: 'Spring party',
  date: Timestamp.fromDate(new Date('2026-04-18T15:00:00Z')),
  showWeb: true,
};
const draft = { ...festa, slug: 'cena', name: 'Cena (bozza)', showWeb: false };
const path = `events/${festa.slug}`;

const logged = (slug: string, write: (batch: WriteBatch) => void, options = {}) =>
  commitLogged(as.staff, ['events', slug], write, options);
const eventRef = (slug: string) => doc(as.staff, 'events', slug);

describe('events', () => {
  beforeEach(() => seed(env, { [path]: festa, 'events/cena': draft }));

  it('lets an anonymous visitor get and list the events shown on the site', async () => {
    const snapshot = await assertSucceeds(getDoc(doc(as.anonymous, path)));
    expect(snapshot.get('name')).toBe(festa.name);
    const shown = query(collection(as.anonymous, 'events'), where('showWeb', '==', true));
    expect((await assertSucceeds(getDocs(shown))).docs.map((d) => d.id)).toEqual([festa.slug]);
  });

  it('refuses an anonymous visitor a hidden event, and a list that does not ask for showWeb', async () => {
    await assertFails(getDoc(doc(as.anonymous, 'events/cena')));
    await assertFails(getDocs(collection(as.anonymous, 'events')));
    await assertFails(
      getDocs(query(collection(as.anonymous, 'events'), where('showWeb', '==', false))),
    );
  });

  it('lets a signed-in user without the staff claim read shown events only', async () => {
    await assertSucceeds(getDoc(doc(as.user, path)));
    await assertFails(getDoc(doc(as.user, 'events/cena')));
  });

  it('lets staff read hidden events and count them all', async () => {
    await assertSucceeds(getDoc(doc(as.staff, 'events/cena')));
    const count = await assertSucceeds(getCountFromServer(collection(as.staff, 'events')));
    expect(count.data().count).toBe(2);
  });

  it('lets staff add, update and delete an event with its log entry', async () => {
    await assertSucceeds(
      logged('mercatino', (batch) =>
        batch.set(eventRef('mercatino'), { slug: 'mercatino', name: 'Mercatino', showWeb: false }),
      ),
    );
    await assertSucceeds(
      logged(festa.slug, (batch) => batch.update(eventRef(festa.slug), { name_en: 'Spring fair' })),
    );
    await assertSucceeds(logged(festa.slug, (batch) => batch.delete(eventRef(festa.slug))));
  });

  it('refuses staff an event write without its log entry', async () => {
    await assertFails(
      setDoc(eventRef('mercatino'), { slug: 'mercatino', name: 'M', showWeb: false }),
    );
    await assertFails(updateDoc(eventRef(festa.slug), { name_en: 'Spring fair' }));
    await assertFails(deleteDoc(eventRef(festa.slug)));
    const aboutHorse = { entry: logEntryFor('horses', festa.slug) };
    await assertFails(
      logged(festa.slug, (batch) => batch.delete(eventRef(festa.slug)), aboutHorse),
    );
    await assertFails(
      logged(festa.slug, (batch) => batch.delete(eventRef(festa.slug)), { head: false }),
    );
  });

  it('refuses staff an event without a showWeb flag, or whose slug is not its id', async () => {
    await assertFails(
      logged('mercatino', (batch) =>
        batch.set(eventRef('mercatino'), { slug: 'mercatino', name: 'M' }),
      ),
    );
    await assertFails(
      logged('mercatino', (batch) =>
        batch.set(eventRef('mercatino'), { slug: 'mercatino', name: 'M', showWeb: 'yes' }),
      ),
    );
    await assertFails(
      logged('mercatino', (batch) =>
        batch.set(eventRef('mercatino'), { slug: 'altro', name: 'M', showWeb: true }),
      ),
    );
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
