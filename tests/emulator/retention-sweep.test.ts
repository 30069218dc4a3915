import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import {
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type Firestore,
} from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import type { RetentionOptions } from '../../scripts/retention/args.ts';
import type { RetentionOperator } from '../../scripts/retention/log-traces.ts';
import { asEmulatorOwner, bucketPhotos, type PhotoStore } from '../../scripts/retention/photos.ts';
import { runRetention } from '../../scripts/retention/run-retention.ts';
import {
  findVanishedApplications,
  sweepVanishedApplications,
} from '../../scripts/retention/sweep.ts';
import { adminDb, clearFirestore, deleteAdminApps, emulatorConfig } from '../support/emulators.ts';
import { runScript } from '../support/scripts.ts';

// docs/decisions/0022-retention.md: entries that hold data of a vanished application go; entries
// without data, and those of existing applications, horses and events, stay.

const now = new Date('2026-11-21T10:00:00.000Z');
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const operator: RetentionOperator = {
  uid: 'script:retention',
  email: 'segreteria@example.org',
  displayName: 'npm run retention (segreteria@example.org)',
};
const staff = { uid: 'staff-uid-1', email: 'staff@example.org', displayName: 'Marta Staff' };

const person = (givenName: string, familyName: string, phone: string, notes: string) => ({
  givenName,
  familyName,
  phone,
  email: `${givenName.toLowerCase()}.${familyName.toLowerCase()}@example.org`,
  notes,
});

// Deleted when log entries held the whole application.
const oldAdoption = {
  id: 'Va1LmN2pRt5VwY8zAb3C',
  personal: person('Ottavia', 'Quintavalle', '+39 333 7654321', 'Paddock a Castelvecchio'),
};
const oldCircle = { id: 'Vc9HsD9fGj2LqW6eRt1Y' };
// Deleted by staff from the back office.
const staffCession = {
  id: 'Vs4QwE7rTy1UiO3pAs5D',
  internalNotes: ['Sentito Gualtiero Ricciardelli, richiama lui', 'Ricciardelli rinuncia'],
};
const existing = {
  id: 'Ex2ZxC4vBn6MqW8eRt0Y',
  personal: person('Lucrezia', 'Benvenuti', '+39 347 1112223', 'Box in legno'),
};
const expired = {
  id: 'Ep5GhJ7kLz9XcV1bNm3Q',
  personal: person('Cosimo', 'Altobelli', '+39 320 9998887', 'Stalla a Pieve'),
};

const application = (id: string, personal: object, date: Timestamp) => ({
  ...personal,
  slug: id,
  date,
  horses: ['stella'],
  internalNotes: 'Da richiamare',
});

function seedEntries() {
  const oldDate = at('2021-05-01T08:00:00Z');
  const whole = application(oldAdoption.id, oldAdoption.personal, oldDate);
  const recent = application(existing.id, existing.personal, at('2026-09-01T08:00:00Z'));
  const current = (fn: string, collection: string, slug: string, changes: object) => ({
    user: staff,
    function: fn,
    collection,
    params: { slug, changes },
    date: at('2026-02-01T08:00:00Z'),
  });
  const older = (fn: string, slug: string, item: object) => ({
    user: staff,
    function: fn,
    params: { slug, item },
    date: oldDate,
  });
  return {
    oldAdoption: [
      older('addAdoptionApplication', oldAdoption.id, whole),
      older('updateAdoptionApplication', oldAdoption.id, { ...whole, evaluation: 'Promosso' }),
      older('deleteAdoptionApplication', oldAdoption.id, whole),
    ],
    oldCircle: [
      {
        user: { uid: 'script:retention', email: null, displayName: 'npm run retention (x)' },
        function: 'retentionDelete',
        params: {
          slug: oldCircle.id,
          item: { kind: 'circle', collection: 'circleApplications', date: oldDate },
        },
        date: oldDate,
      },
    ],
    staffCessionData: [
      current('addCessionApplication', 'cessionApplications', staffCession.id, {
        status: 'Nuova',
        internalNotes: staffCession.internalNotes[0],
      }),
      current('updateCessionApplication', 'cessionApplications', staffCession.id, {
        internalNotes: staffCession.internalNotes[1],
      }),
      current('updateCessionApplication', 'cessionApplications', staffCession.id, {
        status: 'Chiusa',
      }),
    ],
    staffCessionDeletion: [
      current('deleteCessionApplication', 'cessionApplications', staffCession.id, {}),
    ],
    existing: [
      older('addAdoptionApplication', existing.id, recent),
      current('updateAdoptionApplication', 'adoptionApplications', existing.id, {
        internalNotes: 'Sentita Lucrezia',
      }),
    ],
    expired: [
      older(
        'addAdoptionApplication',
        expired.id,
        application(expired.id, expired.personal, oldDate),
      ),
      current('updateAdoptionApplication', 'adoptionApplications', expired.id, {
        internalNotes: 'Sentito Cosimo',
      }),
    ],
    sameSlugs: [
      older('updateHorse', oldAdoption.id, { slug: oldAdoption.id, name: 'Stella' }),
      {
        user: staff,
        function: 'updateHorse',
        collection: 'horses',
        params: { slug: oldCircle.id, item: { slug: oldCircle.id, name: 'Luna' } },
        date: oldDate,
      },
      older('addEvent', staffCession.id, { slug: staffCession.id, title: 'Festa' }),
      {
        user: staff,
        function: 'updateEvent',
        collection: 'events',
        params: { slug: staffCession.id, item: { slug: staffCession.id, title: 'Festa' } },
        date: oldDate,
      },
    ],
  };
}

