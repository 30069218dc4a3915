import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { getBytes, getDownloadURL, getMetadata, listAll, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUCKET,
  imageBytes,
  makeDataDir,
  removeDataDir,
  startTestServer,
  type TestServer,
} from './test-support.ts';

let dataDir: string;
const running: TestServer[] = [];

beforeAll(async () => {
  dataDir = await makeDataDir();
});

afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  await removeDataDir(dataDir);
});

async function start(): Promise<TestServer> {
  const server = await startTestServer({ dataDir });
  running.push(server);
  return server;
}

describe('persistence', () => {
  it('serves the same objects, metadata and download tokens after a restart', async () => {
    const first = await start();
    const bytes = imageBytes(2048);
    const staffBefore = first.client('staff');
    await uploadBytes(ref(staffBefore, 'horses/stella/cover.png'), bytes, {
      contentType: 'image/png',
      customMetadata: { alt: 'Stella' },
    });
    await uploadBytes(ref(staffBefore, 'horses/stella/cover.png'), bytes, {
      contentType: 'image/png',
      customMetadata: { alt: 'Stella, again' },
    });
    await uploadBytes(ref(staffBefore, 'web/logo.webp'), imageBytes(100), {
      contentType: 'image/webp',
    });
    const metadataBefore = await getMetadata(ref(staffBefore, 'horses/stella/cover.png'));
    const urlBefore = await getDownloadURL(ref(staffBefore, 'horses/stella/cover.png'));
    await first.stop();

    // One sidecar and one content file per object, nothing left over from the overwrite.
    const files = (await readdir(join(dataDir, BUCKET))).sort();
    expect(files.filter((file) => file.endsWith('.json'))).toHaveLength(2);
    expect(files.filter((file) => file.endsWith('.bin'))).toHaveLength(2);

    const second = await start();
    expect(second.emulator.port).not.toBe(0);
    const staffAfter = second.client('staff');
    const cover = ref(staffAfter, 'horses/stella/cover.png');
    const metadataAfter = await getMetadata(cover);
    expect(metadataAfter).toMatchObject({
      generation: metadataBefore.generation,
      md5Hash: metadataBefore.md5Hash,
      timeCreated: metadataBefore.timeCreated,
      customMetadata: { alt: 'Stella, again' },
    });
    const urlAfter = await getDownloadURL(cover);
    const token = new URL(urlBefore).searchParams.get('token');
    expect(new URL(urlAfter).searchParams.get('token')).toBe(token);
    const response = await fetch(
      `${second.emulator.url}/v0/b/${BUCKET}/o/${encodeURIComponent('horses/stella/cover.png')}?alt=media&token=${token ?? ''}`,
    );
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    expect(new Uint8Array(await getBytes(cover))).toEqual(bytes);
    const root = await listAll(ref(staffAfter));
    expect(root.prefixes.map((folder) => folder.fullPath)).toEqual(['horses', 'web']);
  });
});
