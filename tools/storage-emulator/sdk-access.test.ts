import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStorage,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  uploadString,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUCKET,
  imageBytes,
  makeDataDir,
  PROJECT_ID,
  removeDataDir,
  startTestServer,
  type TestServer,
} from './test-support.ts';
import { memoryReader } from './firestore-reader.ts';

const MAX = 10 * 1024 * 1024;
const unauthenticated = { code: 'storage/unauthenticated', status: 401 };
const unauthorized = { code: 'storage/unauthorized', status: 403 };

let server: TestServer;
let dataDir: string;
let staff: FirebaseStorage;
let user: FirebaseStorage;
let anonymous: FirebaseStorage;

/** What the rules read; a test changes a horse's projection (`publicHorses/{slug}`) in place. */
const documents: Record<string, Readonly<Record<string, unknown>>> = {};

beforeAll(async () => {
  dataDir = await makeDataDir();
  server = await startTestServer({
    dataDir,
    firestore: memoryReader(documents),
  });
  Object.assign(documents, {
    // The application the photo tests upload to, sent a moment ago, naming their photos.
    'adoptionApplications/Ab3dEf6hIj9kLm2nOp5q': {
      photos: Array.from({ length: 60 }, (_, i) =>
        ['webp', 'jpg', 'jpeg'].map(
          (extension) => `photo${String(i + 1).padStart(7, '0')}.${extension}`,
        ),
      ).flat(),
      date: new Date(),
    },
  });
  staff = server.client('staff');
  user = server.client('user');
  anonymous = server.client('anonymous');
  await uploadBytes(ref(staff, 'horses/stella/cover.png'), imageBytes(256), {
    contentType: 'image/png',
  });
  // A staff-only file the app no longer writes: stored past the policy, as the seed does.
  await uploadBytes(ref(server.client('owner'), 'adoptions/contract-scan.png'), imageBytes(256), {
    contentType: 'image/png',
  });
});

afterAll(async () => {
  await server.stop();
  await removeDataDir(dataDir);
});

