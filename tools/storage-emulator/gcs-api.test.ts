import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import {
  getBytes,
  getMetadata,
  listAll,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BUCKET,
  idTokenHeader,
  imageBytes,
  makeDataDir,
  PROJECT_ID,
  removeDataDir,
  startTestServer,
  type TestServer,
} from './test-support.ts';

type AdminBucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;
type RequestOptions = ReturnType<AdminBucket['storage']['interceptors'][number]['request']>;

const FOLDER = 'applications/adoption/AbCdEf0123456789GhIj/';
const inFolder = ['paddock.webp', 'passaporto.webp', 'stalla/box.webp', 'x.webp', 'y.webp'].map(
  (name) => FOLDER + name,
);
const neighbours = [
  'applications/adoption/AbCdEf0123456789GhIjK/other.webp', // same start, another folder
  'applications/cession/AbCdEf0123456789GhIj/paddock.webp', // same id, another kind
  'horses/stella-thumb.webp',
];

let server: TestServer;
let dataDir: string;
let owner: FirebaseStorage;
let apps: App[] = [];
let adminWithOwner: AdminBucket;
let adminWithoutCredentials: AdminBucket;
let savedHost: string | undefined;

/** firebase-admin sends no Authorization header to an emulator: add the owner's. */
function asOwner(bucket: AdminBucket): AdminBucket {
  bucket.storage.interceptors.push({
    request: (options) =>
      ({
        ...options,
        headers: { ...options.headers, Authorization: 'Bearer owner' },
      }) as RequestOptions,
  });
  return bucket;
}

async function seed(): Promise<void> {
  for (const name of [...inFolder, ...neighbours]) {
    await uploadBytes(ref(owner, name), imageBytes(64), { contentType: 'image/webp' });
  }
}

async function allNames(): Promise<string[]> {
  const names: string[] = [];
  const walk = async (path: string): Promise<void> => {
    const result = await listAll(ref(owner, path));
    names.push(...result.items.map((item) => item.fullPath));
    for (const folder of result.prefixes) await walk(folder.fullPath);
  };
  await walk('');
  return names.sort();
}

