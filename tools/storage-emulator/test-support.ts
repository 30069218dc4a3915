import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import {
  startStorageEmulator,
  type StorageEmulator,
  type StorageEmulatorOptions,
} from './index.ts';

export const PROJECT_ID = 'demo-equinozio';
export const BUCKET = `${PROJECT_ID}.appspot.com`;

export type Role = 'staff' | 'user' | 'anonymous' | 'owner';

export interface TestServer {
  emulator: StorageEmulator;
  dataDir: string;
  client(role: Role): FirebaseStorage;
  stop(): Promise<void>;
}

let appCounter = 0;

export async function makeDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'storage-emulator-test-'));
}

export async function removeDataDir(dataDir: string): Promise<void> {
  await rm(dataDir, { recursive: true, force: true });
}

export async function startTestServer(
  options: Partial<StorageEmulatorOptions> & { dataDir: string },
): Promise<TestServer> {
  const emulator = await startStorageEmulator({ port: 0, projectId: PROJECT_ID, ...options });
  const apps: FirebaseApp[] = [];
  const client = (role: Role): FirebaseStorage => {
    appCounter += 1;
    const app = initializeApp(
      { projectId: PROJECT_ID, storageBucket: BUCKET, apiKey: 'fake' },
      `storage-emulator-test-${appCounter}-${role}`,
    );
    apps.push(app);
    const storage = getStorage(app);
    const mockUserToken =
      role === 'staff'
        ? { user_id: 'staff-1', staff: true }
        : role === 'user'
          ? { user_id: 'user-1', email: 'visitor@example.org' }
          : role === 'owner'
            ? 'owner'
            : undefined;
    connectStorageEmulator(
      storage,
      emulator.host,
      emulator.port,
      mockUserToken ? { mockUserToken } : {},
    );
    return storage;
  };
  const stop = async (): Promise<void> => {
    await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
    await emulator.close();
  };
  return { emulator, dataDir: options.dataDir, client, stop };
}

export function imageBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(randomBytes(size));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].slice(0, size));
  return bytes;
}

export function idTokenHeader(claims: Record<string, unknown>): string {
  const encode = (value: unknown): string =>
    Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = { aud: PROJECT_ID, sub: 'u1', user_id: 'u1', ...claims };
  return `Firebase ${encode({ alg: 'none', type: 'JWT' })}.${encode(payload)}.`;
}

export function objectUrl(emulator: StorageEmulator, name: string): string {
  return `${emulator.url}/v0/b/${BUCKET}/o/${encodeURIComponent(name)}`;
}