describe('writes', () => {
  it('refuses an anonymous upload with storage/unauthenticated', async () => {
    const target = ref(anonymous, 'horses/stella/new.png');
    await expect(
      uploadBytes(target, imageBytes(10), { contentType: 'image/png' }),
    ).rejects.toMatchObject(unauthenticated);
    const task = uploadBytesResumable(target, imageBytes(300 * 1024), { contentType: 'image/png' });
    await expect(task).rejects.toMatchObject(unauthenticated);
  });

  it('refuses a signed-in user without the staff claim with storage/unauthorized', async () => {
    const target = ref(user, 'horses/stella/new.png');
    await expect(
      uploadBytes(target, imageBytes(10), { contentType: 'image/png' }),
    ).rejects.toMatchObject(unauthorized);
    await expect(deleteObject(ref(user, 'horses/stella/cover.png'))).rejects.toMatchObject(
      unauthorized,
    );
    await expect(
      updateMetadata(ref(user, 'horses/stella/cover.png'), { cacheControl: 'no-cache' }),
    ).rejects.toMatchObject(unauthorized);
  });

  it('refuses anonymous deletes and metadata updates with storage/unauthenticated', async () => {
    await expect(deleteObject(ref(anonymous, 'horses/stella/cover.png'))).rejects.toMatchObject(
      unauthenticated,
    );
    await expect(
      updateMetadata(ref(anonymous, 'horses/stella/cover.png'), { cacheControl: 'no-cache' }),
    ).rejects.toMatchObject(unauthenticated);
  });

  it('refuses staff uploads that are not WebP, PNG or JPEG images', async () => {
    const target = ref(staff, 'web/notes.txt');
    await expect(
      uploadString(target, 'hello', 'raw', { contentType: 'text/plain' }),
    ).rejects.toMatchObject(unauthorized);
    await expect(
      uploadString(ref(staff, 'web/logo.svg'), '<svg onload="alert(1)"/>', 'raw', {
        contentType: 'image/svg+xml',
      }),
    ).rejects.toMatchObject(unauthorized);
    await expect(
      uploadBytes(ref(staff, 'web/moving.gif'), imageBytes(10), { contentType: 'image/gif' }),
    ).rejects.toMatchObject(unauthorized);
    const svgTask = uploadBytesResumable(ref(staff, 'web/big.svg'), imageBytes(300 * 1024), {
      contentType: 'image/svg+xml',
    });
    await expect(svgTask).rejects.toMatchObject(unauthorized);
    await expect(
      updateMetadata(ref(staff, 'horses/stella/cover.png'), { contentType: 'image/svg+xml' }),
    ).rejects.toMatchObject(unauthorized);
    // Without a content type the SDK sends application/octet-stream.
    await expect(uploadBytes(ref(staff, 'web/blob'), imageBytes(10))).rejects.toMatchObject(
      unauthorized,
    );
    await expect(
      updateMetadata(ref(staff, 'horses/stella/cover.png'), { contentType: 'text/plain' }),
    ).rejects.toMatchObject(unauthorized);
    expect((await getMetadata(ref(staff, 'horses/stella/cover.png'))).contentType).toBe(
      'image/png',
    );
  });

  it('refuses images of 10 MiB or more, accepts just below', async () => {
    const tooLarge = imageBytes(MAX);
    await expect(
      uploadBytes(ref(staff, 'horses/big/one.png'), tooLarge, { contentType: 'image/png' }),
    ).rejects.toMatchObject(unauthorized);
    const task = uploadBytesResumable(ref(staff, 'horses/big/two.png'), tooLarge, {
      contentType: 'image/png',
    });
    await expect(task).rejects.toMatchObject(unauthorized);
    const justBelow = await uploadBytes(ref(staff, 'horses/big/three.png'), tooLarge.subarray(1), {
      contentType: 'image/png',
    });
    expect(justBelow.metadata.size).toBe(MAX - 1);
  });

  it('lets the owner (admin) write anything', async () => {
    const owner = server.client('owner');
    await uploadString(ref(owner, 'exports/report.csv'), 'a,b\n1,2\n', 'raw', {
      contentType: 'text/csv',
    });
    expect((await getMetadata(ref(owner, 'exports/report.csv'))).contentType).toBe('text/csv');
  });
});

