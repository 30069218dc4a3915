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
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type WriteBatch,
} from 'firebase/firestore';
import {
  callersOf,
  commitLogged,
  logEntryFor,
  seed,
  startRulesTestEnvironment,
  without,
  type Callers,
} from './support.ts';

// docs/decisions/0040-care-records.md.

let env: RulesTestEnvironment;
let as: Callers;

beforeAll(async () => {
  env = await startRulesTestEnvironment();
  as = callersOf(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const storedId = 'AbCdEfGhIjKlMnOpQr12';
const newId = 'ZyXwVuTsRqPoNmLkJi98';
const record = {
  horseSlug: 'ada',
  type: 'Maniscalco',
  date: '2026-05-12',
  notes: 'Ferri anteriori.',
  cost: 80,
};
const fresh = { ...record, type: 'Sverminazione', notes: '', cost: null };
const tomIntervals = { Maniscalco: { every: 6, unit: 'settimane' } };

const logged = (
  collectionName: string,
  id: string,
  write: (batch: WriteBatch) => void,
  options = {},
) => commitLogged(as.staff, [collectionName, id], write, options);
const recordRef = (id: string) => doc(as.staff, 'careRecords', id);
const create = (id: string, data: DocumentData) =>
  logged('careRecords', id, (batch) => batch.set(recordRef(id), data));
const intervalsRef = (slug: string) => doc(as.staff, 'careIntervals', slug);
const setIntervals = (slug: string, data: DocumentData) =>
  logged('careIntervals', slug, (batch) => batch.set(intervalsRef(slug), data));

describe('careRecords', () => {
  beforeEach(() => seed(env, { [`careRecords/${storedId}`]: record }));

  it('lets staff get and list the records, and nobody else', async () => {
    const snapshot = await assertSucceeds(getDoc(recordRef(storedId)));
    expect(snapshot.get('type')).toBe('Maniscalco');
    const ofAda = query(collection(as.staff, 'careRecords'), where('horseSlug', '==', 'ada'));
    expect((await assertSucceeds(getDocs(ofAda))).docs.map((d) => d.id)).toEqual([storedId]);
    await assertSucceeds(getDocs(collection(as.staff, 'careRecords')));
    for (const db of [as.anonymous, as.user]) {
      await assertFails(getDoc(doc(db, 'careRecords', storedId)));
      await assertFails(getDocs(collection(db, 'careRecords')));
      await assertFails(
        getDocs(query(collection(db, 'careRecords'), where('horseSlug', '==', 'ada'))),
      );
    }
  });

  it('lets staff add, update and delete a record with its log entry', async () => {
    await assertSucceeds(create(newId, fresh));
    await assertSucceeds(create(newId, { ...fresh, cost: 45.5, notes: 'n'.repeat(2000) }));
    await assertSucceeds(create(newId, { ...fresh, cost: 0, type: 'Visita veterinaria' }));
    await assertSucceeds(create(newId, { ...fresh, cost: 100_000, type: 'Altro' }));
    await assertSucceeds(
      logged('careRecords', storedId, (batch) =>
        batch.update(recordRef(storedId), { notes: 'Solo pareggio.', cost: 45 }),
      ),
    );
    await assertSucceeds(
      logged('careRecords', storedId, (batch) => batch.delete(recordRef(storedId))),
    );
  });

  it('refuses a visitor and a signed-in user without the staff claim any write', async () => {
    for (const db of [as.anonymous, as.user]) {
      await assertFails(setDoc(doc(db, 'careRecords', newId), fresh));
      await assertFails(updateDoc(doc(db, 'careRecords', storedId), { notes: 'x' }));
      await assertFails(deleteDoc(doc(db, 'careRecords', storedId)));
    }
    await assertFails(
      commitLogged(as.user, ['careRecords', newId], (batch) =>
        batch.set(doc(as.user, 'careRecords', newId), fresh),
      ),
    );
  });

  it('refuses staff a write without its log entry, or logged about something else', async () => {
    await assertFails(setDoc(recordRef(newId), fresh));
    await assertFails(updateDoc(recordRef(storedId), { notes: 'Senza registro' }));
    await assertFails(deleteDoc(recordRef(storedId)));
    await assertFails(
      logged('careRecords', storedId, (batch) => batch.delete(recordRef(storedId)), {
        head: false,
      }),
    );
    const aboutNews = { entry: logEntryFor('horseNews', newId) };
    await assertFails(
      logged('careRecords', newId, (batch) => batch.set(recordRef(newId), fresh), aboutNews),
    );
    const aboutOther = { entry: logEntryFor('careRecords', storedId) };
    await assertFails(
      logged('careRecords', newId, (batch) => batch.set(recordRef(newId), fresh), aboutOther),
    );
  });

  it('refuses an id that is not an auto-id', async () => {
    await assertFails(create('ada-maniscalco', fresh));
    await assertFails(create(`${newId}x`, fresh));
  });

  it('refuses an extra key and a missing one', async () => {
    await assertFails(create(newId, { ...fresh, slug: newId }));
    await assertFails(create(newId, { ...fresh, nextDue: '2026-07-01' }));
    for (const key of Object.keys(fresh)) await assertFails(create(newId, without(fresh, key)));
  });

  it('refuses wrong types and an unknown care type', async () => {
    await assertFails(create(newId, { ...fresh, horseSlug: 42 }));
    await assertFails(create(newId, { ...fresh, type: 'Parrucchiere' }));
    await assertFails(create(newId, { ...fresh, type: 'maniscalco' }));
    await assertFails(create(newId, { ...fresh, date: new Date('2026-05-12') }));
    await assertFails(create(newId, { ...fresh, notes: null }));
    await assertFails(create(newId, { ...fresh, cost: '80' }));
    await assertFails(create(newId, { ...fresh, cost: true }));
  });

  it('refuses oversize notes, a negative or huge cost, a malformed date or horse', async () => {
    await assertFails(create(newId, { ...fresh, notes: 'n'.repeat(2001) }));
    await assertFails(create(newId, { ...fresh, cost: -1 }));
    await assertFails(create(newId, { ...fresh, cost: -0.5 }));
    await assertFails(create(newId, { ...fresh, cost: 100_000.01 }));
    await assertFails(create(newId, { ...fresh, date: '12/05/2026' }));
    await assertFails(create(newId, { ...fresh, date: '' }));
    await assertFails(create(newId, { ...fresh, horseSlug: '' }));
    await assertFails(create(newId, { ...fresh, horseSlug: 'ada/../blu' }));
  });

  it('refuses moving a record to another horse', async () => {
    await assertFails(
      logged('careRecords', storedId, (batch) =>
        batch.set(recordRef(storedId), { ...record, horseSlug: 'blu' }),
      ),
    );
  });
});

describe('careIntervals', () => {
  beforeEach(() => seed(env, { 'careIntervals/tom': tomIntervals }));

  it('lets staff read a horse’s intervals, and nobody else', async () => {
    const snapshot = await assertSucceeds(getDoc(intervalsRef('tom')));
    expect(snapshot.get('Maniscalco')).toEqual({ every: 6, unit: 'settimane' });
    await assertSucceeds(getDocs(collection(as.staff, 'careIntervals')));
    for (const db of [as.anonymous, as.user]) {
      await assertFails(getDoc(doc(db, 'careIntervals', 'tom')));
      await assertFails(getDocs(collection(db, 'careIntervals')));
    }
  });

  it('lets staff set, change and delete them with their log entry', async () => {
    await assertSucceeds(setIntervals('ada', {}));
    await assertSucceeds(
      setIntervals('ada', {
        Maniscalco: { every: 1, unit: 'settimane' },
        Vaccinazione: { every: 120, unit: 'mesi' },
        Dentista: { every: 52, unit: 'settimane' },
        Sverminazione: { every: 4, unit: 'mesi' },
      }),
    );
    await assertSucceeds(setIntervals('tom', { Dentista: { every: 6, unit: 'mesi' } }));
    await assertSucceeds(
      logged('careIntervals', 'tom', (batch) => batch.delete(intervalsRef('tom'))),
    );
  });

  it('refuses anyone but staff, and staff without the log entry', async () => {
    for (const db of [as.anonymous, as.user]) {
      await assertFails(setDoc(doc(db, 'careIntervals', 'ada'), tomIntervals));
      await assertFails(deleteDoc(doc(db, 'careIntervals', 'tom')));
    }
    await assertFails(setDoc(intervalsRef('ada'), tomIntervals));
    await assertFails(deleteDoc(intervalsRef('tom')));
    const aboutOther = { entry: logEntryFor('careIntervals', 'tom') };
    await assertFails(
      logged('careIntervals', 'ada', (batch) => batch.set(intervalsRef('ada'), {}), aboutOther),
    );
    const aboutRecords = { entry: logEntryFor('careRecords', 'ada') };
    await assertFails(
      logged('careIntervals', 'ada', (batch) => batch.set(intervalsRef('ada'), {}), aboutRecords),
    );
  });

  it('refuses a type that does not recur, an extra key and malformed intervals', async () => {
    const bad = [
      { 'Visita veterinaria': { every: 12, unit: 'mesi' } },
      { horseSlug: 'ada' },
      { Maniscalco: { every: 6, unit: 'settimane', since: '2026-01-01' } },
      { Maniscalco: { every: 6 } },
      { Maniscalco: { every: 0, unit: 'settimane' } },
      { Maniscalco: { every: 121, unit: 'settimane' } },
      { Maniscalco: { every: 6.5, unit: 'settimane' } },
      { Maniscalco: { every: '6', unit: 'settimane' } },
      { Maniscalco: { every: 6, unit: 'giorni' } },
      { Maniscalco: 6 },
    ];
    for (const data of bad) await assertFails(setIntervals('ada', data));
  });
});
