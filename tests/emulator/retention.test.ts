import { deleteApp as deleteWebApp, initializeApp as initializeWebApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getStorage as getWebStorage,
  listAll,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import {
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { parseRetentionArgs, type RetentionOptions } from '../../scripts/retention/args.ts';
import { eraseApplication } from '../../scripts/retention/erase.ts';
import {
  retentionLogFunction,
  type RetentionOperator,
} from '../../scripts/retention/log-traces.ts';
import { asEmulatorOwner, bucketPhotos, type PhotoStore } from '../../scripts/retention/photos.ts';
import {
  deleteApplications,
  findExpiredApplications,
  retentionCutoff,
} from '../../scripts/retention/retention.ts';
import { runRetention } from '../../scripts/retention/run-retention.ts';
import { applicationPhotosFolder, applicationPhotosRoot } from '#src/config/storage-paths.ts';
import { adminDb, clearFirestore, deleteAdminApps, emulatorConfig } from '../support/emulators.ts';
import { runScript } from '../support/scripts.ts';

// docs/decisions/0022-retention.md: nothing of a deleted applicant is left but one deletion record,
// and a run that fails midway leaves what a re-run finds.

const now = new Date('2026-11-21T10:00:00.000Z');
const cutoff = retentionCutoff(now, 24); // 2024-11-21T10:00:00.000Z
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const operator: RetentionOperator = {
  uid: 'script:retention',
  email: 'segreteria@example.org',
  displayName: 'npm run retention (segreteria@example.org)',
};
const staff = { uid: 'staff-uid-1', email: 'staff@example.org', displayName: 'Marta Staff' };

interface Applicant {
  id: string;
  kind: 'adoption' | 'cession' | 'circle';
  collection: string;
  personal: {
    givenName: string;
    familyName: string;
    phone: string;
    email: string;
    notes: string;
  };
}

const gone: Applicant = {
  id: 'Qx7LmN2pRt5VwY8zAb3C',
  kind: 'adoption',
  collection: 'adoptionApplications',
  personal: {
    givenName: 'Ottavia',
    familyName: 'Quintavalle',
    phone: '+39 333 7654321',
    email: 'ottavia.quintavalle@example.org',
    notes: 'Ho un paddock di due ettari a Castelvecchio di Rocca Barbena',
  },
};
const kept: Applicant = {
  id: 'Kp4HsD9fGj2LqW6eRt1Y',
  kind: 'adoption',
  collection: 'adoptionApplications',
  personal: {
    givenName: 'Lucrezia',
    familyName: 'Benvenuti',
    phone: '+39 347 1112223',
    email: 'lucrezia.benvenuti@example.org',
    notes: 'Box in legno e capannina nel prato',
  },
};
const personalValues = (applicant: Applicant) => Object.values(applicant.personal);

const photoNames = (applicant: Applicant) =>
  ['paddock.webp', 'ricovero.webp', 'passaporto.webp'].map(
    (name) => `${applicationPhotosFolder(applicant.kind, applicant.id)}${name}`,
  );

const applicationDoc = (applicant: Applicant, date: Timestamp) => ({
  ...applicant.personal,
  slug: applicant.id,
  date,
  horses: ['stella'],
  evaluation: 'Promosso',
  internalNotes: `Sentita ${applicant.personal.givenName} al telefono`,
});

function logEntriesAbout(applicant: Applicant, date: Timestamp): DocumentData[] {
  const whole = applicationDoc(applicant, date);
  const noun = `${applicant.kind[0]?.toUpperCase()}${applicant.kind.slice(1)}Application`;
  return [
    // Older shape: no collection, the whole application in params.item.
    { user: staff, function: `add${noun}`, params: { slug: applicant.id, item: whole }, date },
    {
      user: staff,
      function: `update${noun}`,
      params: { slug: applicant.id, item: { ...whole, evaluation: 'Promosso' } },
      date,
    },
    // Current shape: the staff fields changed, which may name the applicant too.
    {
      user: staff,
      function: `update${noun}`,
      collection: applicant.collection,
      params: {
        slug: applicant.id,
        changes: { status: 'In valutazione', internalNotes: whole.internalNotes },
      },
      date,
    },
  ];
}

const horseEntry = {
  user: staff,
  function: 'updateHorse',
  collection: 'horses',
  params: { slug: 'stella', item: { slug: 'stella', name: 'Stella' } },
  date: at('2026-01-10T09:00:00Z'),
};

async function seedApplicant(applicant: Applicant, date: Timestamp): Promise<DocumentReference[]> {
  const db = adminDb();
  await db.collection(applicant.collection).doc(applicant.id).set(applicationDoc(applicant, date));
  const refs: DocumentReference[] = [];
  for (const entry of logEntriesAbout(applicant, date))
    refs.push(await db.collection('logs').add(entry));
  for (const name of photoNames(applicant)) {
    await uploadBytes(ref(owner, name), photoBytes, { contentType: 'image/webp' });
  }
  // Its mails (decision 52), the receipt to the applicant's own address.
  // Delivered already, so that the test backend's local delivery leaves them be.
  const mail = (to: string, name: string) => ({
    to,
    template: { name, data: {} },
    date,
    delivery: { state: 'SUCCESS' },
  });
  await db
    .doc(`mail/${applicant.id}.notice`)
    .set(mail('segreteria@example.org', 'application-notice'));
  await db
    .doc(`mail/${applicant.id}.received`)
    .set(mail(applicant.personal.email, 'application-received-it'));
  return refs;
}

async function seedBoth(goneDate: Timestamp, keptDate: Timestamp): Promise<void> {
  const goneRefs = await seedApplicant(gone, goneDate);
  await seedApplicant(kept, keptDate);
  await adminDb().collection('logs').add(horseEntry);
  await adminDb()
    .collection('logHeads')
    .doc(staff.uid)
    .set({ log: goneRefs.at(-1)?.id ?? '' });
}

const photoBytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]);
let owner: FirebaseStorage;
let admin: App;
let photos: PhotoStore;
const webApp = initializeWebApp(
  { projectId: emulatorConfig.projectId, storageBucket: emulatorConfig.storageBucket, apiKey: 'x' },
  'retention-test-web',
);