describe('reads', () => {
  it('lets anyone get an object of events/ and web/ by its path', async () => {
    for (const path of ['events/festa/cover.png', 'web/home/hero.png']) {
      await uploadBytes(ref(staff, path), imageBytes(256), { contentType: 'image/png' });
      for (const storage of [anonymous, user]) {
        const image = ref(storage, path);
        expect((await getMetadata(image)).size).toBe(256);
        expect((await getBytes(image)).byteLength).toBe(256);
        expect(await getDownloadURL(image)).toContain('token=');
      }
    }
  });

  it("lets anyone get a horse's photo only while its projection is shown", async () => {
    const path = 'horses/stella/photo/800.png';
    // A photo of the old flat names (decision 75): staff only, even while the horse is shown.
    const flat = 'horses/stella-thumb.png';
    for (const name of [path, flat]) {
      await uploadBytes(ref(staff, name), imageBytes(256), { contentType: 'image/png' });
    }
    documents['publicHorses/stella'] = { showWeb: true };
    for (const storage of [anonymous, user]) {
      expect((await getMetadata(ref(storage, path))).size).toBe(256);
      expect((await getBytes(ref(storage, path))).byteLength).toBe(256);
    }
    await expect(getMetadata(ref(anonymous, flat))).rejects.toMatchObject(unauthenticated);
    await expect(getMetadata(ref(user, flat))).rejects.toMatchObject(unauthorized);
    expect((await getMetadata(ref(staff, flat))).size).toBe(256);
    documents['publicHorses/stella'] = { showWeb: false };
    await expect(getMetadata(ref(anonymous, path))).rejects.toMatchObject(unauthenticated);
    await expect(getBytes(ref(anonymous, path))).rejects.toMatchObject(unauthenticated);
    await expect(getMetadata(ref(user, path))).rejects.toMatchObject(unauthorized);
    delete documents['publicHorses/stella'];
    await expect(getMetadata(ref(anonymous, path))).rejects.toMatchObject(unauthenticated);
    await expect(getMetadata(ref(user, path))).rejects.toMatchObject(unauthorized);
    // Staff get it always.
    expect((await getMetadata(ref(staff, path))).size).toBe(256);
  });

  it('lets nobody but staff list a folder, public or not', async () => {
    // A listing would show the photos of horses that are not on the website.
    await expect(listAll(ref(anonymous, 'horses'))).rejects.toMatchObject(unauthorized);
    await expect(list(ref(anonymous, 'horses/stella'))).rejects.toMatchObject(unauthorized);
    await expect(listAll(ref(user, 'horses'))).rejects.toMatchObject(unauthorized);
    await expect(list(ref(user, 'web'))).rejects.toMatchObject(unauthorized);
    const folder = await listAll(ref(staff, 'horses'));
    expect(folder.prefixes.map((prefix) => prefix.fullPath)).toContain('horses/stella');
    expect((await list(ref(staff, 'horses/stella'))).items.map((item) => item.name)).toContain(
      'cover.png',
    );
  });

  it('keeps everything else for staff', async () => {
    const privateRef = 'adoptions/contract-scan.png';
    await expect(getMetadata(ref(anonymous, privateRef))).rejects.toMatchObject(unauthenticated);
    await expect(getBytes(ref(anonymous, privateRef))).rejects.toMatchObject(unauthenticated);
    await expect(getMetadata(ref(user, privateRef))).rejects.toMatchObject(unauthorized);
    await expect(listAll(ref(anonymous, 'adoptions'))).rejects.toMatchObject(unauthorized);
    await expect(listAll(ref(anonymous))).rejects.toMatchObject(unauthorized);
    await expect(list(ref(user, 'adoptions'))).rejects.toMatchObject(unauthorized);
    expect((await getMetadata(ref(staff, privateRef))).size).toBe(256);
    expect((await listAll(ref(staff, 'adoptions'))).items).toHaveLength(1);
  });

  it('serves a private object to anyone holding its download URL', async () => {
    const url = await getDownloadURL(ref(staff, 'adoptions/contract-scan.png'));
    const withToken = await fetch(url);
    expect(withToken.status).toBe(200);
    expect((await withToken.arrayBuffer()).byteLength).toBe(256);
    const wrongToken = await fetch(url.replace(/token=[^&]+/, 'token=not-the-token'));
    expect(wrongToken.status).toBe(401);
    const withoutToken = await fetch(url.replace(/&token=[^&]+/, ''));
    expect(withoutToken.status).toBe(401);
    expect(await withoutToken.json()).toMatchObject({ error: { code: 401 } });
  });

  it('treats an undecodable token or one of another project as unauthenticated', async () => {
    const make = (token: string, name: string): FirebaseStorage => {
      const app = initializeApp(
        { projectId: PROJECT_ID, storageBucket: BUCKET, apiKey: 'fake' },
        name,
      );
      const storage = getStorage(app);
      connectStorageEmulator(storage, server.emulator.host, server.emulator.port, {
        mockUserToken: token,
      });
      return storage;
    };
    const garbage = make('not-a-jwt', 'storage-access-garbage-token');
    const otherProject = initializeApp(
      { projectId: 'someone-else', storageBucket: BUCKET, apiKey: 'fake' },
      'storage-access-other-project',
    );
    const foreign = getStorage(otherProject);
    connectStorageEmulator(foreign, server.emulator.host, server.emulator.port, {
      mockUserToken: { user_id: 'u9', staff: true },
    });
    try {
      await expect(getMetadata(ref(garbage, 'horses/stella/cover.png'))).rejects.toMatchObject(
        unauthenticated,
      );
      await expect(
        uploadBytes(ref(foreign, 'horses/x.png'), imageBytes(8), { contentType: 'image/png' }),
      ).rejects.toMatchObject(unauthenticated);
    } finally {
      await deleteApp(garbage.app);
      await deleteApp(otherProject);
    }
  });
});

