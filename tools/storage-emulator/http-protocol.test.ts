import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { readdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUCKET,
  idTokenHeader,
  imageBytes,
  makeDataDir,
  objectUrl,
  removeDataDir,
  startTestServer,
  type TestServer,
} from './test-support.ts';
import { memoryReader } from './firestore-reader.ts';

const STAFF = idTokenHeader({ staff: true });

let server: TestServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await makeDataDir();
  server = await startTestServer({
    dataDir,
    // The application of the photo tests, sent a moment ago, naming the photo.
    firestore: memoryReader({
      'cessionApplications/Zz9yXw8vUt7sRq6pOn5m': {
        photos: ['m1n2b3v4c5x6.webp'],
        date: new Date(),
      },
    }),
  });
});

afterAll(async () => {
  await server.stop();
  await removeDataDir(dataDir);
});

/** fetch would normalise `..`. */
function rawRequest(
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: Buffer,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: server.emulator.host, port: server.emulator.port, method, path: target, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function upload(
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
  contentType = 'image/png',
): Promise<Response> {
  return fetch(
    `${server.emulator.url}/v0/b/${BUCKET}/o?uploadType=media&name=${encodeURIComponent(name)}`,
    {
      method: 'POST',
      headers: { Authorization: STAFF, 'Content-Type': contentType },
      body: bytes,
    },
  );
}

describe('CORS', () => {
  it('answers a preflight from the web app', async () => {
    const response = await fetch(`${server.emulator.url}/v0/b/${BUCKET}/o?name=horses%2Fa.png`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'authorization,content-type,x-goog-upload-protocol,x-goog-upload-command,x-firebase-storage-version',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const name of [
      'authorization',
      'content-type',
      'x-goog-upload-protocol',
      'x-goog-upload-command',
      'x-goog-upload-offset',
      'x-firebase-storage-version',
    ]) {
      expect(allowed).toContain(name);
    }
  });

  it('exposes the resumable upload headers on actual answers', async () => {
    const response = await fetch(`${server.emulator.url}/v0/b/${BUCKET}/o?name=horses%2Fr.png`, {
      method: 'POST',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        Authorization: STAFF,
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
        'X-Goog-Upload-Header-Content-Length': '4',
        'X-Goog-Upload-Header-Content-Type': 'image/png',
        'Content-Type': 'application/json; charset=utf-8',
      },
      body: JSON.stringify({ name: 'horses/r.png', contentType: 'image/png' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    const exposed = (response.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    for (const name of [
      'x-goog-upload-status',
      'x-goog-upload-url',
      'x-goog-upload-size-received',
      'content-type',
      'content-length',
    ]) {
      expect(exposed).toContain(name);
    }
    expect(response.headers.get('x-goog-upload-status')).toBe('active');
    expect(response.headers.get('x-goog-upload-url')).toMatch(
      new RegExp(`^${server.emulator.url}/v0/b/${BUCKET}/o\\?name=horses%2Fr\\.png&upload_id=`),
    );
  });
});

describe('resumable protocol details', () => {
  it('supports query, partial chunks, re-sent bytes, finalize and cancel', async () => {
    const start = await fetch(`${server.emulator.url}/v0/b/${BUCKET}/o?name=web%2Fchunked.png`, {
      method: 'POST',
      headers: {
        Authorization: STAFF,
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
        'X-Goog-Upload-Header-Content-Length': '10',
        'X-Goog-Upload-Header-Content-Type': 'image/png',
      },
      body: '{}',
    });
    const url = start.headers.get('x-goog-upload-url') ?? '';
    const send = (command: string, body: string, offset?: number): Promise<Response> =>
      fetch(url, {
        method: 'POST',
        headers: {
          'X-Goog-Upload-Command': command,
          ...(offset === undefined ? {} : { 'X-Goog-Upload-Offset': String(offset) }),
        },
        body,
      });
    const first = await send('upload', '012345', 0);
    expect(first.headers.get('x-goog-upload-status')).toBe('active');
    const query = await send('query', '');
    expect(query.headers.get('x-goog-upload-size-received')).toBe('6');
    expect((await send('upload', 'XX', 9)).status).toBe(400);
    await send('upload', '45678', 4); // re-sends bytes 4 and 5
    const final = await send('upload, finalize', '9', 9);
    expect(final.status).toBe(200);
    expect(final.headers.get('x-goog-upload-status')).toBe('final');
    expect(await final.json()).toMatchObject({ name: 'web/chunked.png', size: '10' });
    const again = await send('finalize', '', 10);
    expect(again.status).toBe(200);
    expect((await send('query', '')).headers.get('x-goog-upload-status')).toBe('final');
    const media = await fetch(`${objectUrl(server.emulator, 'web/chunked.png')}?alt=media`);
    expect(await media.text()).toBe('0123456789');

    const other = await fetch(`${server.emulator.url}/v0/b/${BUCKET}/o?name=web%2Fcancelled.png`, {
      method: 'POST',
      headers: {
        Authorization: STAFF,
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
        'X-Goog-Upload-Header-Content-Type': 'image/png',
      },
      body: '{}',
    });
    const otherUrl = other.headers.get('x-goog-upload-url') ?? '';
    const cancel = await fetch(otherUrl, {
      method: 'POST',
      headers: { 'X-Goog-Upload-Command': 'cancel' },
    });
    expect(cancel.status).toBe(200);
    const late = await fetch(otherUrl, {
      method: 'POST',
      headers: { 'X-Goog-Upload-Command': 'upload, finalize', 'X-Goog-Upload-Offset': '0' },
      body: 'abc',
    });
    expect(late.status).toBe(400);
    const unknown = await fetch(`${server.emulator.url}/v0/b/${BUCKET}/o?name=x&upload_id=nope`, {
      method: 'POST',
      headers: { 'X-Goog-Upload-Command': 'query' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('a public photo (docs/product.md, "Public applications")', () => {
  const path = 'applications/cession/Zz9yXw8vUt7sRq6pOn5m/m1n2b3v4c5x6.webp';
  const startUpload = (size: number) =>
    fetch(`${server.emulator.url}/v0/b/${BUCKET}/o?name=${encodeURIComponent(path)}`, {
      method: 'POST',
      headers: {
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
        'X-Goog-Upload-Header-Content-Length': String(size),
        'X-Goog-Upload-Header-Content-Type': 'image/webp',
      },
      body: '{}',
    });
  const mediaUpload = (bytes: Uint8Array<ArrayBuffer>) =>
    fetch(
      `${server.emulator.url}/v0/b/${BUCKET}/o?uploadType=media&name=${encodeURIComponent(path)}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'image/webp' },
        body: bytes,
      },
    );

  it('is a create when the upload commits: an object stored meanwhile makes it an overwrite', async () => {
    const start = await startUpload(8);
    expect(start.status).toBe(200);
    const url = start.headers.get('x-goog-upload-url') ?? '';
    expect((await mediaUpload(imageBytes(4))).status).toBe(200);
    const final = await fetch(url, {
      method: 'POST',
      headers: { 'X-Goog-Upload-Command': 'upload, finalize', 'X-Goog-Upload-Offset': '0' },
      body: imageBytes(8),
    });
    expect(final.status).toBe(403);
    expect(await final.json()).toMatchObject({
      error: { code: 403, message: expect.stringMatching(/storage.rules do not let .* update/) },
    });
    const stored = await fetch(objectUrl(server.emulator, path), {
      headers: { Authorization: STAFF },
    });
    expect(await stored.json()).toMatchObject({ size: '4' });
    expect((await startUpload(8)).status).toBe(403);
    expect((await mediaUpload(imageBytes(4))).status).toBe(403);
  });

  it('refuses a body far above the limit with 403, even without credentials', async () => {
    const other = path.replace('m1n2b3v4c5x6', 'q1w2e3r4t5y6');
    const response = await fetch(
      `${server.emulator.url}/v0/b/${BUCKET}/o?uploadType=media&name=${encodeURIComponent(other)}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'image/webp' },
        body: new Uint8Array(12 * 1024 * 1024),
      },
    );
    expect(response.status).toBe(403);
  });
});

describe('a published file of the public site', () => {
  it('is served to a page of another origin, without credentials, as it was stored', async () => {
    const name = 'public/site/horses/ada.json';
    const text = JSON.stringify({ slug: 'ada', name: 'Ada' });
    await uploadBytes(ref(server.client('staff'), name), new TextEncoder().encode(text), {
      contentType: 'application/json',
      cacheControl: 'public, max-age=60',
    });
    const url = `${objectUrl(server.emulator, name)}?alt=media`;
    for (const origin of [
      'http://127.0.0.1:5173',
      'http://localhost:5173',
      'http://127.0.0.1:4185',
    ]) {
      const response = await fetch(url, { headers: { Origin: origin } });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('vary')).toBe('Origin');
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      expect(await response.json()).toEqual({ slug: 'ada', name: 'Ada' });
    }
    const plain = await fetch(url);
    expect(plain.headers.get('access-control-allow-origin')).toBe('*');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('refuses a write without credentials with 401, and an image from staff with 403', async () => {
    const anonymous = await fetch(
      `${server.emulator.url}/v0/b/${BUCKET}/o?uploadType=media&name=${encodeURIComponent('public/site/x.json')}`,
      {
        method: 'POST',
        headers: { Origin: 'http://127.0.0.1:5173', 'Content-Type': 'application/json' },
        body: '{}',
      },
    );
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect((await upload('public/site/x.webp', imageBytes(64), 'image/webp')).status).toBe(403);
    expect((await upload('public/site/x.json', imageBytes(64), 'application/json')).status).toBe(
      200,
    );
  });
});

describe('simple uploads and downloads', () => {
  it('stores a raw upload and serves it with Content-Type, Content-Length and ranges', async () => {
    const bytes = imageBytes(1000);
    const uploaded = await upload('events/raw.png', bytes);
    expect(uploaded.status).toBe(200);
    expect(await uploaded.json()).toMatchObject({
      name: 'events/raw.png',
      bucket: BUCKET,
      contentType: 'image/png',
      size: '1000',
      metageneration: '1',
    });
    const url = `${objectUrl(server.emulator, 'events/raw.png')}?alt=media`;
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe('1000');
    expect(head.headers.get('content-type')).toBe('image/png');
    const partial = await fetch(url, { headers: { Range: 'bytes=10-19' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe('bytes 10-19/1000');
    expect(new Uint8Array(await partial.arrayBuffer())).toEqual(bytes.slice(10, 20));
    const beyond = await fetch(url, { headers: { Range: 'bytes=5000-' } });
    expect(beyond.status).toBe(416);
  });

  it('refuses a body far above the limit with 403 after reading it', async () => {
    const response = await upload('horses/huge.png', new Uint8Array(12 * 1024 * 1024));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 403 } });
  });

  it('answers errors as JSON { error: { code, message } }', async () => {
    // A public folder: the rules let anyone get it, so a missing object is a 404.
    const missing = await fetch(objectUrl(server.emulator, 'events/missing.png'));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
    const body = (await missing.json()) as { error: { code: number; message: string } };
    expect(body.error.code).toBe(404);
    expect(body.error.message).toContain('events/missing.png');
    // A hidden horse's photo (no projection shown): refused before its existence is told.
    const refused = await fetch(objectUrl(server.emulator, 'horses/missing/photo/800.webp'));
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-type')).toContain('application/json');
    const refusal = (await refused.json()) as { error: { code: number; message: string } };
    expect(refusal.error.code).toBe(401);
    expect(refusal.error.message).toContain('horses/missing/photo/800.webp');
    const badList = await fetch(`${server.emulator.url}/v0/b/${BUCKET}/o?prefix=horses`);
    expect(badList.status).toBe(400);
    const badPage = await fetch(
      `${server.emulator.url}/v0/b/${BUCKET}/o?prefix=horses%2F&pageToken=***`,
      { headers: { Authorization: STAFF } },
    );
    expect(badPage.status).toBe(400);
    const malformed = await fetch(`${server.emulator.url}/v0/b/${BUCKET}/o?name=horses%2Fm.png`, {
      method: 'POST',
      headers: {
        Authorization: STAFF,
        'X-Goog-Upload-Protocol': 'multipart',
        'Content-Type': 'multipart/related; boundary=abc',
      },
      body: 'not multipart at all',
    });
    expect(malformed.status).toBe(400);
  });
});

describe('path traversal', () => {
  it('refuses object names and buckets that climb out of the data folder', async () => {
    const attempts: [string, string][] = [
      ['POST', `/v0/b/${BUCKET}/o?uploadType=media&name=..%2F..%2Fescaped.png`],
      ['POST', `/v0/b/${BUCKET}/o?uploadType=media&name=horses%2F..%2F..%2Fescaped.png`],
      ['POST', `/v0/b/${BUCKET}/o/..%2Fescaped.png?uploadType=media`],
      ['POST', `/v0/b/${BUCKET}/o/horses/../../escaped.png?uploadType=media`],
      ['POST', `/v0/b/..%2F..%2Ftmp/o?uploadType=media&name=escaped.png`],
      ['POST', `/v0/b/../o?uploadType=media&name=escaped.png`],
      ['GET', `/v0/b/${BUCKET}/o/..%2F..%2Fetc%2Fpasswd?alt=media`],
      ['GET', `/v0/b/..%2F..%2F..%2Fetc/o/passwd?alt=media`],
    ];
    for (const [method, target] of attempts) {
      const response = await rawRequest(
        method,
        target,
        { Authorization: 'Bearer owner', 'Content-Type': 'image/png' },
        method === 'POST' ? Buffer.from('x') : undefined,
      );
      expect(response.status, `${method} ${target}`).toBe(400);
      expect(JSON.parse(response.body)).toMatchObject({ error: { code: 400 } });
    }
    expect(await readdir(dirname(dataDir))).not.toContain('escaped.png');
    expect(await readdir(dataDir)).toEqual([BUCKET]);
    const everything = await fetch(`${server.emulator.url}/v0/b/${BUCKET}/o`, {
      headers: { Authorization: 'Bearer owner' },
    });
    expect(JSON.stringify(await everything.json())).not.toContain('escaped');
  });
});

describe('close()', () => {
  it('returns promptly even with an idle keep-alive connection open', async () => {
    const other = await startTestServer({ dataDir: await makeDataDir() });
    const response = await fetch(`${other.emulator.url}/`, {
      headers: { Connection: 'keep-alive' },
    });
    expect(await response.json()).toMatchObject({ emulator: 'storage' });
    await other.stop();
    await removeDataDir(other.dataDir);
  });

  it('returns with a request still arriving, ending its connection instead of waiting for it', async () => {
    const other = await startTestServer({ dataDir: await makeDataDir() });
    const socket = connect(other.emulator.port, other.emulator.host);
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.on('error', () => {});
    // The server answers "100 Continue" once it holds the request: its body never comes, so
    // server.close() alone would wait for it (a hang, not a slower run, is what fails here).
    socket.write(
      `PUT /v0/b/${BUCKET}/o/x HTTP/1.1\r\nHost: ${other.emulator.host}\r\n` +
        'Content-Length: 1000\r\nExpect: 100-continue\r\n\r\n',
    );
    await new Promise<void>((resolve) => {
      let seen = '';
      socket.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        if (seen.includes('100 Continue')) resolve();
      });
    });
    await other.stop();
    await closed;
    await removeDataDir(other.dataDir);
  });
});