type Case = keyof ReturnType<typeof seedEntries>;
let seeded: Record<Case, string[]>;

async function seed(): Promise<void> {
  const db = adminDb();
  await db
    .collection('adoptionApplications')
    .doc(existing.id)
    .set(application(existing.id, existing.personal, at('2026-09-01T08:00:00Z')));
  await db
    .collection('adoptionApplications')
    .doc(expired.id)
    .set(application(expired.id, expired.personal, at('2020-03-01T08:00:00Z')));
  // Another kind's application with a vanished one's id: the adoption one is still gone.
  await db.collection('circleApplications').doc(oldAdoption.id).set({ slug: oldAdoption.id });
  const ids: Partial<Record<Case, string[]>> = {};
  for (const [name, entries] of Object.entries(seedEntries()) as [Case, DocumentData[]][]) {
    ids[name] = [];
    for (const entry of entries) ids[name].push((await db.collection('logs').add(entry)).id);
  }
  seeded = ids as Record<Case, string[]>;
}

let admin: App;
let photos: PhotoStore;

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

const logIds = async () => (await adminDb().collection('logs').get()).docs.map((doc) => doc.id);

async function entriesOf(cases: Case[], documents: StoredDocument[]): Promise<StoredDocument[]> {
  const paths = cases.flatMap((name) => seeded[name].map((id) => `logs/${id}`));
  return documents.filter((document) => paths.includes(document.path));
}

async function recordsBySlug(): Promise<string[]> {
  const records = await adminDb()
    .collection('logs')
    .where('function', '==', 'retentionDelete')
    .get();
  return records.docs
    .filter((doc) => doc.data().collection !== undefined)
    .map((doc) => {
      expect(doc.data()).toEqual({
        user: operator,
        function: 'retentionDelete',
        collection: doc.data().collection as string,
        params: { slug: doc.data().params.slug as string, changes: {} },
        date: expect.any(Timestamp),
      });
      return doc.data().params.slug as string;
    })
    .sort();
}

const gonePersonalValues = [
  ...Object.values(oldAdoption.personal),
  ...staffCession.internalNotes,
  ...Object.values(expired.personal),
  'Sentito Cosimo',
];

const allKinds: RetentionOptions['selection'] = {
  by: 'age',
  months: 24,
  kinds: ['adoption', 'cession', 'circle'],
};

async function run(selection: RetentionOptions['selection'], remove: boolean) {
  const lines: string[] = [];
  const code = await runRetention(
    { selection, delete: remove, project: undefined, bucket: undefined, operator: undefined },
    { db: adminDb(), photos, operator, now, log: (line) => lines.push(line) },
  );
  return { code, output: lines.join('\n') };
}

