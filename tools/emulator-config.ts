import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in `tools/`). */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface EmulatorConfig {
  projectId: string;
  storageBucket: string;
  host: string;
  ports: {
    auth: number;
    firestore: number;
    storage: number;
    hub: number;
    logging: number;
    hosting: number;
    /** The local inbox's SMTP server and its web page (tools/mail): not Firebase emulators. */
    smtp: number;
    inbox: number;
  };
}

interface FirebaseJson {
  emulators?: Record<string, { host?: string; port?: number } | undefined>;
}

interface FirebaseRc {
  projects?: { default?: string };
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(join(repoRoot, file), 'utf8')) as T;
}

/**
 * `EQ_PORT_OFFSET=N` (10, 20, … 90) shifts every local port (emulators, dev server, preview) by N, and gives the
 * build and the test reports their own folders, so that two checkouts (or two people on one shared
 * machine) can run the whole backend and the test suite side by side. Unset: the ports of firebase.json.
 * Within a run, `EQ_TEST_LANE=1…9` adds 1…9 more: `npm test` gives each of its parallel backends a lane.
 */
export function portOffset(env: NodeJS.ProcessEnv = process.env): number {
  return runOffset(env) + testLane(env);
}

function runOffset(env: NodeJS.ProcessEnv): number {
  const raw = env.EQ_PORT_OFFSET?.trim();
  if (!raw) return 0;
  const offset = Number(raw);
  // firebase.json has ports 100 apart (Auth 9099 / Storage 9199, hub 4400 / logging 4500), so an
  // offset of 100 or more would put one run's service on another run's port.
  if (!Number.isInteger(offset) || offset < 0 || offset > 90 || offset % 10 !== 0) {
    const hint =
      Number.isInteger(offset / 100) && offset > 0 && offset < 1000 ? `, e.g. ${offset / 10}` : '';
    throw new Error(
      `EQ_PORT_OFFSET must be 0 or a multiple of 10 up to 90 (firebase.json has ports 100 apart, ` +
        `which larger offsets would make collide), not "${raw}"${hint}`,
    );
  }
  return offset;
}

function testLane(env: NodeJS.ProcessEnv): number {
  const raw = env.EQ_TEST_LANE?.trim();
  if (!raw) return 0;
  const lane = Number(raw);
  if (!Number.isInteger(lane) || lane < 0 || lane > 9) {
    throw new Error(`EQ_TEST_LANE must be a whole number from 0 to 9, not "${raw}"`);
  }
  return lane;
}

/** A folder or file name made distinct per port offset: `dist-emulator`, `dist-emulator-300`. */
export function perOffset(name: string, offset = portOffset()): string {
  return offset === 0 ? name : `${name}-${offset}`;
}

/**
 * The data folder of the backend `npm start` and `npm run emulators` start (its Storage objects,
 * logs and temporary files): one per port offset, lane included, so that two backends side by side
 * never read or delete each other's files: `.emulator-data/offset-0`, `.emulator-data/offset-30`.
 * `EQ_EMULATOR_DATA` puts the offsets' folders elsewhere (the tests use a temporary folder).
 */
export function backendDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const root = env.EQ_EMULATOR_DATA?.trim() || join(repoRoot, '.emulator-data');
  return join(resolve(root), `offset-${portOffset(env)}`);
}

function portOf(json: FirebaseJson, name: keyof EmulatorConfig['ports'], offset: number): number {
  const port = json.emulators?.[name]?.port;
  if (typeof port !== 'number') {
    throw new Error(`firebase.json: emulators.${name}.port is missing`);
  }
  return port + offset;
}

/**
 * firebase-tools never gives the Hosting emulator port 5001 (the Functions emulator's) and silently
 * moves it to the next free one: lane 1 at offset 0 serves on 5101 instead, beyond every offset.
 */
export const hostingPort = (port: number): number => (port === 5001 ? 5101 : port);

/** The dev server and `vite preview` ports (vite.config.ts), shifted by EQ_PORT_OFFSET. */
export const devServerPort = () => 5173 + portOffset();
export const previewServerPort = () => 4173 + portOffset();

/**
 * Reads the emulator ports from firebase.json (shifted by EQ_PORT_OFFSET) and the project id from .firebaserc: the single source
 * of truth for the launcher, the tests and the app's emulator mode.
 */
export function readEmulatorConfig(env: NodeJS.ProcessEnv = process.env): EmulatorConfig {
  const offset = portOffset(env);
  const json = readJson<FirebaseJson>('firebase.json');
  const projectId = readJson<FirebaseRc>('.firebaserc').projects?.default ?? '';
  // A `demo-` project cannot reach a real Firebase project, even by accident.
  if (!projectId.startsWith('demo-')) {
    throw new Error(
      `.firebaserc: the default project "${projectId}" must start with "demo-" for local work`,
    );
  }
  const ports = {
    auth: portOf(json, 'auth', offset),
    firestore: portOf(json, 'firestore', offset),
    storage: portOf(json, 'storage', offset),
    hub: portOf(json, 'hub', offset),
    logging: portOf(json, 'logging', offset),
    hosting: hostingPort(portOf(json, 'hosting', offset)),
    smtp: 2500 + offset,
    inbox: 2600 + offset,
  };
  refuseBlockedPorts({ ...ports, preview: 4173 + offset, dev: 5173 + offset }, offset);
  return {
    projectId,
    storageBucket: `${projectId}.appspot.com`,
    host: json.emulators?.firestore?.host ?? '127.0.0.1',
    ports,
  };
}

/**
 * Ports that browsers and Node's fetch refuse to reach (the Fetch standard's "bad ports"), among
 * those our bases plus an offset can land on: 5060 and 5061 (SIP), 4190 (sieve), 6000 (X11).
 */
const fetchBlockedPorts = new Set([4190, 5060, 5061, 6000]);

function refuseBlockedPorts(ports: Readonly<Record<string, number>>, offset: number): void {
  const blocked = Object.entries(ports).filter(([, port]) => fetchBlockedPorts.has(port));
  if (blocked.length === 0) return;
  const named = blocked.map(([name, port]) => `${name} ${port}`).join(', ');
  throw new Error(
    `A port offset of ${offset} puts ${named} on a port browsers and fetch refuse to reach: ` +
      'choose another EQ_PORT_OFFSET (or EQ_TEST_LANE)',
  );
}

/** The variables Firebase client libraries read to find the emulators. */
export function emulatorEnv(config: EmulatorConfig): Record<string, string> {
  const at = (port: number) => `${config.host}:${port}`;
  return {
    GCLOUD_PROJECT: config.projectId,
    FIRESTORE_EMULATOR_HOST: at(config.ports.firestore),
    FIREBASE_AUTH_EMULATOR_HOST: at(config.ports.auth),
    FIREBASE_STORAGE_EMULATOR_HOST: at(config.ports.storage),
    STORAGE_EMULATOR_HOST: `http://${at(config.ports.storage)}`,
    // On the emulators there is no cloud metadata server: without this, Google's clients in
    // firebase-admin sometimes probe 169.254.169.254 and print a MetadataLookupWarning.
    METADATA_SERVER_DETECTION: 'none',
  };
}
