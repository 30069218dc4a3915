import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import {
  callersOf,
  commitLogged,
  logEntryFor,
  namedStaffUid,
  seed,
  staffEmail,
  staffName,
  staffUid,
  startRulesTestEnvironment,
  userUid,
  without,
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

/** The entry the data layer writes beside a staff save of horses/ada. */
function entry(overrides: DocumentData = {}): DocumentData {
  return logEntryFor('horses', 'ada', {
    function: 'updateHorse',
    params: { slug: 'ada', item: { slug: 'ada', name: 'Ada' } },
    ...overrides,
  });
}

const storedEntry = { ...entry(), date: Timestamp.fromDate(new Date('2026-03-01T10:00:00Z')) };

/** A horse save with this entry, committed as the data layer does (entry + log head). */
function saveAda(db: Firestore, logged: DocumentData, options: { head?: string | false } = {}) {
  return commitLogged(
    db,
    ['horses', 'ada'],
    (batch) => batch.set(doc(db, 'horses/ada'), { slug: 'ada', name: 'Ada' }),
    { entry: logged, ...options },
  );
}

describe('logs', () => {
  it('lets staff commit a horse save with its entry and log head', async () => {
    await assertSucceeds(saveAda(as.staff, entry()));
  });

  it('lets staff whose token carries a name write it as the entry’s display name', async () => {
    const user = { uid: namedStaffUid, email: 'giulia@example.org', displayName: staffName };
    await assertSucceeds(saveAda(as.namedStaff, entry({ user })));
    await assertFails(saveAda(as.namedStaff, entry({ user: { ...user, displayName: null } })));
    await assertFails(
      saveAda(as.namedStaff, entry({ user: { ...user, displayName: 'Mario Rossi' } })),
    );
  });

  it('refuses an entry its commit’s log head does not name', async () => {
    await assertFails(addDoc(collection(as.staff, 'logs'), entry()));
    await assertFails(saveAda(as.staff, entry(), { head: false }));
  });

  it('refuses a whole batch whose entry is malformed', async () => {
    await assertFails(saveAda(as.staff, entry({ user: { uid: 'someone-else' } })));
  });

  it('refuses an anonymous visitor or a signed-in user an entry', async () => {
    await assertFails(addDoc(collection(as.anonymous, 'logs'), entry({ user: { uid: 'nobody' } })));
    await assertFails(
      saveAda(
        as.user,
        entry({ user: { uid: userUid, email: 'volontario@example.org', displayName: null } }),
      ),
    );
  });

  it('refuses staff an entry in the name of another uid, e-mail or name', async () => {
    const me = { uid: staffUid, email: staffEmail, displayName: null };
    const forged = [
      { ...me, uid: 'staff-2' },
      { ...me, email: 'direttivo@example.org' },
      { ...me, displayName: 'La Presidente' },
      { uid: staffUid, email: staffEmail },
      { uid: staffUid, displayName: null },
      { ...me, role: 'admin' },
      staffUid,
    ];
    for (const user of forged) {
      await assertFails(saveAda(as.staff, entry({ user }), { head: staffUid }));
    }
  });

  it('refuses staff an entry with an extra key', async () => {
    await assertFails(saveAda(as.staff, entry({ note: 'x' })));
  });

  it.each(['user', 'function', 'collection', 'params', 'date'])(
    'refuses staff an entry without %s',
    async (key) => {
      await assertFails(saveAda(as.staff, without(entry(), key)));
    },
  );

  it('refuses staff an entry of the wrong shape', async () => {
    await assertFails(saveAda(as.staff, entry({ function: 42 })));
    await assertFails(saveAda(as.staff, entry({ function: '' })));
    await assertFails(saveAda(as.staff, entry({ params: 'ada' })));
    await assertFails(saveAda(as.staff, entry({ params: { slug: 'ada', item: {}, extra: 1 } })));
    await assertFails(saveAda(as.staff, entry({ params: { item: {} } })));
    await assertFails(saveAda(as.staff, entry({ collection: 'settings' })));
    await assertFails(saveAda(as.staff, entry({ date: Timestamp.now() })));
  });

  describe('Storage files named by an entry', () => {
    const photo = ['horses/ada/photo/thumb.webp', 'horses/ada/photo/zoom.webp'];
    const withFiles = (files: unknown) =>
      entry({ params: { slug: 'ada', item: { slug: 'ada', name: 'Ada' }, files } });

    it("accepts a horse save naming its photo stored, and a deletion naming the horse's folders", async () => {
      await assertSucceeds(saveAda(as.staff, withFiles({ stored: photo })));
      await seed(env, { 'horses/ada': { slug: 'ada', name: 'Ada' } });
      await assertSucceeds(
        commitLogged(
          as.staff,
          ['horses', 'ada'],
          (batch) => batch.delete(doc(as.staff, 'horses/ada')),
          {
            entry: logEntryFor('horses', 'ada', {
              function: 'deleteHorse',
              params: {
                slug: 'ada',
                item: { slug: 'ada' },
                files: {
                  deleted: [
                    ...photo,
                    'horses/ada/photo/thumb.png',
                    'horses/ada/photo/zoom.png',
                    'horses/ada/news/',
                    'horseDocuments/ada/',
                  ],
                },
              },
            }),
          },
        ),
      );
    });

    it("refuses an entry naming files that are not its document's own", async () => {
      await assertFails(saveAda(as.staff, withFiles({ stored: ['horses/blu/photo/thumb.webp'] })));
      await assertFails(
        saveAda(as.staff, withFiles({ stored: [...photo, 'web/headers/home.jpg'] })),
      );
      await assertFails(saveAda(as.staff, withFiles({ deleted: ['horseDocuments/blu/'] })));
      await assertFails(saveAda(as.staff, withFiles({ stored: 'horses/ada/photo/thumb.webp' })));
      await assertFails(saveAda(as.staff, withFiles({ stored: [] })));
      await assertFails(saveAda(as.staff, withFiles({})));
      await assertFails(saveAda(as.staff, withFiles({ replaced: photo })));
      await assertFails(saveAda(as.staff, withFiles(photo)));
      await assertFails(saveAda(as.staff, withFiles({ stored: Array(7).fill(photo[0]) })));
    });

    it('refuses files in an entry about a document without files (an event, care)', async () => {
      await assertFails(
        commitLogged(
          as.staff,
          ['events', 'festa'],
          (batch) => batch.set(doc(as.staff, 'events/festa'), { slug: 'festa' }),
          {
            entry: logEntryFor('events', 'festa', {
              params: {
                slug: 'festa',
                item: { slug: 'festa' },
                files: { stored: ['events/festa-thumb.webp'] },
              },
            }),
          },
        ),
      );
    });
  });

  describe('log heads', () => {
    it('are read by their own staff member only', async () => {
      await seed(env, { [`logHeads/${staffUid}`]: { log: 'l1' } });
      await assertSucceeds(getDoc(doc(as.staff, `logHeads/${staffUid}`)));
      await assertFails(getDoc(doc(as.namedStaff, `logHeads/${staffUid}`)));
      await assertFails(getDoc(doc(as.anonymous, `logHeads/${staffUid}`)));
    });

    it('may not point at an entry of an earlier commit, nor at none', async () => {
      await seed(env, { 'logs/old': storedEntry });
      await assertFails(setDoc(doc(as.staff, `logHeads/${staffUid}`), { log: 'old' }));
      await assertFails(setDoc(doc(as.staff, `logHeads/${staffUid}`), { log: 'missing' }));
    });

    it('may not be written for another staff member, or with another key', async () => {
      const batch = writeBatch(as.staff);
      const ref = doc(collection(as.staff, 'logs'));
      batch.set(ref, entry());
      batch.set(doc(as.staff, `logHeads/${staffUid}`), { log: ref.id, note: 'x' });
      await assertFails(batch.commit());
      await assertFails(saveAda(as.staff, entry(), { head: namedStaffUid }));
    });

    it('are refused to anyone without the staff claim', async () => {
      await assertFails(setDoc(doc(as.user, `logHeads/${userUid}`), { log: 'l1' }));
      await assertFails(setDoc(doc(as.anonymous, 'logHeads/x'), { log: 'l1' }));
    });
  });

  describe('an existing entry', () => {
    beforeEach(() => seed(env, { 'logs/l1': storedEntry }));

    it('is read, listed and counted by staff', async () => {
      await assertSucceeds(getDoc(doc(as.staff, 'logs/l1')));
      await assertSucceeds(getDocs(collection(as.staff, 'logs')));
      expect(
        (await assertSucceeds(getCountFromServer(collection(as.staff, 'logs')))).data().count,
      ).toBe(1);
    });

    it('is not read by an anonymous visitor or a signed-in user', async () => {
      for (const db of [as.anonymous, as.user]) {
        await assertFails(getDoc(doc(db, 'logs/l1')));
        await assertFails(getDocs(collection(db, 'logs')));
      }
    });

    it('is never updated, staff included', async () => {
      await assertFails(updateDoc(doc(as.staff, 'logs/l1'), { function: 'deleteHorse' }));
      // Even in a commit whose log head names it, as a new entry would be.
      const overwrite = writeBatch(as.staff);
      overwrite.set(doc(as.staff, 'logs/l1'), entry());
      overwrite.set(doc(as.staff, `logHeads/${staffUid}`), { log: 'l1' });
      await assertFails(overwrite.commit());
      await assertFails(updateDoc(doc(as.anonymous, 'logs/l1'), { function: 'deleteHorse' }));
    });

    it('is never deleted, staff included', async () => {
      await assertFails(deleteDoc(doc(as.staff, 'logs/l1')));
      await assertFails(deleteDoc(doc(as.user, 'logs/l1')));
      await assertFails(deleteDoc(doc(as.anonymous, 'logs/l1')));
    });
  });

  describe('an entry names its write, in the same commit', () => {
    const ada = { slug: 'ada', name: 'Ada' };
    const applicationId = 'AbCdEfGhIjKlMnOpQr12';
    beforeEach(() =>
      seed(env, {
        'horses/ada': ada,
        [`adoptionApplications/${applicationId}`]: { givenName: 'Maria', evaluation: '' },
      }),
    );
    /** The entry and its head alone, with no write. */
    const alone = (logged: DocumentData) =>
      commitLogged(as.staff, ['horses', 'ada'], () => {}, { entry: logged });

    it('refuses a deletion entry while the document is still there', async () => {
      await assertFails(
        alone(entry({ function: 'deleteHorse', params: { slug: 'ada', item: ada } })),
      );
      await assertFails(
        alone(
          logEntryFor('adoptionApplications', applicationId, {
            function: 'deleteAdoptionApplication',
          }),
        ),
      );
    });

    it('refuses an entry whose write is absent', async () => {
      await assertFails(
        alone(entry({ params: { slug: 'ada', item: { slug: 'ada', name: 'Eva' } } })),
      );
      await assertFails(alone(logEntryFor('horses', 'bruno')));
      await assertFails(
        alone(
          logEntryFor('adoptionApplications', applicationId, {
            function: 'updateAdoptionApplication',
            params: { slug: applicationId, changes: { evaluation: 'Promosso' } },
          }),
        ),
      );
    });

    it('accepts a save that changed nothing when the entry records the document as it is', async () => {
      await assertSucceeds(alone(entry({ params: { slug: 'ada', item: ada } })));
    });

    it("refuses an application entry whose recorded change is not the write's", async () => {
      const application = doc(as.staff, 'adoptionApplications', applicationId);
      await assertFails(
        commitLogged(
          as.staff,
          ['adoptionApplications', applicationId],
          (batch) => batch.update(application, { internalNotes: 'Chiamata' }),
          {
            entry: logEntryFor('adoptionApplications', applicationId, {
              params: { slug: applicationId, changes: { evaluation: 'Promosso' } },
            }),
          },
        ),
      );
    });

    it('refuses a slug that is not an id: free text, a name and a phone number', async () => {
      for (const slug of ['Mario Rossi 3331234567', 'mario.rossi@example.org', 'Ada']) {
        await assertFails(
          alone(
            logEntryFor('adoptionApplications', slug, {
              function: 'deleteAdoptionApplication',
            }),
          ),
        );
        await assertFails(alone(entry({ params: { slug, item: ada } })));
      }
      await assertFails(
        alone(logEntryFor('horseNews', 'ada-notizia', { function: 'deleteHorseNews' })),
      );
    });

    it('refuses a republish entry that records no publication', async () => {
      await assertFails(
        alone(
          logEntryFor('horses', '*', {
            function: 'republishPublicHorses',
            params: { slug: '*', item: { published: 0 } },
          }),
        ),
      );
    });
  });

  describe("an application's deletion", () => {
    const id = 'AbCdEfGhIjKlMnOpQr12';
    const otherId = 'ZyXwVuTsRqPoNmLkJi98';
    const at = Timestamp.fromDate(new Date('2026-03-01T10:00:00Z'));
    const trace = (slug: string, changes: DocumentData, name = 'updateAdoptionApplication') => ({
      ...logEntryFor('adoptionApplications', slug, { function: name }),
      params: { slug, changes },
      date: at,
    });
    beforeEach(() =>
      seed(env, {
        [`adoptionApplications/${id}`]: { givenName: 'Maria' },
        [`adoptionApplications/${otherId}`]: { givenName: 'Luca' },
        'logs/notes': trace(id, { internalNotes: 'Ha un mutuo, chiamare dopo le 18' }),
        'logs/opened': trace(id, { isNew: false }, 'openAdoptionApplication'),
        'logs/other': trace(otherId, { internalNotes: 'Altro' }),
        'logs/earlier-deletion': trace(id, {}, 'deleteAdoptionApplication'),
        'logs/horse': { ...storedEntry },
      }),
    );
    const deletion = (write: (batch: WriteBatch) => void, deletesApplication = true) =>
      commitLogged(
        as.staff,
        ['adoptionApplications', id],
        (batch) => {
          if (deletesApplication) batch.delete(doc(as.staff, 'adoptionApplications', id));
          write(batch);
        },
        {
          entry: logEntryFor('adoptionApplications', id, {
            function: 'deleteAdoptionApplication',
          }),
        },
      );
    const entryRef = (entryId: string) => doc(as.staff, 'logs', entryId);

    it('deletes its log traces in its own commit', async () => {
      await assertSucceeds(
        deletion((batch) => {
          batch.delete(entryRef('notes'));
          batch.delete(entryRef('opened'));
        }),
      );
    });

    it("refuses the deletion of another application's, a horse's or a deletion's entry", async () => {
      await assertFails(deletion((batch) => batch.delete(entryRef('other'))));
      await assertFails(deletion((batch) => batch.delete(entryRef('horse'))));
      await assertFails(deletion((batch) => batch.delete(entryRef('earlier-deletion'))));
    });

    it('refuses the deletion of a trace without the deletion of its application', async () => {
      await assertFails(deletion((batch) => batch.delete(entryRef('notes')), false));
      await assertFails(deleteDoc(entryRef('notes')));
      await assertFails(
        commitLogged(as.staff, ['adoptionApplications', id], (batch) =>
          batch.delete(entryRef('notes')),
        ),
      );
    });
  });
});
