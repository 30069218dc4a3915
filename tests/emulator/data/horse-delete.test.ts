import { Timestamp } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore/lite';
import { getMetadata, ref, uploadBytes } from 'firebase/storage';
import { deleteHorse } from '#src/features/horses/api/horses-api';
import {
  horseDocumentsFolder,
  horseNewsPhotosFolder,
  horsePhotoPaths,
} from '#src/features/horses/model/horse-deletion';
import { errorCode } from '#src/lib/data/errors';
import { listStorage } from '#src/lib/data/media-api';
import { storage } from '#src/lib/firebase/storage';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { minimalPdf } from '#scripts/seed/demo/horse-documents.ts';
import { signInAs, signOutApp } from '../../support/app-session';
import {
  adminDb,
  clearFirestore,
  createStaffAndPlainUsers,
  deleteAdminApps,
  type TestUser,
} from '../../support/emulators';

// docs/decisions/0043-deleting-a-horse.md, against the emulators with the real rules.

// Storage keeps its files between runs and never overwrites a document's: each test has its horses.
const run = Date.now().toString(36);
let test = 0;
let ada = '';
let blu = '';

let staffUser: TestUser;
let volunteerUser: TestUser;
let staff: SignedInUser;

const autoId = (prefix: string, n: number) =>
  `${prefix}${String(n).padStart(20 - prefix.length, '0')}`;

