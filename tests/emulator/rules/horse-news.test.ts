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

// docs/decisions/0039-horse-news.md.

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
const news = {
  horseSlug: 'ada',
  date: '2026-05-12',
  title: 'Ada ha un nuovo amico',
  text: '<p>Da oggi divide il paddock con <strong>Blu</strong>.</p>',
  photo: `horses/ada/news/${storedId}.webp`,
  showWeb: true,
};
const fresh = { ...news, title: 'Primo giorno al pascolo', photo: '' };

const logged = (id: string, write: (batch: WriteBatch) => void, options = {}) =>
  commitLogged(as.staff, ['horseNews', id], write, options);
const newsRef = (id: string) => doc(as.staff, 'horseNews', id);
/** The entry as the app writes it: the news, and its photo stored or deleted. */
const naming = (id: string, item: DocumentData, files?: DocumentData, fn = 'addHorseNews') => ({
  entry: logEntryFor('horseNews', id, {
    function: fn,
    params: { slug: id, item, ...(files && { files }) },
  }),
});
const create = (id: string, data: DocumentData, files?: DocumentData) =>
  logged(
    id,
    (batch) => batch.set(newsRef(id), data),
    naming(id, data, files ?? (data.photo ? { stored: [data.photo] } : undefined)),
  );
const remove = (id: string, files?: DocumentData) =>
  logged(
    id,
    (batch) => batch.delete(newsRef(id)),
    naming(id, news, files ?? { deleted: [news.photo] }, 'deleteHorseNews'),
  );

const hiddenId = 'HiDdEnNeWsOfBlu00001';
const ofBlu = {
  ...news,
  horseSlug: 'blu',
  title: 'Da non pubblicare',
  photo: `horses/blu/news/${hiddenId}.webp`,
  showWeb: false,
};