interface StoredDocument {
  path: string;
  data: DocumentData;
}

async function everyDocument(): Promise<StoredDocument[]> {
  const found: StoredDocument[] = [];
  const walk = async (collections: CollectionReference[]): Promise<void> => {
    for (const collection of collections) {
      for (const doc of (await collection.get()).docs) {
        found.push({ path: doc.ref.path, data: doc.data() });
        await walk(await doc.ref.listCollections());
      }
    }
  };
  await walk(await adminDb().listCollections());
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

async function storedPhotos(folder = applicationPhotosRoot): Promise<string[]> {
  const names: string[] = [];
  const walk = async (path: string): Promise<void> => {
    const result = await listAll(ref(owner, path));
    names.push(...result.items.map((item) => item.fullPath));
    for (const prefix of result.prefixes) await walk(prefix.fullPath);
  };
  await walk(folder);
  return names.sort();
}

async function clearPhotos(): Promise<void> {
  for (const name of await storedPhotos()) await deleteObject(ref(owner, name));
}

/** Equal before and after means nothing changed. */
const snapshot = async () => ({ documents: await everyDocument(), photos: await storedPhotos() });

const json = (data: DocumentData) => JSON.stringify(data);

async function expectNoTraceOf(applicant: Applicant): Promise<void> {
  const documents = await everyDocument();
  for (const document of documents) {
    for (const value of personalValues(applicant)) {
      expect(json(document.data), `${document.path} holds "${value}"`).not.toContain(value);
    }
  }
  const mentions = documents.filter(
    (document) =>
      document.path.includes(applicant.id) || json(document.data).includes(applicant.id),
  );
  expect(mentions).toHaveLength(1);
  expect(mentions[0]?.path).toMatch(/^logs\//);
  expect(mentions[0]?.data).toEqual({
    user: operator,
    function: retentionLogFunction,
    collection: applicant.collection,
    params: { slug: applicant.id, changes: {} },
    date: expect.any(Timestamp),
  });
  expect(await storedPhotos(applicationPhotosFolder(applicant.kind, applicant.id))).toEqual([]);
}

async function expectKeptUntouched(before: StoredDocument[]): Promise<void> {
  const after = await everyDocument();
  const about = (documents: StoredDocument[]) =>
    documents.filter(
      (document) =>
        document.path.includes(kept.id) ||
        json(document.data).includes(kept.id) ||
        document.path.startsWith('logHeads/') ||
        json(document.data).includes('"updateHorse"'),
    );
  expect(about(after)).toEqual(about(before));
  expect(about(after)).toHaveLength(1 + 3 + 1 + 1 + 2); // application, its 3 entries, horse, head, 2 mails
  expect(await storedPhotos(applicationPhotosFolder(kept.kind, kept.id))).toEqual(
    photoNames(kept).sort(),
  );
}

const options = (selection: RetentionOptions['selection'], remove: boolean): RetentionOptions => ({
  selection,
  delete: remove,
  project: undefined,
  bucket: undefined,
  operator: operator.email ?? undefined,
});

async function run(selection: RetentionOptions['selection'], remove: boolean) {
  const lines: string[] = [];
  const code = await runRetention(options(selection, remove), {
    db: adminDb(),
    photos,
    operator,
    now,
    log: (line) => lines.push(line),
  });
  return { code, output: lines.join('\n') };
}

const byAge: RetentionOptions['selection'] = {
  by: 'age',
  months: 24,
  kinds: ['adoption', 'cession', 'circle'],
};
const byId = (applicant: Applicant) =>
  ({ by: 'id', id: applicant.id, kind: applicant.kind }) as const;

beforeAll(() => {
  owner = getWebStorage(webApp);
  connectStorageEmulator(owner, emulatorConfig.host, emulatorConfig.ports.storage, {
    mockUserToken: 'owner',
  });
  admin = initializeApp(
    { projectId: emulatorConfig.projectId, storageBucket: emulatorConfig.storageBucket },
    'retention-test',
  );
  photos = bucketPhotos(asEmulatorOwner(getStorage(admin).bucket()));
});

beforeEach(async () => {
  await clearFirestore();
  await clearPhotos();
});

afterAll(async () => {
  await clearPhotos();
  await deleteWebApp(webApp);
  await deleteApp(admin);
  await deleteAdminApps();
});

describe('the retention limit', () => {
  it('is the same time of day, that many calendar months earlier', () => {
    expect(cutoff.toISOString()).toBe('2024-11-21T10:00:00.000Z');
    expect(retentionCutoff(new Date('2026-03-31T12:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    );
    expect(retentionCutoff(new Date('2026-01-15T00:00:00Z'), 12).toISOString()).toBe(
      '2025-01-15T00:00:00.000Z',
    );
  });
});

describe('which applications are expired', () => {
  const applications: [collection: string, id: string, date: Timestamp, name: string][] = [
    ['adoptionApplications', 'adozione-vecchia', at('2023-05-02T08:00:00Z'), 'Anna Bianchi'],
    [
      'adoptionApplications',
      'adozione-limite-meno-1ms',
      at('2024-11-21T09:59:59.999Z'),
      'Bruno Verdi',
    ],
    ['adoptionApplications', 'adozione-al-limite', at('2024-11-21T10:00:00.000Z'), 'Carla Neri'],
    ['adoptionApplications', 'adozione-recente', at('2026-10-01T08:00:00Z'), 'Dario Gialli'],
    ['cessionApplications', 'cessione-vecchia', at('2022-01-15T08:00:00Z'), 'Elena Rossi'],
    ['cessionApplications', 'cessione-recente', at('2025-06-01T08:00:00Z'), 'Franco Blu'],
    ['circleApplications', 'cerchia-vecchia', at('2024-03-10T08:00:00Z'), 'Giulia Viola'],
    ['circleApplications', 'cerchia-recente', at('2025-12-24T08:00:00Z'), 'Ivo Grigi'],
  ];
  const expiredIds = [
    'adozione-vecchia',
    'adozione-limite-meno-1ms',
    'cessione-vecchia',
    'cerchia-vecchia',
  ];
  const allKinds = ['adoption', 'cession', 'circle'] as const;

  beforeEach(async () => {
    const batch = adminDb().batch();
    for (const [collection, id, date, name] of applications) {
      const [givenName, familyName] = name.split(' ');
      batch.set(adminDb().collection(collection).doc(id), {
        slug: id,
        givenName,
        familyName,
        date,
      });
    }
    await batch.commit();
  });

  it('are those dated before the limit, listed with kind, date and applicant', async () => {
    const expired = await findExpiredApplications(adminDb(), allKinds, cutoff);
    expect(expired.map((application) => application.id).sort()).toEqual([...expiredIds].sort());
    expect(expired.map((application) => application.id)).not.toContain('adozione-al-limite');
    expect(expired.find((application) => application.id === 'cessione-vecchia')).toEqual({
      id: 'cessione-vecchia',
      kind: 'cession',
      collection: 'cessionApplications',
      date: new Date('2022-01-15T08:00:00Z'),
      applicant: 'Elena Rossi',
    });
    expect((await findExpiredApplications(adminDb(), ['circle'], cutoff)).map((a) => a.id)).toEqual(
      ['cerchia-vecchia'],
    );
  });

  it('are deleted exactly, each with one deletion record', async () => {
    // A circle member's unsubscription from the news goes with the member, and only theirs.
    for (const id of ['cerchia-vecchia', 'cerchia-recente']) {
      await adminDb()
        .doc(`unsubscribes/${id}`)
        .set({ token: 'x'.repeat(32), date: new Date() });
    }
    const expired = await findExpiredApplications(adminDb(), allKinds, cutoff);
    const reported: string[] = [];
    const deleted = await deleteApplications(adminDb(), photos, expired, operator, {
      onDeleted: (application) => reported.push(application.id),
    });
    expect(deleted.map((application) => application.id).sort()).toEqual([...expiredIds].sort());
    expect(reported.sort()).toEqual([...expiredIds].sort());
    const unsubscribes = await adminDb().collection('unsubscribes').get();
    expect(unsubscribes.docs.map((d) => d.id)).toEqual(['cerchia-recente']);
    const remaining = (await everyDocument()).filter(
      (d) => !d.path.startsWith('logs/') && !d.path.startsWith('unsubscribes/'),
    );
    expect(remaining.map((d) => d.data.slug as string).sort()).toEqual(
      applications
        .map(([, id]) => id)
        .filter((id) => !expiredIds.includes(id))
        .sort(),
    );
    const logs = (await adminDb().collection('logs').get()).docs.map((doc) => doc.data());
    expect(logs.map((log) => log.params.slug as string).sort()).toEqual([...expiredIds].sort());
    for (const log of logs) {
      expect(Object.keys(log).sort()).toEqual(['collection', 'date', 'function', 'params', 'user']);
      expect(log).toMatchObject({
        user: operator,
        function: 'retentionDelete',
        params: { changes: {} },
      });
      expect(json(log)).not.toMatch(/Bianchi|Verdi|Rossi|Viola|2022|2023|2024/);
    }
    expect(await findExpiredApplications(adminDb(), allKinds, cutoff)).toEqual([]);
  });
});

describe('volunteer applications (issue 40, item 7)', () => {
  const twelve = retentionCutoff(now, 12);
  const volunteer = (id: string, date: string) =>
    adminDb()
      .doc(`volunteerApplications/${id}`)
      .set({
        slug: id,
        givenName: 'Sara',
        familyName: `Volontaria ${id}`,
        email: `${id}@example.org`,
        date: at(date),
      });

  beforeEach(async () => {
    await volunteer('VolVecchiaMaiIscritt', '2025-06-01T08:00:00Z');
    await volunteer('VolVecchiaIscrittaAa', '2025-05-01T08:00:00Z');
    await volunteer('VolRecenteMaiIscritt', '2026-10-01T08:00:00Z');
    await adminDb().doc('mail/VolVecchiaMaiIscritt.received').set({ to: 'x@example.org' });
    // The register is a legal record: the application an enrolment names is kept with it.
    await adminDb().doc('volunteerRegister/non-occasionale-000001').set({
      kind: 'iscrizione',
      section: 'non-occasionale',
      number: 1,
      applicationId: 'VolVecchiaIscrittaAa',
    });
  });

  it('erases those never registered after 12 months, with their mails, and keeps the registered', async () => {
    const expired = await findExpiredApplications(adminDb(), ['volunteer'], twelve);
    expect(expired.map((application) => application.id)).toEqual(['VolVecchiaMaiIscritt']);
    expect(expired[0]).toMatchObject({ kind: 'volunteer', collection: 'volunteerApplications' });
    await deleteApplications(adminDb(), photos, expired, operator);
    const left = await adminDb().collection('volunteerApplications').get();
    expect(left.docs.map((doc) => doc.id).sort()).toEqual([
      'VolRecenteMaiIscritt',
      'VolVecchiaIscrittaAa',
    ]);
    expect((await adminDb().doc('mail/VolVecchiaMaiIscritt.received').get()).exists).toBe(false);
    expect((await adminDb().doc('volunteerRegister/non-occasionale-000001').get()).exists).toBe(
      true,
    );
  });
});

describe('a deletion by age', () => {
  beforeEach(() => seedBoth(at('2020-03-01T08:00:00Z'), at('2026-09-01T08:00:00Z')));

  it('in a dry run lists the application with what it would delete, and changes nothing', async () => {
    const before = await snapshot();
    const { code, output } = await run(byAge, false);
    expect(code).toBe(0);
    expect(output).toMatch(
      new RegExp(
        `${gone.id}\\s+adoption\\s+2020-03-01T08:00:00\\s+Ottavia Quintavalle\\s+\\(3 log entries, 3 photos\\)`,
      ),
    );
    expect(output).not.toContain(kept.id);
    expect(output).toMatch(/Dry run: nothing was deleted/);
    expect(await snapshot()).toEqual(before);
  });

  it('leaves no trace of the deleted application in any collection or in Storage', async () => {
    const before = await everyDocument();
    const { code, output } = await run(byAge, true);
    expect(code).toBe(0);
    expect(output).toMatch(new RegExp(`deleted ${gone.id}.*\\(3 log entries, 3 photos\\)`));
    expect(output).toMatch(/Deleted 1 applications/);
    await expectNoTraceOf(gone);
    await expectKeptUntouched(before);
  });

  it('run again finds nothing more to do and writes no second record', async () => {
    await run(byAge, true);
    const after = await snapshot();
    const { output } = await run(byAge, true);
    expect(output).toMatch(/older than 24 months, dated before .*: 0\./);
    expect(await snapshot()).toEqual(after);
  });
});

describe('an erasure request (by id)', () => {
  // By id, an application goes whatever its date.
  beforeEach(() => seedBoth(at('2026-11-01T08:00:00Z'), at('2026-09-01T08:00:00Z')));

  it('in a dry run shows the application and what it would delete, and changes nothing', async () => {
    const before = await snapshot();
    const { code, output } = await run(byId(gone), false);
    expect(code).toBe(0);
    expect(output).toMatch(/The adoption application, with 3 log entries, 3 photos:/);
    expect(output).toMatch(new RegExp(`${gone.id}\\s+adoption\\s+2026-11-01T08:00:00\\s+Ottavia`));
    expect(output).toMatch(/Dry run: nothing was deleted/);
    expect(await snapshot()).toEqual(before);
  });

  it('deletes the application, its photos and its log entries, and nothing else', async () => {
    const before = await everyDocument();
    const { code, output } = await run(byId(gone), true);
    expect(code).toBe(0);
    expect(output).toMatch(
      /Deleted the application, 3 log entries, 3 photos; the deletion is recorded/,
    );
    await expectNoTraceOf(gone);
    await expectKeptUntouched(before);
  });

  it('says so when the application was already deleted, and adds nothing', async () => {
    await run(byId(gone), true);
    const after = await snapshot();
    const { code, output } = await run(byId(gone), true);
    expect(code).toBe(0);
    expect(output).toMatch(/it was deleted, and the logs hold only the record of its deletion/);
    expect(await snapshot()).toEqual(after);
  });

  it('fails on an id that exists nowhere, or of another kind', async () => {
    const before = await snapshot();
    for (const selection of [
      { by: 'id', id: 'Zz0000000000000000Zz', kind: 'adoption' },
      { by: 'id', id: gone.id, kind: 'circle' },
    ] as const) {
      const { code, output } = await run(selection, true);
      expect(code).toBe(1);
      expect(output).toMatch(
        /exists, and nothing about it is in the logs or in Storage\. Check the code and --kind/,
      );
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('what an earlier deletion left behind', () => {
  // Deleted before this script knew the logs and photos: the log still holds it whole.
  beforeEach(async () => {
    const date = at('2021-05-01T08:00:00Z');
    const whole = applicationDoc(gone, date);
    const db = adminDb();
    await db.collection('logs').add({
      user: staff,
      function: 'addAdoptionApplication',
      params: { slug: gone.id, item: whole },
      date,
    });
    await db.collection('logs').add({
      user: staff,
      function: 'deleteAdoptionApplication',
      params: { slug: gone.id, item: whole },
      date,
    });
    await db.collection('logs').add({
      user: { uid: 'script:retention', email: null, displayName: 'npm run retention (x)' },
      function: 'retentionDelete',
      params: { slug: gone.id, item: { kind: 'adoption', collection: gone.collection, date } },
      date,
    });
    await uploadBytes(ref(owner, photoNames(gone)[0] ?? ''), photoBytes, {
      contentType: 'image/webp',
    });
    await seedApplicant(kept, at('2026-09-01T08:00:00Z'));
  });

  it('is listed by id, and deleted with --delete', async () => {
    const before = await everyDocument();
    const dry = await run(byId(gone), false);
    expect(dry.code).toBe(0);
    expect(dry.output).toMatch(
      /No adoption application ".+" exists, but 3 log entries, 1 photo about it remain/,
    );
    expect(await everyDocument()).toEqual(before);

    const { code, output } = await run(byId(gone), true);
    expect(code).toBe(0);
    expect(output).toMatch(/Deleted 3 log entries, 1 photo; the deletion is recorded/);
    await expectNoTraceOf(gone);
    expect(await storedPhotos(applicationPhotosFolder(kept.kind, kept.id))).toHaveLength(3);
  });
});

describe('a run that fails midway', () => {
  const extraEntries = 5;

  beforeEach(async () => {
    await seedBoth(at('2020-03-01T08:00:00Z'), at('2026-09-01T08:00:00Z'));
    const db = adminDb();
    for (let i = 0; i < extraEntries; i++) {
      await db.collection('logs').add({
        user: staff,
        function: 'updateAdoptionApplication',
        params: { slug: gone.id, item: applicationDoc(gone, at('2020-03-01T08:00:00Z')) },
        date: at(`2020-04-0${i + 1}T08:00:00Z`),
      });
    }
  });

  function failingCommit(db: Firestore, failAt: number): { db: Firestore; commits: () => number } {
    let commits = 0;
    const wrapper = Object.create(db) as Firestore;
    wrapper.batch = () => {
      const batch = db.batch();
      const commit = batch.commit.bind(batch);
      batch.commit = async () => {
        commits += 1;
        if (commits === failAt) throw new Error('Injected failure: the network dropped');
        return commit();
      };
      return batch;
    };
    return { db: wrapper, commits: () => commits };
  }

  const target = { id: gone.id, kind: gone.kind };

  it('in Storage deletes nothing in Firestore, and a re-run finishes the job', async () => {
    const before = await everyDocument();
    const failing: PhotoStore = {
      ...photos,
      deleteAll: () => Promise.reject(new Error('Injected failure: Storage unavailable')),
    };
    await expect(eraseApplication(adminDb(), failing, target, operator)).rejects.toThrow(
      /Storage unavailable/,
    );
    expect(await everyDocument()).toEqual(before);
    expect(
      (await findExpiredApplications(adminDb(), ['adoption'], cutoff)).map((a) => a.id),
    ).toEqual([gone.id]);

    await run(byAge, true);
    await expectNoTraceOf(gone);
    await expectKeptUntouched(before);
  });

  // 3 + 5 entries at 4 writes a batch: 4, 4, then the application and the record; each fails in turn.
  it.each([1, 2, 3])(
    'at batch %i leaves the application to be found again, and a re-run finishes the job',
    async (failAt) => {
      const before = await everyDocument();
      const flaky = failingCommit(adminDb(), failAt);
      await expect(
        eraseApplication(flaky.db, photos, target, operator, { maxWrites: 4 }),
      ).rejects.toThrow(/Injected failure/);
      expect(flaky.commits()).toBe(failAt);
      // Whatever was done, the application is still there: the same command finds it again.
      expect(
        (await findExpiredApplications(adminDb(), ['adoption'], cutoff)).map((a) => a.id),
      ).toEqual([gone.id]);
      expect(
        (await adminDb().collection('logs').where('function', '==', 'retentionDelete').get()).size,
      ).toBe(0);

      const retried = await eraseApplication(adminDb(), photos, target, operator, { maxWrites: 4 });
      expect(retried).toMatchObject({ applicationDeleted: true, recordWritten: true });
      await expectNoTraceOf(gone);
      await expectKeptUntouched(before);
    },
  );

  it('in batches of 4 takes four commits when nothing fails (its mails first)', async () => {
    const counting = failingCommit(adminDb(), 0);
    const result = await eraseApplication(counting.db, photos, target, operator, { maxWrites: 4 });
    expect(counting.commits()).toBe(4);
    expect(result).toEqual({
      applicationDeleted: true,
      logEntriesDeleted: 3 + extraEntries,
      photosDeleted: 3,
      recordWritten: true,
    });
    await expectNoTraceOf(gone);
  });
});

describe('the npm run retention command', () => {
  const cli = (args: string[]) => runScript('retention.ts', args);

  it.each([
    [['--older-than', '24'], /--older-than "24": write a number of months or years/],
    [['--id', gone.id], /--id needs --kind adoption, cession, circle or volunteer/],
    [
      ['--id', gone.id, '--kind', 'adoption', '--older-than', '24m'],
      /--id and --older-than go separately/,
    ],
  ])('refuses a bad argument (%j) with a clear message', (args, message) => {
    const parsed = parseRetentionArgs(args);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.message).toMatch(message);
  });

  it('explains a bad argument with its usage and exits with 2', async () => {
    const result = await cli(['--older-than', '24']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/--older-than "24": write a number of months or years/);
    expect(result.stderr).toMatch(/Usage: npm run retention/);
  });

  it('lists by age without deleting on the emulators by default', async () => {
    // More than 24 months ago whatever the day the test runs.
    await seedBoth(at('2020-03-01T08:00:00Z'), at('2099-01-01T08:00:00Z'));
    const before = await snapshot();
    const result = await cli(['--older-than', '24m', '--kind', 'adoption']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Photos: Storage bucket "demo-.+\.appspot\.com"/);
    expect(result.stdout).toMatch(
      new RegExp(
        `${gone.id}\\s+adoption\\s+2020-03-01T08:00:00\\s+Ottavia Quintavalle\\s+\\(3 log entries, 3 photos\\)`,
      ),
    );
    expect(result.stdout).toMatch(/Dry run: nothing was deleted/);
    expect(await snapshot()).toEqual(before);
  });

  it('erases one application by id, naming the operator in the record', async () => {
    await seedBoth(at('2099-01-01T08:00:00Z'), at('2099-01-01T08:00:00Z'));
    const before = await everyDocument();
    const result = await cli([
      '--id',
      gone.id,
      '--kind',
      'adoption',
      '--delete',
      '--operator',
      'segreteria@example.org',
    ]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Deleted the application, 3 log entries, 3 photos/);
    const record = (await adminDb().collection('logs').where('params.slug', '==', gone.id).get())
      .docs;
    expect(record.map((doc) => doc.data().user)).toEqual([
      {
        uid: 'script:retention',
        email: 'segreteria@example.org',
        displayName: 'npm run retention (segreteria@example.org)',
      },
    ]);
    await expectKeptUntouched(before);
    expect(await storedPhotos(applicationPhotosFolder('adoption', gone.id))).toEqual([]);
  });

  it('says an unknown id does not exist and exits with 1', async () => {
    const result = await cli(['--id', 'Zz0000000000000000Zz', '--kind', 'circle', '--delete']);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/No circle application "Zz0000000000000000Zz" exists/);
  });
});
