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
  serverTimestamp,
  setDoc,
  Timestamp,
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

// docs/decisions/0041-horse-documents.md.

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
const stored = {
  horseSlug: 'ada',
  type: 'Passaporto',
  title: 'Passaporto di Ada',
  expiry: '2027-01-31',
  path: `horseDocuments/ada/${storedId}/passaporto.pdf`,
  contentType: 'application/pdf',
  size: 123_456,
  uploadedAt: Timestamp.fromDate(new Date('2026-05-12T10:00:00Z')),
};
/** A new document as the api writes it (the upload time is the server's). */
const fresh = (overrides: DocumentData = {}): DocumentData => ({
  horseSlug: 'ada',
  type: 'Contratto di adozione',
  title: 'Contratto Rossi',
  expiry: '',
  path: `horseDocuments/ada/${newId}/contratto-rossi.pdf`,
  contentType: 'application/pdf',
  size: 2048,
  uploadedAt: serverTimestamp(),
  ...overrides,
});

const logged = (id: string, write: (batch: WriteBatch) => void, options = {}) =>
  commitLogged(as.staff, ['horseDocuments', id], write, options);
const documentRef = (id: string) => doc(as.staff, 'horseDocuments', id);
/** The entry as the app writes it: the document, and its file stored or deleted. */
const naming = (id: string, item: DocumentData, files: DocumentData, fn = 'addHorseDocument') => ({
  entry: logEntryFor('horseDocuments', id, { function: fn, params: { slug: id, item, files } }),
});
const create = (id: string, data: DocumentData, files?: DocumentData) =>
  logged(
    id,
    (batch) => batch.set(documentRef(id), data),
    naming(id, without(data, 'uploadedAt'), files ?? { stored: [data.path ?? ''] }),
  );
const remove = (id: string, files: DocumentData = { deleted: [stored.path] }) =>
  logged(
    id,
    (batch) => batch.delete(documentRef(id)),
    naming(id, without(stored, 'uploadedAt'), files, 'deleteHorseDocument'),
  );

