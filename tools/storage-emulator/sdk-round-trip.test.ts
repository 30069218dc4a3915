import {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  uploadString,
  type FirebaseStorage,
  type UploadTaskSnapshot,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUCKET,
  imageBytes,
  makeDataDir,
  removeDataDir,
  startTestServer,
  type TestServer,
} from './test-support.ts';

let server: TestServer;
let staff: FirebaseStorage;
let dataDir: string;

beforeAll(async () => {
  dataDir = await makeDataDir();
  server = await startTestServer({ dataDir });
  staff = server.client('staff');
});

afterAll(async () => {
  await server.stop();
  await removeDataDir(dataDir);
});

describe('uploads and downloads through the web SDK', () => {
  it('uploads with uploadBytes, reads the metadata and downloads the same bytes', async () => {
    const bytes = imageBytes(4096);
    const photo = ref(staff, 'horses/stella/cover.png');
    const result = await uploadBytes(photo, bytes, {
      contentType: 'image/png',
      cacheControl: 'public, max-age=60',
      customMetadata: { alt: 'Stella al pascolo', credit: 'Equinozio' },
    });
    expect(result.metadata.fullPath).toBe('horses/stella/cover.png');
    expect(result.metadata.size).toBe(4096);

    const metadata = await getMetadata(photo);
    expect(metadata).toMatchObject({
      bucket: BUCKET,
      fullPath: 'horses/stella/cover.png',
      name: 'cover.png',
      contentType: 'image/png',
      size: 4096,
      cacheControl: 'public, max-age=60',
      customMetadata: { alt: 'Stella al pascolo', credit: 'Equinozio' },
    });
    expect(metadata.md5Hash).toBe(Buffer.from(await md5(bytes)).toString('base64'));
    expect(Number(metadata.generation)).toBeGreaterThan(0);
    expect(metadata.metageneration).toBe('1');
    expect(Date.parse(metadata.timeCreated)).not.toBeNaN();

    const url = await getDownloadURL(photo);
    expect(url).toMatch(
      new RegExp(
        `^${server.emulator.url}/v0/b/${BUCKET}/o/horses%2Fstella%2Fcover\\.png\\?alt=media&token=[0-9a-f-]{36}$`,
      ),
    );
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe('4096');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);

    expect(new Uint8Array(await getBytes(photo))).toEqual(bytes);
    expect(new Uint8Array(await getBytes(photo, 100))).toEqual(bytes.slice(0, 100));
  });

  it('uploads strings (uploadString, data URL)', async () => {
    const target = ref(staff, 'web/pixel.png');
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    await uploadString(target, `data:image/png;base64,${png}`, 'data_url');
    const metadata = await getMetadata(target);
    expect(metadata.contentType).toBe('image/png');
    expect(Buffer.from(await getBytes(target)).toString('base64')).toBe(png);
  });

  it('uploads 5 MB with uploadBytesResumable, reporting progress up to 100%', async () => {
    const bytes = imageBytes(5 * 1024 * 1024);
    const task = uploadBytesResumable(ref(staff, 'events/open-day/poster.jpg'), bytes, {
      contentType: 'image/jpeg',
      customMetadata: { event: 'open-day' },
    });
    const progress: number[] = [];
    task.on('state_changed', (snapshot: UploadTaskSnapshot) => {
      progress.push((snapshot.bytesTransferred / snapshot.totalBytes) * 100);
    });
    const done = await task;
    expect(done.state).toBe('success');
    expect(done.metadata).toMatchObject({ size: bytes.length, contentType: 'image/jpeg' });
    expect(done.metadata.customMetadata).toEqual({ event: 'open-day' });
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);

    const downloaded = new Uint8Array(await getBytes(ref(staff, 'events/open-day/poster.jpg')));
    expect(downloaded.length).toBe(bytes.length);
    expect(Buffer.compare(downloaded, bytes)).toBe(0);
  });

  it('updates metadata, keeping the download token', async () => {
    const target = ref(staff, 'horses/luna/profile.webp');
    await uploadBytes(target, imageBytes(512), {
      contentType: 'image/webp',
      customMetadata: { alt: 'Luna', remove: 'me' },
    });
    const urlBefore = await getDownloadURL(target);
    const updated = await updateMetadata(target, {
      cacheControl: 'public, max-age=3600',
      contentDisposition: 'inline',
      customMetadata: { alt: 'Luna in inverno', remove: null as unknown as string },
    });
    expect(updated).toMatchObject({
      cacheControl: 'public, max-age=3600',
      contentDisposition: 'inline',
      contentType: 'image/webp',
      metageneration: '2',
      customMetadata: { alt: 'Luna in inverno' },
    });
    expect(await getDownloadURL(target)).toBe(urlBefore);
    expect((await getMetadata(target)).customMetadata).toEqual({ alt: 'Luna in inverno' });
  });

  it('deletes objects, then reports them as not found', async () => {
    const target = ref(staff, 'web/old-banner.png');
    await uploadBytes(target, imageBytes(64), { contentType: 'image/png' });
    await deleteObject(target);
    await expect(getMetadata(target)).rejects.toMatchObject({ code: 'storage/object-not-found' });
    await expect(getBytes(target)).rejects.toMatchObject({ code: 'storage/object-not-found' });
    await expect(deleteObject(target)).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });

  it('reports storage/object-not-found for a missing object', async () => {
    const missing = ref(staff, 'horses/nobody/none.png');
    await expect(getMetadata(missing)).rejects.toMatchObject({ code: 'storage/object-not-found' });
    await expect(getDownloadURL(missing)).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
    await expect(updateMetadata(missing, { cacheControl: 'x' })).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
  });
});

