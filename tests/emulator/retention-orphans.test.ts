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
import { Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import type { RetentionOptions } from '../../scripts/retention/args.ts';
import type { RetentionOperator } from '../../scripts/retention/log-traces.ts';
import {
  deleteOrphanPhotos,
  findOrphanPhotos,
  type KeptReason,
} from '../../scripts/retention/orphan-photos.ts';
import { asEmulatorOwner, bucketPhotos, type PhotoStore } from '../../scripts/retention/photos.ts';
import { runRetention } from '../../scripts/retention/run-retention.ts';
import { applicationPhotosFolder, applicationPhotosRoot } from '#src/config/storage-paths.ts';
import { adminDb, clearFirestore, deleteAdminApps, emulatorConfig } from '../support/emulators.ts';
import { runScript } from '../support/scripts.ts';

// docs/decisions/0022-retention.md: photos of no stored application go after 7 days; the rest stays.

const operator: RetentionOperator = {
  uid: 'script:retention',
  email: 'segreteria@example.org',
  displayName: 'npm run retention (segreteria@example.org)',
};
const DAY_MS = 24 * 60 * 60 * 1000;

const draftAdoption = 'DrAd0pt1onAbCdEf0123';
const draftCession = 'DrCe5s1onAbCdEf01234';
const draftCircle = 'DrC1rcleAbCdEf012345';
const sentAdoption = 'SeAd0pt1onAbCdEf0123';

const photosOf = (
  kind: 'adoption' | 'cession' | 'circle',
  id: string,
  count: number,
  extension: 'webp' | 'jpg' = 'webp',
) =>
  Array.from(
    { length: count },
    (_, i) => `${applicationPhotosFolder(kind, id)}photo${String(i).padStart(7, '0')}.${extension}`,
  );

const visitorPhotos = [
  ...photosOf('adoption', draftAdoption, 2),
  // From an iPhone: a JPEG.
  ...photosOf('cession', draftCession, 1, 'jpg'),
  ...photosOf('adoption', sentAdoption, 2),
];
/** Circle applications have no photos, but a folder there is harmless. */
const circlePhoto = photosOf('circle', draftCircle, 1)[0] ?? '';
const loosePhoto = 'applications/adoption/loose.webp';
const run = `orphans-${Date.now()}`;
const horsePhoto = `horses/${run}/stella.webp`;

const webp = { contentType: 'image/webp' };
const typeOf = (name: string) => ({
  contentType: name.endsWith('.jpg') ? 'image/jpeg' : 'image/webp',
});
const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]);

let owner: FirebaseStorage;
let visitor: FirebaseStorage;
let admin: App;
let photos: PhotoStore;
let seededAt: number;
const webApp = initializeWebApp(
  { projectId: emulatorConfig.projectId, storageBucket: emulatorConfig.storageBucket, apiKey: 'x' },
  'retention-orphans-test-web',
);
const visitorApp = initializeWebApp(
  { projectId: emulatorConfig.projectId, storageBucket: emulatorConfig.storageBucket, apiKey: 'x' },
  'retention-orphans-test-visitor',
);

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

async function seed(): Promise<void> {
  await adminDb()
    .collection('adoptionApplications')
    .doc(sentAdoption)
    .set({
      slug: sentAdoption,
      givenName: 'Lucrezia',
      familyName: 'Benvenuti',
      date: Timestamp.fromDate(new Date()),
      photos: ['photo0000000.webp', 'photo0000001.webp'],
    });
  // The rules take a visitor's photo only for an application just sent that names it
  // (docs/decisions/0050-storage-writes.md): the sent application's photos come that way. An
  // orphan folder is what stays of an application deleted or lost since, which the test stands
  // for by storing the drafts' photos as the emulator's owner.
  for (const name of photosOf('adoption', sentAdoption, 2)) {
    await uploadBytes(ref(visitor, name), bytes, typeOf(name));
  }
  for (const name of visitorPhotos.filter((name) => !name.includes(sentAdoption))) {
    await uploadBytes(ref(owner, name), bytes, typeOf(name));
  }
  for (const name of [circlePhoto, loosePhoto, horsePhoto]) {
    await uploadBytes(ref(owner, name), bytes, webp);
  }
  seededAt = Date.now();
}

const later = (days: number) => new Date(seededAt + days * DAY_MS);

const allKinds: RetentionOptions['selection'] = {
  by: 'age',
  months: 24,
  kinds: ['adoption', 'cession', 'circle'],
};

async function runAt(now: Date, selection: RetentionOptions['selection'], remove: boolean) {
  const lines: string[] = [];
  const code = await runRetention(
    { selection, delete: remove, project: undefined, bucket: undefined, operator: undefined },
    { db: adminDb(), photos, operator, now, log: (line) => lines.push(line) },
  );
  return { code, output: lines.join('\n') };
}

async function snapshot() {
  const collections = await adminDb().listCollections();
  const documents: string[] = [];
  for (const collection of collections) {
    for (const doc of (await collection.get()).docs) documents.push(doc.ref.path);
  }
  return { photos: await storedPhotos(), documents: documents.sort() };
}

beforeAll(() => {
  owner = getWebStorage(webApp);
  connectStorageEmulator(owner, emulatorConfig.host, emulatorConfig.ports.storage, {
    mockUserToken: 'owner',
  });
  visitor = getWebStorage(visitorApp);
  connectStorageEmulator(visitor, emulatorConfig.host, emulatorConfig.ports.storage);
  admin = initializeApp(
    { projectId: emulatorConfig.projectId, storageBucket: emulatorConfig.storageBucket },
    'retention-orphans-test',
  );
  photos = bucketPhotos(asEmulatorOwner(getStorage(admin).bucket()));
});

