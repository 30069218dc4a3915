// Two backends from one checkout, as `npm run emulators` starts them on two lanes of this run's
// port offset, started at the same moment: both start, each keeps its own data folder, and after
// both are seeded each still serves every object it lists (issue 37: one's seed deleted the files
// the other listed). A third on the folder of one of them is refused, naming the one that holds it.
// Lanes 8 and 9: `npm test` gives its backends lanes 0 to the number of shards (2 by default).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import { runScript } from '../../tests/support/scripts.ts';
import {
  backendDataDir,
  readEmulatorConfig,
  repoRoot,
  type EmulatorConfig,
} from '../emulator-config.ts';
import { lockFileName, type LockHolder } from './data-lock.ts';
import { spawnManaged, stopProcess, type ManagedProcess } from './processes.ts';

const LANES = [8, 9] as const;

interface LaneBackend {
  lane: number;
  env: NodeJS.ProcessEnv;
  config: EmulatorConfig;
  /** Its data folder, as `npm run emulators` chooses it. */
  folder: string;
  proc: ManagedProcess;
  output: string;
}

let root: string;
const backends: LaneBackend[] = [];

function laneEnv(lane: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    EQ_TEST_LANE: String(lane),
    EQ_EMULATOR_DATA: root,
    NO_COLOR: '1',
  };
  delete env.EQ_BACKEND;
  return env;
}

const emulatorsScript = join(repoRoot, 'scripts', 'emulators.ts');

function start(lane: number): LaneBackend {
  const env = laneEnv(lane);
  const output = join(root, `lane-${lane}.out`);
  const proc = spawnManaged(
    `backend of lane ${lane}`,
    process.execPath,
    ['--import', 'tsx', emulatorsScript],
    { cwd: repoRoot, env, output },
  );
  return { lane, env, config: readEmulatorConfig(env), folder: backendDataDir(env), proc, output };
}

const outputOf = (backend: LaneBackend) =>
  existsSync(backend.output) ? readFileSync(backend.output, 'utf8') : '';

async function ready(backend: LaneBackend, timeoutMs: number): Promise<void> {
  let exited: number | string | undefined;
  void backend.proc.exited.then((code) => (exited = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (outputOf(backend).includes('Press Ctrl-C to stop.')) return;
    if (exited !== undefined) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The backend of lane ${backend.lane} did not start (${exited ?? 'still starting'}):\n${outputOf(backend)}`,
  );
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'equinozio-two-backends-'));
  backends.push(...LANES.map(start));
  await Promise.all(backends.map((backend) => ready(backend, 200_000)));
}, 240_000);

afterAll(async () => {
  await Promise.all(backends.map((backend) => stopProcess(backend.proc, 15_000)));
  rmSync(root, { recursive: true, force: true });
}, 60_000);

const owner = { authorization: 'Bearer owner' };
const storageUrl = ({ host, ports }: EmulatorConfig) => `http://${host}:${ports.storage}`;

/** Every object name in the backend's bucket (the owner's listing of the JSON API). */
async function listAll(config: EmulatorConfig): Promise<string[]> {
  const names: string[] = [];
  let pageToken: string | undefined;
  do {
    const query = new URLSearchParams({ maxResults: '1000', ...(pageToken ? { pageToken } : {}) });
    const response = await fetch(
      `${storageUrl(config)}/storage/v1/b/${config.storageBucket}/o?${query}`,
      { headers: owner },
    );
    expect(response.status).toBe(200);
    const page = (await response.json()) as { items?: { name: string }[]; nextPageToken?: string };
    names.push(...(page.items ?? []).map((item) => item.name));
    pageToken = page.nextPageToken;
  } while (pageToken);
  return names.sort();
}

/** The statuses of fetching each object's bytes, with the names of those not answered with 200. */
async function unservedObjects(
  config: EmulatorConfig,
  names: readonly string[],
): Promise<string[]> {
  const unserved: string[] = [];
  for (const name of names) {
    const response = await fetch(
      `${storageUrl(config)}/v0/b/${config.storageBucket}/o/${encodeURIComponent(name)}?alt=media`,
      { headers: owner },
    );
    await response.arrayBuffer();
    if (response.status !== 200) unserved.push(`${name}: ${response.status}`);
  }
  return unserved;
}

async function uploadAsOwner(config: EmulatorConfig, name: string): Promise<void> {
  const app = initializeApp(
    { projectId: config.projectId, storageBucket: config.storageBucket, apiKey: 'demo-api-key' },
    `two-backends-${config.ports.storage}-${Date.now()}`,
  );
  try {
    const storage = getStorage(app);
    connectStorageEmulator(storage, config.host, config.ports.storage, { mockUserToken: 'owner' });
    await uploadBytes(ref(storage, name), new TextEncoder().encode(name), {
      contentType: 'text/plain',
    });
  } finally {
    await deleteApp(app);
  }
}

describe('two backends from one checkout', () => {
  it('start at the same moment, each in a data folder of its own that it holds', () => {
    const [first, second] = backends;
    expect(first?.config.ports.storage).not.toBe(second?.config.ports.storage);
    expect(first?.folder).not.toBe(second?.folder);
    for (const backend of backends) {
      const { folder } = backend;
      expect(folder.startsWith(root)).toBe(true);
      const holder = JSON.parse(readFileSync(join(folder, lockFileName), 'utf8')) as LockHolder;
      expect(holder.pid).toBe(backend.proc.child.pid);
      expect(readdirSync(folder).sort()).toEqual(
        expect.arrayContaining(['firebase.auth.json', 'logs', 'storage', 'tmp']),
      );
    }
  });

  it('both seeded, one after the other: each still serves every object it lists, and only its own', async () => {
    for (const backend of backends) {
      const seeded = await runScript('seed.ts', [], backend.env);
      expect(seeded.stderr).not.toMatch(/Error/);
      expect(seeded.status).toBe(0);
    }
    const [first, second] = backends as [LaneBackend, LaneBackend];
    const listed = await Promise.all(backends.map((backend) => listAll(backend.config)));
    // The same demo data in both: a horse photo of each is fetched from each.
    expect(listed[0]?.length).toBeGreaterThan(50);
    expect(listed[1]).toEqual(listed[0]);
    expect(await unservedObjects(first.config, listed[0] ?? [])).toEqual([]);
    expect(await unservedObjects(second.config, listed[1] ?? [])).toEqual([]);

    // An object written to one is not in the other's bucket.
    await uploadAsOwner(first.config, 'web/only-in-the-first.txt');
    expect(await listAll(first.config)).toContain('web/only-in-the-first.txt');
    expect(await listAll(second.config)).not.toContain('web/only-in-the-first.txt');
    expect(await unservedObjects(second.config, ['web/only-in-the-first.txt'])).toEqual([
      'web/only-in-the-first.txt: 404',
    ]);
  }, 240_000);

  it('refuses a third backend on the folder of one of them, naming the process that holds it', async () => {
    const [first] = backends as [LaneBackend];
    const third = await runScript('emulators.ts', [], laneEnv(first.lane));
    expect(third.status).toBe(1);
    expect(third.stderr).toContain(
      `Another local backend uses the data folder ${first.folder}: ` +
        `pid ${first.proc.child.pid} (${process.execPath} ${emulatorsScript})`,
    );
    // The first one is untouched: still running, still holding its folder, still serving.
    expect(outputOf(first)).not.toContain('Error');
    expect(await unservedObjects(first.config, ['web/only-in-the-first.txt'])).toEqual([]);
  }, 60_000);
});