describe('listing through the web SDK', () => {
  const names = [
    'web/gallery/2024/a.png',
    'web/gallery/2024/b.png',
    'web/gallery/2025/c.png',
    'web/gallery/cover.png',
    'web/gallery/d.png',
    'web/gallery/e.png',
    'web/gallery/f.png',
    'web/galleryx.png',
  ];

  beforeAll(async () => {
    for (const name of names) {
      await uploadBytes(ref(staff, name), imageBytes(32), { contentType: 'image/png' });
    }
  });

  it('lists one level with prefixes and items in lexical order', async () => {
    const page = await list(ref(staff, 'web/gallery'));
    expect(page.prefixes.map((folder) => folder.fullPath)).toEqual([
      'web/gallery/2024',
      'web/gallery/2025',
    ]);
    expect(page.items.map((item) => item.fullPath)).toEqual([
      'web/gallery/cover.png',
      'web/gallery/d.png',
      'web/gallery/e.png',
      'web/gallery/f.png',
    ]);
    expect(page.nextPageToken).toBeUndefined();
  });

  it('pages with maxResults and nextPageToken', async () => {
    const folder = ref(staff, 'web/gallery');
    const seen: string[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const page = await list(folder, { maxResults: 2, ...(pageToken ? { pageToken } : {}) });
      pages += 1;
      expect(page.prefixes.length + page.items.length).toBeLessThanOrEqual(2);
      seen.push(
        ...page.prefixes.map((p) => `${p.fullPath}/`),
        ...page.items.map((i) => i.fullPath),
      );
      pageToken = page.nextPageToken;
    } while (pageToken);
    expect(pages).toBe(3);
    expect(seen).toEqual([
      'web/gallery/2024/',
      'web/gallery/2025/',
      'web/gallery/cover.png',
      'web/gallery/d.png',
      'web/gallery/e.png',
      'web/gallery/f.png',
    ]);
  });

  it('lists everything with listAll, including the root', async () => {
    const all = await listAll(ref(staff, 'web/gallery/2024'));
    expect(all.items.map((item) => item.name)).toEqual(['a.png', 'b.png']);
    expect(all.prefixes).toEqual([]);
    const root = await listAll(ref(staff, 'web'));
    expect(root.prefixes.map((folder) => folder.fullPath)).toContain('web/gallery');
    expect(root.items.map((item) => item.fullPath)).toContain('web/galleryx.png');
  });
});

async function md5(bytes: Uint8Array): Promise<Uint8Array> {
  const { createHash } = await import('node:crypto');
  return createHash('md5').update(bytes).digest();
}