describe('horseNews', () => {
  beforeEach(() =>
    seed(env, {
      'horses/ada': { slug: 'ada', showWeb: true },
      'horses/blu': { slug: 'blu', showWeb: false },
      [`horseNews/${storedId}`]: news,
      [`horseNews/${hiddenId}`]: ofBlu,
    }),
  );

  it('lets anyone get and list the news of a horse on the site, asking for showWeb', async () => {
    for (const db of [as.anonymous, as.user]) {
      const snapshot = await assertSucceeds(getDoc(doc(db, 'horseNews', storedId)));
      expect(snapshot.get('title')).toBe(news.title);
      const ofAda = query(
        collection(db, 'horseNews'),
        where('horseSlug', '==', 'ada'),
        where('showWeb', '==', true),
      );
      expect((await assertSucceeds(getDocs(ofAda))).docs.map((d) => d.id)).toEqual([storedId]);
      const shown = query(collection(db, 'horseNews'), where('showWeb', '==', true));
      expect((await assertSucceeds(getDocs(shown))).docs.map((d) => d.id)).toEqual([storedId]);
    }
  });

  it('refuses the public the news of a hidden horse, and a list not asking for showWeb', async () => {
    for (const db of [as.anonymous, as.user]) {
      await assertFails(getDoc(doc(db, 'horseNews', hiddenId)));
      await assertFails(getDocs(collection(db, 'horseNews')));
      await assertFails(
        getDocs(query(collection(db, 'horseNews'), where('horseSlug', '==', 'blu'))),
      );
    }
    const all = await assertSucceeds(getDocs(collection(as.staff, 'horseNews')));
    expect(all.size).toBe(2);
  });

  it("refuses a news whose visibility is not its horse's, or of a horse not in the registry", async () => {
    await assertFails(create(newId, { ...fresh, showWeb: false }));
    await assertFails(create(newId, { ...fresh, horseSlug: 'blu', showWeb: true }));
    await assertFails(create(newId, { ...fresh, horseSlug: 'carla' }));
    await assertFails(
      logged(hiddenId, (batch) => batch.update(newsRef(hiddenId), { showWeb: true })),
    );
    await assertSucceeds(create(newId, { ...fresh, horseSlug: 'blu', showWeb: false }));
  });

  it('lets a horse shown or hidden take its news along, under its own entry', async () => {
    const horseCommit = (slug: string, showWeb: boolean, write: (batch: WriteBatch) => void) =>
      commitLogged(as.staff, ['horses', slug], (batch) => {
        batch.update(doc(as.staff, 'horses', slug), { showWeb });
        write(batch);
      });
    await assertSucceeds(
      horseCommit('blu', true, (batch) => batch.update(newsRef(hiddenId), { showWeb: true })),
    );
    await assertSucceeds(
      horseCommit('ada', false, (batch) => batch.update(newsRef(storedId), { showWeb: false })),
    );
    // Only the visibility, only the horse's own news, only as the horse is after the commit.
    await assertFails(
      horseCommit('ada', true, (batch) =>
        batch.update(newsRef(storedId), { showWeb: true, title: 'Altro' }),
      ),
    );
    await assertFails(
      horseCommit('blu', false, (batch) => batch.update(newsRef(storedId), { showWeb: true })),
    );
    await assertFails(
      horseCommit('blu', false, (batch) => batch.update(newsRef(hiddenId), { showWeb: true })),
    );
  });

  it('lets staff add, update and delete a news with its log entry', async () => {
    await assertSucceeds(create(newId, fresh));
    await assertSucceeds(create(newId, { ...fresh, photo: `horses/ada/news/${newId}.webp` }));
    await assertSucceeds(
      logged(storedId, (batch) => batch.update(newsRef(storedId), { title: 'Ada e Blu' })),
    );
    await assertSucceeds(remove(storedId));
  });

  it('refuses a photo added, taken away or deleted with its news unless the entry names it', async () => {
    const photo = `horses/ada/news/${newId}.webp`;
    await assertFails(create(newId, { ...fresh, photo }, {}));
    await assertFails(logged(newId, (batch) => batch.set(newsRef(newId), { ...fresh, photo })));
    await assertFails(create(newId, { ...fresh, photo }, { deleted: [photo] }));
    const withoutPhoto = { ...news, photo: '' };
    const update = (files?: DocumentData) =>
      logged(
        storedId,
        (batch) => batch.set(newsRef(storedId), withoutPhoto),
        naming(storedId, withoutPhoto, files, 'updateHorseNews'),
      );
    await assertFails(update());
    await assertFails(update({ stored: [news.photo] }));
    await assertFails(logged(storedId, (batch) => batch.delete(newsRef(storedId))));
    await assertFails(remove(storedId, { stored: [news.photo] }));
    await assertSucceeds(update({ deleted: [news.photo] }));
  });

  it("refuses an entry naming a file that is not the news' own photo", async () => {
    const photo = `horses/ada/news/${newId}.webp`;
    await assertFails(create(newId, { ...fresh, photo }, { stored: [photo, news.photo] }));
    await assertFails(
      create(newId, { ...fresh, photo }, { stored: [`horses/blu/news/${newId}.webp`] }),
    );
    await assertFails(create(newId, fresh, { stored: ['horses/ada-thumb.webp'] }));
    await assertFails(create(newId, fresh, { deleted: [`horseDocuments/ada/${newId}/x.pdf`] }));
    await assertFails(create(newId, { ...fresh, photo }, { stored: photo }));
    // A photo replaced keeps its path: named all the same.
    await assertSucceeds(
      logged(
        storedId,
        (batch) => batch.update(newsRef(storedId), { title: 'Nuova foto' }),
        naming(
          storedId,
          { ...news, title: 'Nuova foto' },
          { stored: [news.photo] },
          'updateHorseNews',
        ),
      ),
    );
  });

  it('accepts a title of 200 characters, an empty text and a text of 20000', async () => {
    await assertSucceeds(create(newId, { ...fresh, title: 'a'.repeat(200), text: '' }));
    await assertSucceeds(create(newId, { ...fresh, text: 'b'.repeat(20_000) }));
  });

  it('refuses a visitor and a signed-in user without the staff claim any write', async () => {
    for (const db of [as.anonymous, as.user]) {
      await assertFails(setDoc(doc(db, 'horseNews', newId), fresh));
      await assertFails(updateDoc(doc(db, 'horseNews', storedId), { title: 'x' }));
      await assertFails(deleteDoc(doc(db, 'horseNews', storedId)));
    }
  });

  it('refuses a non-staff user even with a log entry and head of their own', async () => {
    await assertFails(
      commitLogged(as.user, ['horseNews', newId], (batch) =>
        batch.set(doc(as.user, 'horseNews', newId), fresh),
      ),
    );
  });

  it('refuses staff a news write without its log entry', async () => {
    await assertFails(setDoc(newsRef(newId), fresh));
    await assertFails(updateDoc(newsRef(storedId), { title: 'Senza registro' }));
    await assertFails(deleteDoc(newsRef(storedId)));
    await assertFails(
      logged(storedId, (batch) => batch.delete(newsRef(storedId)), {
        ...naming(storedId, news, { deleted: [news.photo] }, 'deleteHorseNews'),
        head: false,
      }),
    );
  });

  it('refuses an entry about another collection or another news', async () => {
    const aboutHorse = { entry: logEntryFor('horses', newId) };
    await assertFails(logged(newId, (batch) => batch.set(newsRef(newId), fresh), aboutHorse));
    const aboutOther = { entry: logEntryFor('horseNews', storedId) };
    await assertFails(logged(newId, (batch) => batch.set(newsRef(newId), fresh), aboutOther));
  });

  it('refuses an id that is not an auto-id', async () => {
    await assertFails(create('ada-notizia', fresh));
    await assertFails(create(`${newId}x`, fresh));
  });

  it('refuses an extra key and a missing one', async () => {
    await assertFails(create(newId, { ...fresh, visible: true }));
    await assertFails(create(newId, { ...fresh, slug: newId }));
    for (const key of Object.keys(fresh)) await assertFails(create(newId, without(fresh, key)));
  });

  it('refuses wrong types', async () => {
    await assertFails(create(newId, { ...fresh, horseSlug: 42 }));
    await assertFails(create(newId, { ...fresh, date: new Date('2026-05-12') }));
    await assertFails(create(newId, { ...fresh, title: ['Titolo'] }));
    await assertFails(create(newId, { ...fresh, text: { html: '<p>x</p>' } }));
    await assertFails(create(newId, { ...fresh, photo: null }));
    await assertFails(create(newId, { ...fresh, showWeb: 'true' }));
  });

  it('refuses an empty or oversize title, an oversize text and a malformed date', async () => {
    await assertFails(create(newId, { ...fresh, title: '' }));
    await assertFails(create(newId, { ...fresh, title: 'a'.repeat(201) }));
    await assertFails(create(newId, { ...fresh, text: 'b'.repeat(20_001) }));
    await assertFails(create(newId, { ...fresh, date: '12/05/2026' }));
    await assertFails(create(newId, { ...fresh, date: '' }));
    await assertFails(create(newId, { ...fresh, horseSlug: '' }));
    await assertFails(create(newId, { ...fresh, horseSlug: 'ada/../blu' }));
  });

  it("refuses a photo that is not the news' own path", async () => {
    await assertFails(create(newId, { ...fresh, photo: `horses/ada/news/${storedId}.webp` }));
    await assertFails(create(newId, { ...fresh, photo: `horses/blu/news/${newId}.webp` }));
    await assertFails(create(newId, { ...fresh, photo: `horses/ada/news/${newId}.png` }));
    await assertFails(create(newId, { ...fresh, photo: 'https://example.org/ada.webp' }));
  });

  it('refuses moving a news to another horse', async () => {
    await assertFails(
      logged(storedId, (batch) =>
        batch.set(newsRef(storedId), {
          ...news,
          horseSlug: 'blu',
          photo: `horses/blu/news/${storedId}.webp`,
        }),
      ),
    );
  });
});