describe('horseDocuments', () => {
  beforeEach(() => seed(env, { [`horseDocuments/${storedId}`]: stored }));

  it('refuses a visitor and a signed-in user without the staff claim any read', async () => {
    for (const db of [as.anonymous, as.user]) {
      await assertFails(getDoc(doc(db, 'horseDocuments', storedId)));
      await assertFails(getDocs(collection(db, 'horseDocuments')));
      await assertFails(
        getDocs(query(collection(db, 'horseDocuments'), where('horseSlug', '==', 'ada'))),
      );
    }
  });

  it('lets staff get and list the documents', async () => {
    const snapshot = await assertSucceeds(getDoc(documentRef(storedId)));
    expect(snapshot.get('title')).toBe(stored.title);
    const ofAda = query(collection(as.staff, 'horseDocuments'), where('horseSlug', '==', 'ada'));
    expect((await assertSucceeds(getDocs(ofAda))).docs.map((d) => d.id)).toEqual([storedId]);
    await assertSucceeds(getDocs(collection(as.staff, 'horseDocuments')));
  });

  it('lets staff add and delete a document with its log entry', async () => {
    await assertSucceeds(create(newId, fresh()));
    await assertSucceeds(remove(storedId));
  });

  it('refuses a document whose entry does not name its file stored, and a deletion not naming it deleted', async () => {
    const path = fresh().path as string;
    await assertFails(logged(newId, (batch) => batch.set(documentRef(newId), fresh())));
    await assertFails(create(newId, fresh(), { deleted: [path] }));
    await assertFails(logged(storedId, (batch) => batch.delete(documentRef(storedId))));
    await assertFails(remove(storedId, { stored: [stored.path] }));
  });

  it("refuses an entry naming another file than the document's own", async () => {
    const path = fresh().path as string;
    await assertFails(create(newId, fresh(), { stored: [path, stored.path] }));
    await assertFails(create(newId, fresh(), { stored: [path], deleted: [stored.path] }));
    await assertFails(create(newId, fresh(), { stored: [path, 'horses/ada-thumb.webp'] }));
    await assertFails(create(newId, fresh(), { stored: [] }));
    await assertFails(create(newId, fresh(), { stored: path }));
    await assertFails(create(newId, fresh(), { stored: [path], moved: [path] }));
    await assertFails(remove(storedId, { deleted: [stored.path, path] }));
  });

  it('accepts each type of file named with its extension, each document type, a title of 200 characters and a file just under 20 MiB', async () => {
    const variants: DocumentData[] = [
      { expiry: '2026-12-31', contentType: 'image/jpeg', name: 'scan_1.jpg' },
      { contentType: 'image/png', name: 'm4.png' },
      { contentType: 'image/webp', name: 'r.webp' },
      ...['Passaporto', 'Contratto di adozione', 'Referto', 'Modello 4', 'Altro'].map((type) => ({
        type,
      })),
      { title: 'a'.repeat(200) },
      { size: 20 * 1024 * 1024 - 1 },
    ];
    for (const [i, { name = 'contratto-rossi.pdf', ...overrides }] of variants.entries()) {
      const id = `NewDocumentId0000${String(i).padStart(3, '0')}`;
      await assertSucceeds(
        create(id, fresh({ ...overrides, path: `horseDocuments/ada/${id}/${name}` })),
      );
    }
  });

  it('refuses a visitor and a signed-in user without the staff claim any write', async () => {
    for (const db of [as.anonymous, as.user]) {
      await assertFails(setDoc(doc(db, 'horseDocuments', newId), fresh()));
      await assertFails(updateDoc(doc(db, 'horseDocuments', storedId), { title: 'x' }));
      await assertFails(deleteDoc(doc(db, 'horseDocuments', storedId)));
    }
    await assertFails(
      commitLogged(as.user, ['horseDocuments', newId], (batch) =>
        batch.set(doc(as.user, 'horseDocuments', newId), fresh()),
      ),
    );
  });

  it('refuses staff a write without its log entry', async () => {
    await assertFails(setDoc(documentRef(newId), fresh()));
    await assertFails(deleteDoc(documentRef(storedId)));
    await assertFails(
      logged(storedId, (batch) => batch.delete(documentRef(storedId)), {
        ...naming(storedId, stored, { deleted: [stored.path] }, 'deleteHorseDocument'),
        head: false,
      }),
    );
  });

  it('refuses an entry about another collection or another document', async () => {
    const aboutNews = { entry: logEntryFor('horseNews', newId) };
    await assertFails(logged(newId, (batch) => batch.set(documentRef(newId), fresh()), aboutNews));
    const aboutOther = { entry: logEntryFor('horseDocuments', storedId) };
    await assertFails(logged(newId, (batch) => batch.set(documentRef(newId), fresh()), aboutOther));
  });

  it('refuses any change to a stored document, logged or not', async () => {
    await assertFails(
      logged(storedId, (batch) => batch.update(documentRef(storedId), { expiry: '2030-01-01' })),
    );
    await assertFails(
      logged(storedId, (batch) =>
        batch.set(documentRef(storedId), { ...stored, uploadedAt: serverTimestamp() }),
      ),
    );
  });

  it('refuses an id that is not an auto-id', async () => {
    const path = (id: string) => `horseDocuments/ada/${id}/contratto-rossi.pdf`;
    await assertFails(create('ada-passaporto', fresh({ path: path('ada-passaporto') })));
    await assertFails(create(`${newId}x`, fresh({ path: path(`${newId}x`) })));
  });

  it('refuses an extra key and a missing one', async () => {
    await assertFails(create(newId, fresh({ showWeb: false })));
    await assertFails(create(newId, fresh({ adopter: 'Mario Rossi' })));
    for (const key of Object.keys(fresh())) {
      await assertFails(create(newId, without(fresh(), key)));
    }
  });

  it('refuses wrong types and values', async () => {
    await assertFails(create(newId, fresh({ horseSlug: 42 })));
    await assertFails(create(newId, fresh({ horseSlug: '' })));
    await assertFails(create(newId, fresh({ type: 'Fattura' })));
    await assertFails(create(newId, fresh({ type: '' })));
    await assertFails(create(newId, fresh({ title: '' })));
    await assertFails(create(newId, fresh({ title: 'a'.repeat(201) })));
    await assertFails(create(newId, fresh({ expiry: '31/12/2026' })));
    await assertFails(create(newId, fresh({ expiry: null })));
    await assertFails(create(newId, fresh({ contentType: 'text/html' })));
    await assertFails(create(newId, fresh({ contentType: 'image/svg+xml' })));
    await assertFails(create(newId, fresh({ size: 0 })));
    await assertFails(create(newId, fresh({ size: '2048' })));
    await assertFails(create(newId, fresh({ size: 20 * 1024 * 1024 })));
    await assertFails(
      create(newId, fresh({ uploadedAt: Timestamp.fromDate(new Date('2020-01-01')) })),
    );
  });

  it("refuses a path that is not the document's own file", async () => {
    const at = (path: string) => create(newId, fresh({ path }));
    await assertFails(at(`horseDocuments/blu/${newId}/contratto-rossi.pdf`));
    await assertFails(at(`horseDocuments/ada/${storedId}/contratto-rossi.pdf`));
    await assertFails(at(`horseDocuments/ada/${newId}/contratto-rossi.png`));
    await assertFails(at(`horseDocuments/ada/${newId}/Contratto.pdf`));
    await assertFails(at(`horseDocuments/ada/${newId}/x/contratto.pdf`));
    await assertFails(at(`horses/ada/${newId}/contratto.pdf`));
    await assertFails(at('https://example.org/contratto.pdf'));
    await assertFails(at(''));
  });
});