// The Storage emulator checks the declared type only.
const webp = () => {
  const bytes = new Uint8Array(64);
  bytes.set([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
  return bytes;
};

async function upload(path: string, contentType: string, bytes: Uint8Array = webp()) {
  await uploadBytes(ref(storage, path), bytes, { contentType });
}

async function stored(path: string): Promise<boolean> {
  try {
    await getMetadata(ref(storage, path));
    return true;
  } catch (error) {
    if (errorCode(error) === 'storage/object-not-found') return false;
    throw error;
  }
}

interface Things {
  readonly documents: Record<string, object>;
  readonly files: readonly string[];
}

/** Includes a photo an abandoned news upload left in Storage. */
function thingsOf(slug: string, tag: string): Things {
  const news = [autoId(`N${tag}`, 1), autoId(`N${tag}`, 2)] as const;
  const documentId = autoId(`D${tag}`, 1);
  const photo = `horses/${slug}/news/${news[0]}.webp`;
  const file = `horseDocuments/${slug}/${documentId}/passaporto.pdf`;
  const documents: Record<string, object> = {
    [`horses/${slug}`]: { slug, name: tag === 'ada' ? 'Ada' : 'Blu', showWeb: true },
    [`publicHorses/${slug}`]: { slug, name: tag === 'ada' ? 'Ada' : 'Blu', showWeb: true },
    [`horseNews/${news[0]}`]: {
      horseSlug: slug,
      date: '2026-05-12',
      title: 'Al pascolo',
      text: '',
      photo,
    },
    [`horseNews/${news[1]}`]: {
      horseSlug: slug,
      date: '2026-06-01',
      title: 'Dal dentista',
      text: '',
      photo: '',
    },
    [`careIntervals/${slug}`]: { Maniscalco: { every: 6, unit: 'settimane' } },
    [`horseDocuments/${documentId}`]: {
      horseSlug: slug,
      type: 'Passaporto',
      title: 'Passaporto',
      expiry: '',
      path: file,
      contentType: 'application/pdf',
      size: 300,
      uploadedAt: Timestamp.now(),
    },
  };
  for (let n = 1; n <= 3; n += 1) {
    documents[`careRecords/${autoId(`C${tag}`, n)}`] = {
      horseSlug: slug,
      type: 'Maniscalco',
      date: `2026-0${n}-10`,
      notes: '',
      cost: 80,
    };
  }
  const files = [
    `horses/${slug}/photo/thumb.webp`,
    `horses/${slug}/photo/zoom.webp`,
    `horses/${slug}/photo/thumb.png`,
    photo,
    `horses/${slug}/news/${autoId(`U${tag}`, 1)}.webp`,
    file,
  ];
  return { documents, files };
}

let adaThings: Things;
let bluThings: Things;

/** Files first, as the app stores them: a document's file is refused once its record exists. */
async function seed(...all: Things[]): Promise<void> {
  for (const things of all) {
    for (const path of things.files) {
      if (path.endsWith('.pdf')) await upload(path, 'application/pdf', minimalPdf('Passaporto'));
      else await upload(path, path.endsWith('.png') ? 'image/png' : 'image/webp');
    }
  }
  const batch = adminDb().batch();
  for (const things of all) {
    for (const [path, data] of Object.entries(things.documents))
      batch.set(adminDb().doc(path), data);
  }
  await batch.commit();
}

async function existing(paths: readonly string[]): Promise<string[]> {
  const found = await Promise.all(
    paths.map(async (path) => ((await adminDb().doc(path).get()).exists ? path : null)),
  );
  return found.filter((path) => path !== null);
}

async function storedFiles(paths: readonly string[]): Promise<string[]> {
  const found = await Promise.all(paths.map(async (path) => ((await stored(path)) ? path : null)));
  return found.filter((path) => path !== null);
}

async function countOf(slug: string): Promise<number> {
  const counts = await Promise.all(
    ['horseNews', 'careRecords', 'horseDocuments'].map(
      async (name) =>
        (await adminDb().collection(name).where('horseSlug', '==', slug).count().get()).data()
          .count,
    ),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

async function logs() {
  const snapshot = await adminDb().collection('logs').get();
  return snapshot.docs.map((doc) => doc.data());
}

beforeAll(async () => {
  setLogLevel('silent');
  ({ staff: staffUser, plain: volunteerUser } = await createStaffAndPlainUsers('horse-delete'));
});

beforeEach(async () => {
  test += 1;
  ada = `ada-${run}-${test}`;
  blu = `blu-${run}-${test}`;
  adaThings = thingsOf(ada, 'ada');
  bluThings = thingsOf(blu, 'blu');
  await clearFirestore();
  staff = await signInAs(staffUser);
});

afterEach(signOutApp);
afterAll(deleteAdminApps);

describe('deleteHorse', () => {
  it('deletes the horse and everything of it in one logged commit, then its files', async () => {
    await seed(adaThings, bluThings);
    expect(await deleteHorse(staff, ada)).toEqual({ success: true, data: { filesLeft: 0 } });

    expect(await existing(Object.keys(adaThings.documents))).toEqual([]);
    expect(await countOf(ada)).toBe(0);
    expect(await storedFiles(adaThings.files)).toEqual([]);
    expect((await listStorage(`horses/${ada}/news/`)).data?.files).toEqual([]);
    expect((await listStorage(`horseDocuments/${ada}/`)).data).toEqual({ folders: [], files: [] });

    expect(await existing(Object.keys(bluThings.documents))).toEqual(
      Object.keys(bluThings.documents),
    );
    expect(await storedFiles(bluThings.files)).toEqual(bluThings.files);

    const entries = await logs();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      function: 'deleteHorse',
      collection: 'horses',
      params: { slug: ada, item: { slug: ada, name: 'Ada' } },
      user: { uid: staffUser.uid },
    });
  });

  it('deletes a horse that has nothing else', async () => {
    const bare = `bare-${run}`;
    await adminDb().doc(`horses/${bare}`).set({ slug: bare, name: 'Bare', showWeb: false });
    expect(await deleteHorse(staff, bare)).toEqual({ success: true, data: { filesLeft: 0 } });
    expect((await adminDb().doc(`horses/${bare}`).get()).exists).toBe(false);
  });

  it('deletes nothing for a user without the staff claim', async () => {
    await seed(adaThings);
    await signOutApp();
    const volunteer = await signInAs(volunteerUser);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await deleteHorse(volunteer, ada);
    expect(result.error?.code).toBe('permission-denied');
    await signOutApp();
    staff = await signInAs(staffUser);
    expect(await existing(Object.keys(adaThings.documents))).toEqual(
      Object.keys(adaThings.documents),
    );
    expect(await storedFiles(adaThings.files)).toEqual(adaThings.files);
    expect(await logs()).toEqual([]);
  });

  it('deletes nothing, not even a file, when the commit is refused', async () => {
    await seed(adaThings);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const forged = { uid: 'someone-else', email: null, displayName: null };
    const result = await deleteHorse(forged, ada);
    expect(result.error?.code).toBe('permission-denied');
    expect(await existing(Object.keys(adaThings.documents))).toEqual(
      Object.keys(adaThings.documents),
    );
    expect(await storedFiles(adaThings.files)).toEqual(adaThings.files);
    expect(await logs()).toEqual([]);
  });

  it('answers a horse that does not exist, with nothing left of it, as not found', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await deleteHorse(staff, `nobody-${run}`)).error?.code).toBe('not-found');
    expect(await logs()).toEqual([]);
  });

  it('deletes a horse with more things than one commit holds, in several logged commits', async () => {
    const big = `big-${run}`;
    const writer = adminDb().bulkWriter();
    void writer.set(adminDb().doc(`horses/${big}`), { slug: big, name: 'Big', showWeb: false });
    for (let n = 0; n < 600; n += 1) {
      void writer.set(adminDb().doc(`careRecords/${autoId('Cbig', n)}`), {
        horseSlug: big,
        type: 'Altro',
        date: '2026-01-01',
        notes: '',
        cost: null,
      });
    }
    await writer.close();
    expect(await deleteHorse(staff, big)).toEqual({ success: true, data: { filesLeft: 0 } });
    expect((await adminDb().doc(`horses/${big}`).get()).exists).toBe(false);
    expect(await countOf(big)).toBe(0);
    const items = (await logs()).map((entry) => entry.params.item);
    expect(items).toHaveLength(2);
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ slug: big, name: 'Big' }),
        { batch: 2, batches: 2, deletes: expect.stringMatching(/^careRecords\//) as string },
      ]),
    );
  });

  it('finishes a deletion that left things of a horse already deleted', async () => {
    await seed(adaThings);
    await adminDb().doc(`horses/${ada}`).delete();
    await adminDb().doc(`publicHorses/${ada}`).delete();
    expect(await deleteHorse(staff, ada)).toEqual({ success: true, data: { filesLeft: 0 } });
    expect(await existing(Object.keys(adaThings.documents))).toEqual([]);
    expect(await storedFiles(adaThings.files)).toEqual([]);
    const entries = await logs();
    expect(entries.map((entry) => [entry.function, entry.params])).toEqual([
      [
        'deleteHorse',
        {
          slug: ada,
          item: { batch: 1, batches: 1, deletes: expect.stringMatching(/^horseNews\//) as string },
          // What it deletes in Storage once its commits land.
          files: {
            deleted: [
              ...horsePhotoPaths(ada),
              horseNewsPhotosFolder(ada),
              horseDocumentsFolder(ada),
            ],
          },
        },
      ],
    ]);
  });
});