beforeAll(() => {
  admin = initializeApp(
    { projectId: emulatorConfig.projectId, storageBucket: emulatorConfig.storageBucket },
    'retention-sweep-test',
  );
  photos = bucketPhotos(asEmulatorOwner(getStorage(admin).bucket()));
});

beforeEach(async () => {
  await clearFirestore();
  await seed();
});

afterAll(async () => {
  await clearFirestore();
  await deleteApp(admin);
  await deleteAdminApps();
});

describe('a dry run by age', () => {
  it('counts and lists the entries of applications already deleted, and changes nothing', async () => {
    const before = await everyDocument();
    const { code, output } = await run(allKinds, false);
    expect(code).toBe(0);
    expect(output).toMatch(new RegExp(`${expired.id}\\s+adoption`));
    expect(output).toMatch(
      'Log: 7 entries about applications already deleted still hold data, to remove ' +
        '(3 applications).',
    );
    expect(output).toMatch(
      new RegExp(
        `  ${oldAdoption.id}\\s+adoption\\s+\\(3 log entries with data; a deletion record replaces them\\)`,
      ),
    );
    expect(output).toMatch(
      new RegExp(
        `  ${staffCession.id}\\s+cession\\s+\\(3 log entries with data; 1 entry without data stay`,
      ),
    );
    expect(output).toMatch(new RegExp(`  ${oldCircle.id}\\s+circle\\s+\\(1 log entry with data;`));
    expect(output).not.toContain(existing.id);
    expect(output).toMatch(/Dry run: nothing was deleted/);
    expect(await everyDocument()).toEqual(before);
  });

  it('says there is nothing to do when the log holds nothing of deleted applications', async () => {
    await clearFirestore();
    const { output } = await run(allKinds, false);
    expect(output).toMatch(
      /Log: 0 entries about applications already deleted still hold data, to remove \(0 applications\)\./,
    );
    expect(output).toMatch(/Dry run: nothing to delete\./);
  });
});

describe('a run by age with --delete', () => {
  it('deletes what the log holds of applications already deleted, and nothing else', async () => {
    const before = await everyDocument();
    const { code, output } = await run(allKinds, true);
    expect(code).toBe(0);
    expect(output).toMatch(new RegExp(`deleted ${expired.id}.*\\(2 log entries, 0 photos\\)`));
    expect(output).toMatch(
      'Log: 7 entries about applications already deleted held data, removed (3 applications); ' +
        '2 deletion records written for those the log no longer named.',
    );
    expect(output).toMatch(new RegExp(`cleaned ${staffCession.id}\\s+cession`));

    const after = await everyDocument();
    const ids = await logIds();
    for (const name of ['oldAdoption', 'oldCircle', 'staffCessionData', 'expired'] as const) {
      for (const id of seeded[name]) expect(ids, `${name} ${id}`).not.toContain(id);
    }
    // The trail of who deleted the application.
    expect(await entriesOf(['staffCessionDeletion'], after)).toEqual(
      await entriesOf(['staffCessionDeletion'], before),
    );
    expect(await entriesOf(['existing', 'sameSlugs'], after)).toEqual(
      await entriesOf(['existing', 'sameSlugs'], before),
    );
    expect(await entriesOf(['existing', 'sameSlugs'], after)).toHaveLength(6);
    expect(after.filter((document) => !document.path.startsWith('logs/'))).toEqual(
      before.filter(
        (document) => !document.path.startsWith('logs/') && !document.path.includes(expired.id),
      ),
    );
    // None for the cession one, whose staff deletion entry stays.
    expect(await recordsBySlug()).toEqual([expired.id, oldAdoption.id, oldCircle.id].sort());
    for (const document of after) {
      for (const value of gonePersonalValues) {
        expect(JSON.stringify(document.data), `${document.path} holds "${value}"`).not.toContain(
          value,
        );
      }
    }
  });

  it('run again finds nothing more and writes no second record', async () => {
    await run(allKinds, true);
    const after = await everyDocument();
    const { output } = await run(allKinds, true);
    expect(output).toMatch(
      'Log: 0 entries about applications already deleted held data, removed (0 applications); ' +
        '0 deletion records written',
    );
    expect(await everyDocument()).toEqual(after);
  });

  it('with --kind sweeps only that kind', async () => {
    const before = await everyDocument();
    const { output } = await run({ by: 'age', months: 24, kinds: ['cession'] }, true);
    expect(output).toMatch(/Log: 3 entries about applications already deleted held data, removed/);
    const after = await everyDocument();
    const ids = await logIds();
    for (const id of seeded.staffCessionData) expect(ids).not.toContain(id);
    const untouched: Case[] = [
      'oldAdoption',
      'oldCircle',
      'staffCessionDeletion',
      'existing',
      'expired',
      'sameSlugs',
    ];
    expect(await entriesOf(untouched, after)).toEqual(await entriesOf(untouched, before));
    expect(after).toHaveLength(before.length - 3);
  });
});

