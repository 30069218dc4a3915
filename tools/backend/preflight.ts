import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export class SetupError extends Error {
  override name = 'SetupError';
}

export async function assertPortFree(host: string, port: number, what: string): Promise<void> {
  await new Promise<void>((resolvePort, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new SetupError(
              `Port ${port} (${what}) is already in use on ${host}. Another "npm start", ` +
                `"npm run emulators" or "npm test" may be running: stop it, or free the port ` +
                `(see "lsof -i :${port}"). Ports are set in firebase.json.`,
            )
          : error,
      );
    });
    server.listen(port, host, () => server.close(() => resolvePort()));
  });
}

export function javaCommand(): string {
  const java = process.env.JAVA ?? 'java';
  const result = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new SetupError(
      'Java was not found, and the Cloud Firestore emulator needs it (Java 11 or newer). ' +
        'Install it, e.g. "apt-get install -y openjdk-17-jre-headless" on Debian or Ubuntu, ' +
        'or set $JAVA to a java binary.',
    );
  }
  const match = /version "(\d+)(?:\.(\d+))?/.exec(result.stderr);
  const major = match ? Number(match[1] === '1' ? match[2] : match[1]) : 0;
  if (major < 11) {
    throw new SetupError(
      `Java ${major || '(unknown version)'} is too old for the Cloud Firestore emulator: install ` +
        'Java 11 or newer (e.g. "apt-get install -y openjdk-17-jre-headless").',
    );
  }
  return java;
}

export interface FirestoreEmulatorLauncher {
  jar: string;
  javaArgs: string[];
}

const mainClass = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const gcloudJar = join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');

function gcloudSdkRoots(): string[] {
  const roots = [
    '/usr/lib/google-cloud-sdk',
    '/usr/share/google-cloud-sdk',
    '/opt/google-cloud-sdk',
  ];
  if (process.env.CLOUDSDK_ROOT_DIR) roots.unshift(process.env.CLOUDSDK_ROOT_DIR);
  const which = spawnSync('sh', ['-c', 'command -v gcloud'], { encoding: 'utf8' });
  const gcloud = which.stdout.trim();
  if (gcloud) {
    const real = spawnSync('readlink', ['-f', gcloud], { encoding: 'utf8' }).stdout.trim();
    roots.push(resolve(dirname(real || gcloud), '..'));
  }
  roots.push(join(homedir(), 'google-cloud-sdk'));
  return roots;
}

function launcherFor(path: string): FirestoreEmulatorLauncher | undefined {
  if (!existsSync(path)) return undefined;
  if (path.endsWith('.jar')) {
    // The gcloud component's jar has no main manifest; firebase-tools' cached jar does.
    return path.includes('cloud-firestore-emulator-v')
      ? { jar: path, javaArgs: ['-jar', path] }
      : { jar: path, javaArgs: ['-cp', path, mainClass, 'start'] };
  }
  const folder = path.endsWith('cloud_firestore_emulator') ? dirname(path) : path;
  return launcherFor(join(folder, 'cloud-firestore-emulator.jar'));
}

export function findFirestoreEmulator(): FirestoreEmulatorLauncher {
  const fromEnv = process.env.FIRESTORE_EMULATOR_PATH;
  if (fromEnv) {
    const launcher = launcherFor(resolve(fromEnv));
    if (!launcher) {
      throw new SetupError(
        `FIRESTORE_EMULATOR_PATH is "${fromEnv}", but no cloud-firestore-emulator jar is there.`,
      );
    }
    return launcher;
  }
  for (const root of gcloudSdkRoots()) {
    const launcher = launcherFor(join(root, gcloudJar));
    if (launcher) return launcher;
  }
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  if (existsSync(cache)) {
    const jars = readdirSync(cache)
      .filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name))
      .sort();
    const newest = jars.at(-1);
    if (newest) return { jar: join(cache, newest), javaArgs: ['-jar', join(cache, newest)] };
  }
  throw new SetupError(
    'The Cloud Firestore emulator was not found. Install it with one of:\n' +
      '  - apt-get install google-cloud-cli-firestore-emulator   (Google Cloud apt repository)\n' +
      '  - gcloud components install cloud-firestore-emulator\n' +
      '  - firebase setup:emulators:firestore                      (needs Java 21)\n' +
      'or set FIRESTORE_EMULATOR_PATH to its cloud-firestore-emulator.jar.',
  );
}
