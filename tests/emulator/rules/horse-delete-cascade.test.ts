import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  where,
  writeBatch,
  type DocumentData,
  type WriteBatch,
} from 'firebase/firestore';
import {
  callersOf,
  commitLogged,
  firestoreOf,
  logEntryFor,
  seed,
  staffUid,
  startRulesTestEnvironment,
  type Callers,
} from './support.ts';

// firestore.rules `isHorseDeletion`, docs/decisions/0043-deleting-a-horse.md.

let env: RulesTestEnvironment;
let as: Callers;

beforeAll(async () => {
  env = await startRulesTestEnvironment();
  as = callersOf(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const autoId = (prefix: string, n: number) =>
  `${prefix}${String(n).padStart(20 - prefix.length, '0')}`;

const news = (horseSlug: string, id: string) => ({
  horseSlug,
  date: '2026-05-12',
  title: 'Una notizia',
  text: '<p>Testo</p>',
  photo: `horses/${horseSlug}/news/${id}.webp`,
});
const careRecord = (horseSlug: string) => ({
  horseSlug,
  type: 'Maniscalco',
  date: '2026-05-12',
  notes: '',
  cost: 80,
});
const horseDocument = (horseSlug: string, id: string) => ({
  horseSlug,
  type: 'Passaporto',
  title: 'Passaporto',
  expiry: '',
  path: `horseDocuments/${horseSlug}/${id}/passaporto.pdf`,
  contentType: 'application/pdf',
  size: 1000,
  uploadedAt: new Date('2026-05-12T10:00:00Z'),
});
const intervals = { Maniscalco: { every: 6, unit: 'settimane' } };

interface Counts {
  news: number;
  care: number;
  documents: number;
}

function belongingsOf(slug: string, counts: Counts): Record<string, DocumentData> {
  const tag = slug.replace(/[^a-z]/g, '').slice(0, 3);
  const documents: Record<string, DocumentData> = { [`careIntervals/${slug}`]: intervals };
  for (let n = 0; n < counts.news; n += 1) {
    const id = autoId(`N${tag}`, n);
    documents[`horseNews/${id}`] = news(slug, id);
  }
  for (let n = 0; n < counts.care; n += 1) {
    documents[`careRecords/${autoId(`C${tag}`, n)}`] = careRecord(slug);
  }
  for (let n = 0; n < counts.documents; n += 1) {
    const id = autoId(`D${tag}`, n);
    documents[`horseDocuments/${id}`] = horseDocument(slug, id);
  }
  return documents;
}

const horse = (slug: string) => ({ slug, name: slug, showWeb: true });
const one: Counts = { news: 1, care: 1, documents: 1 };
const ada = belongingsOf('ada', one);
const blu = belongingsOf('blu', one);

const deletionEntry = (slug: string, overrides: DocumentData = {}) =>
  logEntryFor('horses', slug, {
    function: 'deleteHorse',
    params: { slug, item: horse(slug) },
    ...overrides,
  });

function deletion(
  paths: string[],
  options: { horse?: string | false; entry?: DocumentData; db?: Callers[keyof Callers] } = {},
) {
  const slug = options.horse === undefined ? 'ada' : options.horse;
  const db = options.db ?? as.staff;
  const write = (batch: WriteBatch) => {
    if (slug) {
      batch.delete(doc(db, 'horses', slug));
      batch.delete(doc(db, 'publicHorses', slug));
    }
    for (const path of paths) batch.delete(doc(db, path));
  };
  return commitLogged(db, ['horses', slug || 'ada'], write, {
    entry: options.entry ?? deletionEntry(slug || 'ada'),
  });
}

async function exists(path: string): Promise<boolean> {
  let found = false;
  await env.withSecurityRulesDisabled(async (context) => {
    found = (await getDoc(doc(firestoreOf(context), path))).exists();
  });
  return found;
}

async function countOf(slug: string): Promise<number> {
  let count = 0;
  await env.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    for (const name of ['horseNews', 'careRecords', 'horseDocuments']) {
      count += (await getDocs(query(collection(db, name), where('horseSlug', '==', slug)))).size;
    }
  });
  return count;
}

describe('deleting a horse with what belongs to it', () => {
  beforeEach(() =>
    seed(env, {
      'horses/ada': horse('ada'),
      'publicHorses/ada': horse('ada'),
      'horses/blu': horse('blu'),
      ...ada,
      ...blu,
    }),
  );

  it('lets staff delete the horse, its news, care, intervals and documents in one commit', async () => {
    await assertSucceeds(deletion(Object.keys(ada)));
    for (const path of ['horses/ada', 'publicHorses/ada', ...Object.keys(ada)]) {
      expect(await exists(path), path).toBe(false);
    }
    for (const path of ['horses/blu', ...Object.keys(blu)])
      expect(await exists(path), path).toBe(true);
  });

  it("refuses a deleteHorse entry deleting another horse's things", async () => {
    for (const path of Object.keys(blu)) {
      await assertFails(deletion([path]));
      expect(await exists(path), path).toBe(true);
    }
    await assertFails(deletion([...Object.keys(ada), ...Object.keys(blu)]));
  });

  it('refuses to delete the things of a horse that stays', async () => {
    for (const path of Object.keys(ada)) {
      await assertFails(deletion([path], { horse: false }));
      expect(await exists(path), path).toBe(true);
    }
  });

  it('refuses an entry that is not a deleteHorse of this horse', async () => {
    const paths = Object.keys(ada);
    await assertFails(
      deletion(paths, { entry: deletionEntry('ada', { function: 'updateHorse' }) }),
    );
    await assertFails(
      deletion(paths, {
        entry: deletionEntry('ada', {
          function: 'republishPublicHorses',
          params: { slug: '*', item: {} },
        }),
      }),
    );
    // The horse is gone after such a commit, but the entry names another one.
    for (const path of paths) {
      await assertFails(
        deletion([path], {
          horse: false,
          entry: deletionEntry('ada', { params: { slug: 'blu', item: {} } }),
        }),
      );
    }
    await assertFails(
      deletion(paths, { horse: false, entry: deletionEntry('ada', { collection: 'horseNews' }) }),
    );
    for (const path of paths) expect(await exists(path), path).toBe(true);
  });

  it('refuses a deletion without its own entry: no head, or a head naming an older entry', async () => {
    const paths = Object.keys(ada);
    const write = (batch: WriteBatch) => {
      batch.delete(doc(as.staff, 'horses/ada'));
      for (const path of paths) batch.delete(doc(as.staff, path));
    };
    await assertFails(
      commitLogged(as.staff, ['horses', 'ada'], write, {
        entry: deletionEntry('ada'),
        head: false,
      }),
    );
    await seed(env, {
      'logs/oldDeleteHorseEntry1': deletionEntry('ada', { date: new Date() }),
      [`logHeads/${staffUid}`]: { log: 'oldDeleteHorseEntry1' },
    });
    // The head still names that entry: nothing in this commit is logged.
    const unlogged = writeBatch(as.staff);
    for (const path of paths) unlogged.delete(doc(as.staff, path));
    await assertFails(unlogged.commit());
    for (const path of paths) expect(await exists(path), path).toBe(true);
  });

  it('refuses anyone but staff', async () => {
    const paths = Object.keys(ada);
    await assertFails(deletion(paths, { db: as.user }));
    await assertFails(deletion(paths, { db: as.anonymous }));
    for (const path of ['horses/ada', ...paths]) expect(await exists(path), path).toBe(true);
  });
});

describe('what is left of a horse already deleted', () => {
  beforeEach(() => seed(env, { ...ada, 'horses/blu': horse('blu'), ...blu }));

  const later = (deletes?: unknown, slug = 'ada') =>
    deletionEntry(slug, {
      params: {
        slug,
        item: { batch: 2, batches: 2, ...(deletes === undefined ? {} : { deletes }) },
      },
    });
  const adaPaths = Object.keys(ada);
  const adaNews = adaPaths.find((path) => path.startsWith('horseNews/')) ?? '';

  it('is deleted under a deleteHorse entry naming the horse (the commits after the first)', async () => {
    // The entry names one thing the commit deletes: the intervals, under the horse's slug.
    await assertSucceeds(deletion(adaPaths, { horse: false, entry: later(adaPaths[0]) }));
    for (const path of adaPaths) expect(await exists(path), path).toBe(false);
  });

  it('accepts an entry naming a news, a care record or a document the commit deletes', async () => {
    await assertSucceeds(deletion([adaNews], { horse: false, entry: later(adaNews) }));
    expect(await exists(adaNews)).toBe(false);
  });

  it('refuses such an entry unless its commit deletes a thing of that horse it names', async () => {
    // No write at all: the entry would stand for a deletion that never happened.
    await assertFails(deletion([], { horse: false, entry: later() }));
    await assertFails(deletion(adaPaths, { horse: false, entry: later() }));
    // Named, but not deleted by this commit, or not there before it.
    await assertFails(deletion([], { horse: false, entry: later(adaNews) }));
    const adaCare = adaPaths.find((path) => path.startsWith('careRecords/')) ?? '';
    await assertFails(deletion([adaCare], { horse: false, entry: later(adaNews) }));
    await assertFails(
      deletion([], { horse: false, entry: later(`horseNews/${autoId('Nada', 99)}`) }),
    );
    // Another horse's thing, another collection, or not a path.
    const bluNews = Object.keys(blu).find((path) => path.startsWith('horseNews/')) ?? '';
    await assertFails(deletion([adaNews], { horse: false, entry: later(bluNews) }));
    await assertFails(deletion([adaNews], { horse: false, entry: later('horses/blu') }));
    await assertFails(
      deletion(['careIntervals/ada'], { horse: false, entry: later('careIntervals/blu') }),
    );
    await assertFails(deletion([adaNews], { horse: false, entry: later(['horseNews', 'x']) }));
    for (const path of adaPaths) expect(await exists(path), path).toBe(true);
  });

  it('never makes the things of a horse still there deletable', async () => {
    const entry = deletionEntry('blu');
    for (const path of Object.keys(blu)) {
      await assertFails(deletion([path], { horse: false, entry }));
    }
  });
});

// Rules read at most 20 other documents per batch, the same counted once: a deletion reads four.
describe('the rules cost of a large deletion', () => {
  it.each([[{ news: 10, care: 30, documents: 5 }], [{ news: 40, care: 430, documents: 25 }]])(
    'deletes a horse with %o and its intervals in one commit',
    async (counts) => {
      const many = belongingsOf('ada', counts);
      await seed(env, { 'horses/ada': horse('ada'), 'publicHorses/ada': horse('ada'), ...many });
      expect(Object.keys(many).length + 4).toBeLessThanOrEqual(500);
      await assertSucceeds(deletion(Object.keys(many)));
      expect(await exists('horses/ada')).toBe(false);
      expect(await exists('careIntervals/ada')).toBe(false);
      expect(await countOf('ada')).toBe(0);
    },
  );
});
