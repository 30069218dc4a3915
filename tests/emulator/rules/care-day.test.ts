import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDocs,
  setDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import {
  callersOf,
  commitLogged,
  logEntryFor,
  seed,
  startRulesTestEnvironment,
  userUid,
  type Callers,
} from './support.ts';

// A care day (docs/decisions/0040-care-records.md, "Farrier's day"): one commit, one log entry.

let env: RulesTestEnvironment;
let as: Callers;

beforeAll(async () => {
  env = await startRulesTestEnvironment();
  as = callersOf(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const dayId = 'DayDayDayDayDayDay01';
const day = { type: 'Maniscalco', date: '2026-11-24', notes: 'Ferri nuovi.', cost: 45.5 };
const recordId = (n: number) => `CareDayRecord${String(n).padStart(7, '0')}`;
const recordOf = (horseSlug: string) => ({ horseSlug, ...day });

const dayEntry = (records: Record<string, string>, item: DocumentData = {}, slug = dayId) =>
  logEntryFor('careRecords', slug, {
    function: 'addCareDay',
    params: { slug, item: { ...day, records, ...item } },
  });

const underDay = (
  records: Record<string, string>,
  write: (batch: WriteBatch) => void,
  item: DocumentData = {},
  db: Firestore = as.staff,
) => commitLogged(db, ['careRecords', dayId], write, { entry: dayEntry(records, item) });

const ref = (id: string, db: Firestore = as.staff) => doc(db, 'careRecords', id);

function commitDay(horses: readonly string[]) {
  const records = Object.fromEntries(horses.map((horse, n) => [recordId(n), horse]));
  return underDay(records, (batch) => {
    for (const [id, horse] of Object.entries(records)) batch.set(ref(id), recordOf(horse));
  });
}

const horses = (count: number) => Array.from({ length: count }, (_, n) => `cavallo-${n + 1}`);

describe('a care day', () => {
  it('lets staff create a record per horse under one entry', async () => {
    await assertSucceeds(commitDay(['ada', 'gerba', 'tom']));
    const stored = await getDocs(collection(as.staff, 'careRecords'));
    expect(stored.docs.map((d) => d.get('horseSlug')).sort()).toEqual(['ada', 'gerba', 'tom']);
    expect(stored.docs.every((d) => d.get('date') === day.date && d.get('cost') === 45.5)).toBe(
      true,
    );
    await assertSucceeds(
      underDay(
        { [recordId(9)]: 'blu' },
        (batch) => batch.set(ref(recordId(9)), { ...recordOf('blu'), notes: '', cost: null }),
        { notes: '', cost: null },
      ),
    );
  });

  it('refuses a record for a horse its entry does not name, or under another id', async () => {
    const records = { [recordId(0)]: 'ada', [recordId(1)]: 'gerba' };
    await assertFails(
      underDay(records, (batch) => {
        batch.set(ref(recordId(0)), recordOf('ada'));
        batch.set(ref(recordId(1)), recordOf('blu'));
      }),
    );
    await assertFails(
      underDay(records, (batch) => {
        batch.set(ref(recordId(0)), recordOf('ada'));
        batch.set(ref(recordId(1)), recordOf('gerba'));
        batch.set(ref(recordId(2)), recordOf('gerba'));
      }),
    );
    expect((await getDocs(collection(as.staff, 'careRecords'))).size).toBe(0);
  });

  it('refuses a record whose type, date, notes or cost differ from the day’s', async () => {
    const records = { [recordId(0)]: 'ada' };
    const changes: DocumentData[] = [
      { type: 'Dentista' },
      { date: '2026-11-25' },
      { notes: 'Altro' },
      { cost: 45 },
      { cost: null },
    ];
    for (const change of changes) {
      await assertFails(
        underDay(records, (batch) =>
          batch.set(ref(recordId(0)), { ...recordOf('ada'), ...change }),
        ),
      );
    }
    await assertSucceeds(
      underDay(records, (batch) => batch.set(ref(recordId(0)), recordOf('ada'))),
    );
  });

  it('refuses a day whose entry is malformed or about another collection', async () => {
    const records = { [recordId(0)]: 'ada' };
    const write = (batch: WriteBatch) => batch.set(ref(recordId(0)), recordOf('ada'));
    await assertFails(
      commitLogged(as.staff, ['careRecords', dayId], write, {
        entry: logEntryFor('careRecords', dayId, {
          function: 'addCareDay',
          params: { slug: dayId, item: day },
        }),
      }),
    );
    await assertFails(
      commitLogged(as.staff, ['careRecords', dayId], write, {
        entry: logEntryFor('careRecords', dayId, {
          function: 'addCareDay',
          params: { slug: dayId, item: { ...day, records: [recordId(0)] } },
        }),
      }),
    );
    await assertFails(
      commitLogged(as.staff, ['careRecords', dayId], write, {
        entry: { ...dayEntry(records), collection: 'careIntervals' },
      }),
    );
    await assertFails(
      commitLogged(as.staff, ['careRecords', dayId], write, {
        entry: { ...dayEntry(records), function: 'addCareRecord' },
      }),
    );
    // The logs' own rules still want params of exactly slug and item.
    await assertFails(
      commitLogged(as.staff, ['careRecords', dayId], write, {
        entry: logEntryFor('careRecords', dayId, {
          function: 'addCareDay',
          params: { slug: dayId, item: { ...day, records }, records },
        }),
      }),
    );
  });

  it('refuses an update or a delete logged with a day’s entry', async () => {
    await seed(env, { [`careRecords/${recordId(0)}`]: recordOf('ada') });
    const records = { [recordId(0)]: 'ada' };
    await assertFails(
      underDay(records, (batch) => batch.update(ref(recordId(0)), { notes: 'Ferri nuovi.' })),
    );
    await assertFails(underDay(records, (batch) => batch.set(ref(recordId(0)), recordOf('ada'))));
    await assertFails(underDay(records, (batch) => batch.delete(ref(recordId(0)))));
    await assertSucceeds(
      commitLogged(as.staff, ['careRecords', recordId(0)], (batch) =>
        batch.update(ref(recordId(0)), { notes: 'Solo pareggio.' }),
      ),
    );
    await assertSucceeds(
      commitLogged(as.staff, ['careRecords', recordId(0)], (batch) =>
        batch.delete(ref(recordId(0))),
      ),
    );
  });

  it('refuses a visitor and a signed-in user without the staff claim', async () => {
    const records = { [recordId(0)]: 'ada' };
    for (const db of [as.anonymous, as.user]) {
      await assertFails(setDoc(ref(recordId(0), db), recordOf('ada')));
    }
    const byUser = {
      ...dayEntry(records),
      user: { uid: userUid, email: 'volontario@example.org', displayName: null },
    };
    await assertFails(
      commitLogged(
        as.user,
        ['careRecords', dayId],
        (batch) => batch.set(ref(recordId(0), as.user), recordOf('ada')),
        { entry: byUser },
      ),
    );
    const batch = writeBatch(as.staff);
    batch.set(ref(recordId(0)), recordOf('ada'));
    await assertFails(batch.commit());
  });

  // The rules read the same three documents for every record; Firestore's 500 writes bound a day
  // (decision 40 has the measurements).
  it.each([20, 40, 498])('accepts a day of %i horses in one commit', async (count) => {
    await assertSucceeds(commitDay(horses(count)));
    expect((await getDocs(collection(as.staff, 'careRecords'))).size).toBe(count);
  });
});