beforeEach(async () => {
  await clearFirestore();
  await clearPhotos();
  await seed();
});

afterAll(async () => {
  await clearPhotos();
  await deleteObject(ref(owner, horsePhoto)).catch(() => undefined);
  await clearFirestore();
  await deleteWebApp(webApp);
  await deleteWebApp(visitorApp);
  await deleteApp(admin);
  await deleteAdminApps();
});

const folderLine = (kind: 'adoption' | 'cession' | 'circle', id: string, count: number) =>
  new RegExp(
    `^  ${applicationPhotosFolder(kind, id)}  \\(${count} photos?, the newest of ` +
      '\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d UTC\\)$',
    'm',
  );

describe('a dry run by age', () => {
  it('lists the folders without an application and untouched for 7 days, and changes nothing', async () => {
    const before = await snapshot();
    const { code, output } = await runAt(later(8), allKinds, false);
    expect(code).toBe(0);
    expect(output).toContain(
      'Orphan photos (adoption, cession, circle): 3 folders of no stored application, ' +
        'untouched for more than 7 days, to remove (4 photos).',
    );
    expect(output).toMatch(folderLine('adoption', draftAdoption, 2));
    expect(output).toMatch(folderLine('cession', draftCession, 1));
    expect(output).toMatch(folderLine('circle', draftCircle, 1));
    expect(output).not.toContain(sentAdoption);
    expect(output).not.toContain('loose.webp');
    expect(output).toMatch(/Dry run: nothing was deleted\. Run again with --delete/);
    expect(await snapshot()).toEqual(before);
  });

  it('leaves a folder with a photo from the last 7 days: a visitor may still be filling the form', async () => {
    const { output } = await runAt(later(6), allKinds, false);
    expect(output).toContain(
      'Orphan photos (adoption, cession, circle): 0 folders of no stored application, ' +
        'untouched for more than 7 days, to remove (0 photos).',
    );
    expect(output).toMatch(/Dry run: nothing to delete\./);
  });
});

describe('a run by age with --delete', () => {
  it('deletes the orphan photos, and nothing else', async () => {
    const before = await snapshot();
    const { code, output } = await runAt(later(8), allKinds, true);
    expect(code).toBe(0);
    expect(output).toContain(
      `  deleted ${applicationPhotosFolder('adoption', draftAdoption)}  (2 photos)`,
    );
    expect(output).toContain(
      `  deleted ${applicationPhotosFolder('cession', draftCession)}  (1 photo)`,
    );
    expect(output).toContain(
      `  deleted ${applicationPhotosFolder('circle', draftCircle)}  (1 photo)`,
    );
    expect(output).toContain(
      'Orphan photos (adoption, cession, circle): 3 folders of no stored application, ' +
        'untouched for more than 7 days, removed (4 photos); nothing is logged',
    );
    expect(await storedPhotos()).toEqual(
      [...photosOf('adoption', sentAdoption, 2), loosePhoto].sort(),
    );
    expect(await storedPhotos(`horses/${run}`)).toEqual([horsePhoto]);
    // No application was stored, so nothing is written to the log.
    expect((await snapshot()).documents).toEqual(before.documents);

    const again = await runAt(later(8), allKinds, true);
    expect(again.output).toContain('0 folders of no stored application');
    expect(await storedPhotos()).toEqual(
      [...photosOf('adoption', sentAdoption, 2), loosePhoto].sort(),
    );
  });

  it('with --kind deletes only the orphan photos of that kind', async () => {
    const { output } = await runAt(later(8), { by: 'age', months: 24, kinds: ['cession'] }, true);
    expect(output).toContain('Orphan photos (cession): 1 folder of no stored application');
    expect(await storedPhotos()).toEqual(
      [...visitorPhotos, circlePhoto, loosePhoto]
        .filter((name) => !name.startsWith(applicationPhotosFolder('cession', draftCession)))
        .sort(),
    );
  });

  it('keeps the photos of an application sent between the listing and the deletion', async () => {
    const now = later(8);
    const found = await findOrphanPhotos(adminDb(), photos, ['adoption'], now);
    expect(found.map(({ id, count }) => [id, count])).toEqual([[draftAdoption, 2]]);
    await adminDb()
      .collection('adoptionApplications')
      .doc(draftAdoption)
      .set({ slug: draftAdoption, date: Timestamp.fromDate(new Date()) });
    const kept: [string, KeptReason][] = [];
    const result = await deleteOrphanPhotos(adminDb(), photos, found, now, {
      onKept: (folder, reason) => kept.push([folder.id, reason]),
    });
    expect(result).toEqual({ folders: 0, photos: 0 });
    expect(kept).toEqual([[draftAdoption, 'sent']]);
    expect(await storedPhotos(applicationPhotosFolder('adoption', draftAdoption))).toEqual(
      photosOf('adoption', draftAdoption, 2),
    );
  });
});

describe('the npm run retention command', () => {
  it('keeps photos just uploaded, and says how many orphan folders it removed', async () => {
    const result = await runScript('retention.ts', [
      '--older-than',
      '24m',
      '--kind',
      'adoption',
      '--delete',
    ]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      'Orphan photos (adoption): 0 folders of no stored application, untouched for more than ' +
        '7 days, removed (0 photos)',
    );
    expect(await storedPhotos()).toEqual([...visitorPhotos, circlePhoto, loosePhoto].sort());
  });
});
