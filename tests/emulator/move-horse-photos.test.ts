import { deleteApp as deleteWebApp, initializeApp as initializeWebApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getMetadata,
  getStorage as getWebStorage,
  listAll,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { moveHorsePhotos } from '../../scripts/admin/horse-photos.ts';
import { asEmulatorOwner, type Bucket } from '../../scripts/retention/photos.ts';
import { storageMediaUrl } from '#src/lib/images/image-url.ts';
import {
  HORSE_PHOTO_CACHE,
  horseImagePath,
  legacyHorseImagePath,
} from '#src/config/storage-paths.ts';
import { adminDb, deleteAdminApps, emulatorConfig } from '../support/emulators.ts';
import { runScript } from '../support/scripts.ts';

// The one-off move of the horse photos (docs/decisions/0075-hidden-horses-photos.md), run by the
// deploy after the rules: every old `horses/{slug}-{size}.{format}` goes to the horse's folder.

const run = `move-${Date.now()}`;
const shown = `${run}-ada`;
const hidden = `${run}-bea-bis`;
const oldOf = (slug: string) =>
  (['thumb', 'zoom'] as const).flatMap((size) =>
    (['png', 'webp'] as const).map((format) => legacyHorseImagePath(slug, size, format)),
  );
/** Saved since the deploy, in the new place: the move keeps it and drops the old copy. */
const savedSince = horseImagePath(shown, 'zoom', 'webp');
const notAPhoto = `horses/${run}-notes.jpg`;
const bytesOf = (path: string) => new TextEncoder().encode(`bytes of ${path}`);
const typeOf = (path: string) => (path.endsWith('.png') ? 'image/png' : 'image/webp');

const web = initializeWebApp(
  { projectId: emulatorConfig.projectId, storageBucket: emulatorConfig.storageBucket, apiKey: 'x' },
  'move-horse-photos-owner',
);
let owner: FirebaseStorage;
let admin: App;
let bucket: Bucket;

async function namesUnder(prefix: string): Promise<string[]> {
  const names: string[] = [];
  const walk = async (path: string): Promise<void> => {
    const result = await listAll(ref(owner, path));
    names.push(...result.items.map((item) => item.fullPath).filter((n) => n.startsWith(prefix)));
    for (const folder of result.prefixes) {
      if (folder.fullPath.startsWith(prefix)) await walk(folder.fullPath);
    }
  };
  await walk('horses');
  return names.sort();
}

/** A refusal to a visitor: the emulator answers 401 without credentials (decision 3). */
const REFUSED = [401, 403];

/** What a browser gets for the address the public pages build: no credentials. */
async function publicStatus(path: string): Promise<number> {
  const url = storageMediaUrl(path, {
    bucket: emulatorConfig.storageBucket,
    emulator: { host: emulatorConfig.host, port: emulatorConfig.ports.storage },
  });
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status;
}

beforeAll(async () => {
  owner = getWebStorage(web);
  connectStorageEmulator(owner, emulatorConfig.host, emulatorConfig.ports.storage, {
    mockUserToken: 'owner',
  });
  admin = initializeApp(
    { projectId: emulatorConfig.projectId, storageBucket: emulatorConfig.storageBucket },
    'move-horse-photos',
  );
  bucket = asEmulatorOwner(getStorage(admin).bucket());
  await adminDb().doc(`publicHorses/${shown}`).set({ slug: shown, showWeb: true });
  await adminDb().doc(`publicHorses/${hidden}`).set({ slug: hidden, showWeb: false });
  // As the app stored them before: a day in any cache.
  for (const path of [...oldOf(shown), ...oldOf(hidden), savedSince, notAPhoto]) {
    await uploadBytes(ref(owner, path), bytesOf(path), {
      contentType: path.endsWith('.jpg') ? 'image/jpeg' : typeOf(path),
      cacheControl: 'public, max-age=86400',
    });
  }
});

afterAll(async () => {
  for (const path of await namesUnder(`horses/${run}`)) await deleteObject(ref(owner, path));
  await adminDb().doc(`publicHorses/${shown}`).delete();
  await adminDb().doc(`publicHorses/${hidden}`).delete();
  await deleteWebApp(web);
  await deleteApp(admin);
  await deleteAdminApps();
});

describe('moveHorsePhotos (npm run move-horse-photos, run by the deploy)', () => {
  it('gives nobody but staff the old paths once the rules are deployed, published horse or not', async () => {
    for (const path of [...oldOf(shown), ...oldOf(hidden)]) {
      expect(REFUSED, path).toContain(await publicStatus(path));
    }
  });

  it("moves every size and format into the horse's folder with the photos' cache, deleting the old", async () => {
    const move = await moveHorsePhotos(bucket, `horses/${run}`);
    expect(move).toEqual({
      moved: [...oldOf(shown), ...oldOf(hidden)]
        .filter((path) => path !== `horses/${shown}-zoom.webp`)
        .sort(),
      dropped: [`horses/${shown}-zoom.webp`],
      left: [notAPhoto],
    });
    const moved = (slug: string) =>
      (['thumb', 'zoom'] as const).flatMap((size) =>
        (['png', 'webp'] as const).map((format) => horseImagePath(slug, size, format)),
      );
    expect(await namesUnder(`horses/${run}`)).toEqual(
      [...moved(shown), ...moved(hidden), notAPhoto].sort(),
    );
    for (const slug of [shown, hidden]) {
      for (const [index, path] of moved(slug).entries()) {
        const old = oldOf(slug)[index] ?? '';
        const kept = path === savedSince;
        expect(new TextDecoder().decode(await getBytes(ref(owner, path))), path).toBe(
          `bytes of ${kept ? savedSince : old}`,
        );
        if (!kept) {
          expect(await getMetadata(ref(owner, path)), path).toMatchObject({
            contentType: typeOf(path),
            cacheControl: HORSE_PHOTO_CACHE,
          });
        }
      }
    }
    // The public pages' addresses: the published horse's photos are served, the hidden one's not.
    for (const path of moved(shown)) expect(await publicStatus(path), path).toBe(200);
    for (const path of moved(hidden)) expect(REFUSED, path).toContain(await publicStatus(path));
  });

  it('changes nothing the second time', async () => {
    const before = await namesUnder(`horses/${run}`);
    expect(await moveHorsePhotos(bucket, `horses/${run}`)).toEqual({
      moved: [],
      dropped: [],
      left: [notAPhoto],
    });
    expect(await namesUnder(`horses/${run}`)).toEqual(before);
  });

  it('runs as npm run move-horse-photos on the emulators, saying what it did', async () => {
    const legacy = legacyHorseImagePath(`${run}-cid`, 'thumb', 'webp');
    await uploadBytes(ref(owner, legacy), bytesOf(legacy), { contentType: 'image/webp' });
    const result = await runScript('move-horse-photos.ts', []);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Horse photos in ".+": \d+ moved to their horse's folder/);
    expect(result.stdout).toContain(legacy);
    expect(await namesUnder(`horses/${run}-cid`)).toEqual([
      horseImagePath(`${run}-cid`, 'thumb', 'webp'),
    ]);
  });
});