describe('quota', () => {
  let quotaServer: TestServer;
  let quotaDir: string;

  beforeAll(async () => {
    quotaDir = await makeDataDir();
    quotaServer = await startTestServer({ dataDir: quotaDir, quotaBytes: 10_000 });
  });

  afterAll(async () => {
    await quotaServer.stop();
    await removeDataDir(quotaDir);
  });

  it('answers storage/quota-exceeded once the bucket would exceed quotaBytes', async () => {
    const client = quotaServer.client('staff');
    await uploadBytes(ref(client, 'horses/a.png'), imageBytes(6000), { contentType: 'image/png' });
    await expect(
      uploadBytes(ref(client, 'horses/b.png'), imageBytes(6000), { contentType: 'image/png' }),
    ).rejects.toMatchObject({ code: 'storage/quota-exceeded', status: 402 });
    await uploadBytes(ref(client, 'horses/a.png'), imageBytes(9000), { contentType: 'image/png' });
    const resumable = uploadBytesResumable(ref(client, 'horses/c.png'), imageBytes(300 * 1024), {
      contentType: 'image/png',
    });
    await expect(resumable).rejects.toMatchObject({ code: 'storage/quota-exceeded' });
    await deleteObject(ref(client, 'horses/a.png'));
    await uploadBytes(ref(client, 'horses/b.png'), imageBytes(6000), { contentType: 'image/png' });
  });
});