function api(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${server.emulator.url}${path}`, init);
}

const encoded = (name: string) => encodeURIComponent(name);

beforeAll(async () => {
  dataDir = await makeDataDir();
  server = await startTestServer({ dataDir });
  owner = server.client('owner');
  // The client reads the emulator's address when it is made.
  savedHost = process.env.STORAGE_EMULATOR_HOST;
  process.env.STORAGE_EMULATOR_HOST = server.emulator.url;
  // Two apps, so that the owner's interceptor stays on one Storage client.
  apps = ['gcs-api-test', 'gcs-api-test-owner'].map((name) =>
    initializeApp({ projectId: PROJECT_ID }, name),
  );
  const [plain, withOwner] = apps.map((app) => getStorage(app).bucket(BUCKET));
  if (!plain || !withOwner) throw new Error('No bucket');
  adminWithoutCredentials = plain;
  adminWithOwner = asOwner(withOwner);
});

beforeEach(async () => {
  for (const name of await allNames()) {
    await api(`/b/${BUCKET}/o/${encoded(name)}`, {
      method: 'DELETE',
      headers: { Authorization: 'Bearer owner' },
    });
  }
  await seed();
});

afterAll(async () => {
  if (savedHost === undefined) Reflect.deleteProperty(process.env, 'STORAGE_EMULATOR_HOST');
  else process.env.STORAGE_EMULATOR_HOST = savedHost;
  await Promise.all(apps.map((app) => deleteApp(app)));
  await server.stop();
  await removeDataDir(dataDir);
});

describe('the owner, through firebase-admin', () => {
  it('lists the objects under a prefix, nested ones included, with their metadata', async () => {
    const [files] = await adminWithOwner.getFiles({ prefix: FOLDER });
    expect(files.map((file) => file.name)).toEqual([...inFolder].sort());
    expect(files[0]?.metadata).toMatchObject({
      bucket: BUCKET,
      contentType: 'image/webp',
      size: '64',
    });
  });

  it('lists page by page', async () => {
    const [first, next] = await adminWithOwner.getFiles({
      prefix: FOLDER,
      maxResults: 2,
      autoPaginate: false,
    });
    expect(first.map((file) => file.name)).toEqual([...inFolder].sort().slice(0, 2));
    expect(next).toMatchObject({ pageToken: expect.any(String) });
    const [second] = await adminWithOwner.getFiles({ ...next, autoPaginate: false });
    expect(second.map((file) => file.name)).toEqual([...inFolder].sort().slice(2, 4));
  });

  it('lists nothing under a prefix that holds nothing', async () => {
    const [files] = await adminWithOwner.getFiles({ prefix: 'applications/circle/' });
    expect(files).toEqual([]);
  });

  it('deletes every object under a folder and nothing else', async () => {
    await adminWithOwner.deleteFiles({ prefix: FOLDER });
    expect(await allNames()).toEqual([...neighbours].sort());
    await expect(getBytes(ref(owner, inFolder[0] ?? ''))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
  });

  it("copies an object: with the metadata of the call, or without one the source's", async () => {
    const source = neighbours[2] ?? '';
    await adminWithOwner.file(source).copy(adminWithOwner.file('horses/stella/photo/thumb.webp'), {
      contentType: 'image/webp',
      cacheControl: 'private, max-age=86400',
    });
    await adminWithOwner.file(source).copy('horses/stella/photo/copy.webp');
    const moved = await getMetadata(ref(owner, 'horses/stella/photo/thumb.webp'));
    expect(moved).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'private, max-age=86400',
    });
    expect(await getBytes(ref(owner, 'horses/stella/photo/copy.webp'))).toEqual(
      await getBytes(ref(owner, source)),
    );
    expect(await allNames()).toEqual(
      [
        ...inFolder,
        ...neighbours,
        'horses/stella/photo/copy.webp',
        'horses/stella/photo/thumb.webp',
      ].sort(),
    );
    await expect(
      adminWithOwner.file(`${FOLDER}none.webp`).copy('horses/none.webp'),
    ).rejects.toMatchObject({ code: 404 });
  });

  it('answers 404 for an object that does not exist', async () => {
    await expect(adminWithOwner.file(`${FOLDER}none.webp`).delete()).rejects.toMatchObject({
      code: 404,
    });
  });
});

describe('anyone else', () => {
  it('is refused by firebase-admin without the owner credential (it sends none)', async () => {
    await expect(adminWithoutCredentials.getFiles({ prefix: FOLDER })).rejects.toMatchObject({
      code: 401,
      message: expect.stringMatching(/Bearer owner/),
    });
    await expect(adminWithoutCredentials.deleteFiles({ prefix: FOLDER })).rejects.toMatchObject({
      code: 401,
    });
    expect(await allNames()).toHaveLength(inFolder.length + neighbours.length);
  });

  it.each([
    ['anonymous', {}, 401],
    ['a visitor', { Authorization: idTokenHeader({ email: 'visitor@example.org' }) }, 403],
    ['staff', { Authorization: idTokenHeader({ staff: true }) }, 403],
    ['an unreadable token', { Authorization: 'Bearer not-a-token' }, 401],
  ])('%s cannot list, delete nor copy', async (_who, headers: Record<string, string>, status) => {
    expect((await api(`/b/${BUCKET}/o?prefix=${encoded(FOLDER)}`, { headers })).status).toBe(
      status,
    );
    const name = inFolder[0] ?? '';
    const deletion = await api(`/b/${BUCKET}/o/${encoded(name)}`, { method: 'DELETE', headers });
    expect(deletion.status).toBe(status);
    const copy = await api(`/b/${BUCKET}/o/${encoded(name)}/rewriteTo/b/${BUCKET}/o/copy.webp`, {
      method: 'POST',
      headers,
    });
    expect(copy.status).toBe(status);
    expect(await allNames()).toContain(name);
    expect(await allNames()).not.toContain('copy.webp');
  });
});

describe('the HTTP surface', () => {
  const owner = { Authorization: 'Bearer owner' };

  it('serves the same calls under /storage/v1, as with an apiEndpoint', async () => {
    const listing = await api(`/storage/v1/b/${BUCKET}/o?prefix=${encoded(FOLDER)}&maxResults=1`, {
      headers: owner,
    });
    expect(listing.status).toBe(200);
    const body = (await listing.json()) as { items: { name: string }[]; nextPageToken?: string };
    expect(body.items.map((item) => item.name)).toEqual([[...inFolder].sort()[0]]);
    expect(body.nextPageToken).toEqual(expect.any(String));
    const name = inFolder[1] ?? '';
    const deletion = await api(`/storage/v1/b/${BUCKET}/o/${encoded(name)}`, {
      method: 'DELETE',
      headers: owner,
    });
    expect(deletion.status).toBe(204);
    expect(await allNames()).not.toContain(name);
  });

  it('never hands out download tokens', async () => {
    const listing = await api(`/b/${BUCKET}/o?prefix=${encoded(FOLDER)}`, { headers: owner });
    expect(await listing.text()).not.toMatch(/downloadTokens|firebaseStorageDownloadTokens/);
  });

  it.each([
    ['versions', `/b/${BUCKET}/o?prefix=${encoded(FOLDER)}&versions=true`, 'GET', 400],
    ['a generation', `/b/${BUCKET}/o/${encoded(inFolder[0] ?? '')}?generation=1`, 'DELETE', 400],
    ['a bad maxResults', `/b/${BUCKET}/o?maxResults=0`, 'GET', 400],
    ['a bad page token', `/b/${BUCKET}/o?pageToken=%2F%2F`, 'GET', 400],
    ['an object read', `/b/${BUCKET}/o/${encoded(inFolder[0] ?? '')}`, 'GET', 405],
    ['an upload', `/b/${BUCKET}/o?name=x.webp`, 'POST', 405],
    ['an upload endpoint', `/upload/storage/v1/b/${BUCKET}/o?name=x.webp`, 'POST', 404],
    ['a bucket', `/storage/v1/b/${BUCKET}`, 'GET', 404],
    ['a bad object name', `/b/${BUCKET}/o/${encoded('a/../b.webp')}`, 'DELETE', 400],
  ])('refuses %s', async (_what, path, method, status) => {
    const response = await api(path, { method, headers: owner });
    expect(response.status).toBe(status);
    expect(await allNames()).toHaveLength(inFolder.length + neighbours.length);
  });
});