describe('the sweep in small pages and batches', () => {
  function watched(db: Firestore, failAt = 0) {
    const read: string[] = [];
    let commits = 0;
    const wrapper = Object.create(db) as Firestore;
    wrapper.getAll = ((...refs: Parameters<Firestore['getAll']>) => {
      for (const ref of refs) if ('path' in ref) read.push(ref.path);
      return db.getAll(...refs);
    }) as Firestore['getAll'];
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
    return { db: wrapper, read, commits: () => commits };
  }

  it('finds the same across pages, reading each application once', async () => {
    const whole = await findVanishedApplications(adminDb(), ['adoption', 'cession', 'circle']);
    const counting = watched(adminDb());
    const paged = await findVanishedApplications(counting.db, ['adoption', 'cession', 'circle'], {
      pageSize: 2,
    });
    expect(paged.map(({ id, kind, kept, entries }) => [id, kind, kept, entries.length])).toEqual(
      whole.map(({ id, kind, kept, entries }) => [id, kind, kept, entries.length]),
    );
    expect(paged.map(({ id, kind, kept, entries }) => [id, kind, kept, entries.length])).toEqual([
      [oldAdoption.id, 'adoption', 0, 3],
      [staffCession.id, 'cession', 1, 3],
      [oldCircle.id, 'circle', 0, 1],
    ]);
    expect([...counting.read].sort()).toEqual(
      [
        `adoptionApplications/${oldAdoption.id}`,
        `adoptionApplications/${existing.id}`,
        `adoptionApplications/${expired.id}`,
        `cessionApplications/${staffCession.id}`,
        `circleApplications/${oldCircle.id}`,
      ].sort(),
    );
  });

  // 7 deletions and 2 records in batches of 3 take three commits.
  it.each([
    [1, 7],
    [2, 5],
    [3, 2],
  ])(
    'stopped at batch %i, leaves %i entries the next run deletes, with one record each',
    async (failAt, left) => {
      const kinds = ['adoption', 'cession', 'circle'] as const;
      const vanished = await findVanishedApplications(adminDb(), kinds);
      const flaky = watched(adminDb(), failAt);
      await expect(
        sweepVanishedApplications(flaky.db, vanished, operator, { maxWrites: 3 }),
      ).rejects.toThrow(/Injected failure/);
      expect(flaky.commits()).toBe(failAt);
      const remaining = await findVanishedApplications(adminDb(), kinds);
      expect(remaining.reduce((sum, application) => sum + application.entries.length, 0)).toBe(
        left,
      );

      const done = await sweepVanishedApplications(adminDb(), remaining, operator, {
        maxWrites: 3,
      });
      expect(done.entriesDeleted).toBe(left);
      expect(await findVanishedApplications(adminDb(), kinds)).toEqual([]);
      expect(await recordsBySlug()).toEqual([oldAdoption.id, oldCircle.id].sort());
    },
  );
});

describe('the npm run retention command', () => {
  it('sweeps the log with --delete and says how much it removed', async () => {
    const result = await runScript('retention.ts', [
      '--older-than',
      '24m',
      '--kind',
      'cession',
      '--delete',
    ]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /Log: 3 entries about applications already deleted held data, removed \(1 application\); 0 deletion records written/,
    );
    const ids = await logIds();
    for (const id of seeded.staffCessionData) expect(ids).not.toContain(id);
    for (const id of seeded.staffCessionDeletion) expect(ids).toContain(id);
  });
});