describe('the photos of a public application', () => {
  const folder = 'applications/adoption/Ab3dEf6hIj9kLm2nOp5q';
  const webp = { contentType: 'image/webp' };
  const jpeg = { contentType: 'image/jpeg' };
  let counter = 0;
  const freshName = (extension = 'webp') =>
    `${folder}/photo${String((counter += 1)).padStart(7, '0')}.${extension}`;

  it('lets anyone create one, signed in or not, with a simple or a resumable upload', async () => {
    const byVisitor = freshName();
    const uploaded = await uploadBytes(ref(anonymous, byVisitor), imageBytes(2048), webp);
    expect(uploaded.metadata).toMatchObject({ fullPath: byVisitor, size: 2048, ...webp });
    const byUser = freshName();
    await uploadBytes(ref(user, byUser), imageBytes(16), webp);
    const resumable = freshName();
    const task = uploadBytesResumable(ref(anonymous, resumable), imageBytes(300 * 1024), webp);
    expect((await task).metadata.size).toBe(300 * 1024);
    for (const path of [byVisitor, byUser, resumable]) {
      expect((await getMetadata(ref(staff, path))).contentType).toBe('image/webp');
    }
  });

  it('lets anyone create a JPEG named .jpg, simple or resumable, and nothing that mismatches', async () => {
    const byVisitor = freshName('jpg');
    const uploaded = await uploadBytes(ref(anonymous, byVisitor), imageBytes(2048), jpeg);
    expect(uploaded.metadata).toMatchObject({ fullPath: byVisitor, size: 2048, ...jpeg });
    const resumable = freshName('jpg');
    const task = uploadBytesResumable(ref(user, resumable), imageBytes(300 * 1024), jpeg);
    expect((await task).metadata.size).toBe(300 * 1024);
    for (const path of [byVisitor, resumable]) {
      expect((await getMetadata(ref(staff, path))).contentType).toBe('image/jpeg');
    }
    await expect(
      uploadBytes(ref(anonymous, freshName('jpg')), imageBytes(16), webp),
    ).rejects.toMatchObject(unauthorized);
    await expect(
      uploadBytes(ref(user, freshName('webp')), imageBytes(16), jpeg),
    ).rejects.toMatchObject(unauthorized);
    const mismatched = uploadBytesResumable(
      ref(anonymous, freshName('jpg')),
      imageBytes(300 * 1024),
      webp,
    );
    await expect(mismatched).rejects.toMatchObject(unauthorized);
    await expect(
      uploadBytes(ref(anonymous, freshName('jpeg')), imageBytes(16), jpeg),
    ).rejects.toMatchObject(unauthenticated);
  });

  it('refuses with storage/unauthorized another type, 10 MiB or more, and a resumable SVG', async () => {
    for (const contentType of ['image/png', 'image/jpeg', 'image/svg+xml', 'text/plain']) {
      await expect(
        uploadBytes(ref(anonymous, freshName()), imageBytes(16), { contentType }),
      ).rejects.toMatchObject(unauthorized);
    }
    await expect(
      uploadBytes(ref(anonymous, freshName()), imageBytes(MAX), webp),
    ).rejects.toMatchObject(unauthorized);
    const large = uploadBytesResumable(ref(anonymous, freshName()), imageBytes(MAX), webp);
    await expect(large).rejects.toMatchObject(unauthorized);
    const svg = uploadBytesResumable(ref(user, freshName()), imageBytes(300 * 1024), {
      contentType: 'image/svg+xml',
    });
    await expect(svg).rejects.toMatchObject(unauthorized);
  });

  it('refuses a public overwrite, simple or resumable, and a metadata update, by anyone', async () => {
    const path = freshName();
    const original = imageBytes(64);
    await uploadBytes(ref(anonymous, path), original, webp);
    await expect(uploadBytes(ref(anonymous, path), imageBytes(64), webp)).rejects.toMatchObject(
      unauthorized,
    );
    await expect(uploadBytes(ref(user, path), imageBytes(64), webp)).rejects.toMatchObject(
      unauthorized,
    );
    const resumable = uploadBytesResumable(ref(anonymous, path), imageBytes(300 * 1024), webp);
    await expect(resumable).rejects.toMatchObject(unauthorized);
    await expect(
      updateMetadata(ref(anonymous, path), { cacheControl: 'no-cache' }),
    ).rejects.toMatchObject(unauthorized);
    expect(new Uint8Array(await getBytes(ref(staff, path)))).toEqual(original);

    await expect(uploadBytes(ref(staff, path), imageBytes(32), webp)).rejects.toMatchObject(
      unauthorized,
    );
    await expect(
      updateMetadata(ref(staff, path), { cacheControl: 'no-cache' }),
    ).rejects.toMatchObject(unauthorized);
    expect(new Uint8Array(await getBytes(ref(staff, path)))).toEqual(original);
  });

  it('lets only one of two uploads racing to the same new path through', async () => {
    const path = freshName();
    const results = await Promise.allSettled(
      [anonymous, user].map((client) => uploadBytes(ref(client, path), imageBytes(64), webp)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [refused] = results.filter((result) => result.status === 'rejected');
    expect(refused?.reason).toMatchObject(unauthorized);
  });

  it('lets nobody but staff read, list or delete them', async () => {
    const path = freshName();
    await uploadBytes(ref(anonymous, path), imageBytes(64), webp);
    await expect(getMetadata(ref(anonymous, path))).rejects.toMatchObject(unauthenticated);
    await expect(getBytes(ref(anonymous, path))).rejects.toMatchObject(unauthenticated);
    await expect(getMetadata(ref(user, path))).rejects.toMatchObject(unauthorized);
    await expect(listAll(ref(anonymous, folder))).rejects.toMatchObject(unauthorized);
    await expect(list(ref(user, 'applications'))).rejects.toMatchObject(unauthorized);
    await expect(deleteObject(ref(anonymous, path))).rejects.toMatchObject(unauthenticated);
    await expect(deleteObject(ref(user, path))).rejects.toMatchObject(unauthorized);
    expect((await listAll(ref(staff, folder))).items.map((item) => item.fullPath)).toContain(path);
    await deleteObject(ref(staff, path));
    await expect(getMetadata(ref(staff, path))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
  });

  it('keeps every other path under applications/ for staff', async () => {
    const id = 'Ab3dEf6hIj9kLm2nOp5q';
    for (const path of [
      `applications/circle/${id}/k3j9x0a1b2c4.webp`,
      `applications/adoption/${id}/deeper/k3j9x0a1b2c4.webp`,
      `applications/adoption/${id}/Photo-1.webp`,
      `applications/adoption/not-an-auto-id/k3j9x0a1b2c4.webp`,
      'applications/k3j9x0a1b2c4.webp',
    ]) {
      await expect(uploadBytes(ref(anonymous, path), imageBytes(8), webp)).rejects.toMatchObject(
        unauthenticated,
      );
      await expect(uploadBytes(ref(user, path), imageBytes(8), webp)).rejects.toMatchObject(
        unauthorized,
      );
    }
  });
});
