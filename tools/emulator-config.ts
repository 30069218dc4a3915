import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

function portOf(json: FirebaseJson, name: keyof EmulatorConfig['ports']): number {
  const port = json.emulators?.[name]?.port;
  if (typeof port !== 'number') {
    throw new Error(`firebase.json: emulators.${name}.port is missing`);
  }
  return port;
}

/**
 * Reads the emulator ports from firebase.json and the project id from .firebaserc: the single source
 * of truth for the launcher, the tests and the app's emulator mode.
 */
export function readEmulatorConfig(): EmulatorConfig {
  const json = readJson<FirebaseJson>('firebase.json');
  const projectId = readJson<FirebaseRc>('.firebaserc').projects?.default ?? '';
  // A `demo-` project cannot reach a real Firebase project, even by accident.
  if (!projectId.startsWith('demo-')) {
    throw new Error(
      `.firebaserc: the default project "${projectId}" must start with "demo-" for local work`,
    );
  }
  return {
    projectId,
    storageBucket: `${projectId}.appspot.com`,
    host: json.emulators?.firestore?.host ?? '127.0.0.1',
    ports: {
      auth: portOf(json, 'auth'),
      firestore: portOf(json, 'firestore'),
      storage: portOf(json, 'storage'),
      hub: portOf(json, 'hub'),
      logging: portOf(json, 'logging'),
      hosting: portOf(json, 'hosting'),
    },
  };
}
