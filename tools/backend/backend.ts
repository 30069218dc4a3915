import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  emulatorEnv,
  readEmulatorConfig,
  repoRoot,
  type EmulatorConfig,
} from '../emulator-config.ts';
import { firestoreEmulatorReader } from '../storage-emulator/firestore-reader.ts';
import { startLocalMail, type LocalMail } from '../mail/local-mail.ts';
import { startStorageEmulator, type StorageEmulator } from '../storage-emulator/index.ts';
import { lockDataDir } from './data-lock.ts';
import {
  assertPortFree,
  findFirestoreEmulator,
  javaCommand,
  SetupError,
  type FirestoreEmulatorLauncher,
} from './preflight.ts';
import { spawnManaged, stopProcess, type ManagedProcess } from './processes.ts';

export interface BackendOptions {
  /**
   * Folder for the Storage emulator's objects, the emulators' logs and temporary files: this
   * backend's alone (a lock in it refuses a second backend, `backendDataDir` gives one per offset).
   */
  dataDir: string;
  /** Progress lines; silent by default. */
  log?: (line: string) => void;
  /** Its ports and project; by default those of this process's environment. */
  config?: EmulatorConfig;
}

export interface Backend {
  config: EmulatorConfig;
  /** The variables that point Firebase clients (Admin SDK, scripts, tests) at this backend. */
  env: Record<string, string>;
  /** The local inbox's web page, where the local mail delivery sends every mail. */
  inboxUrl: string;
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);

/**
 * Loads the working tree's firestore.rules into a running Firestore emulator for the project, so that
 * tests against a backend started earlier still test the current rules.
 */
export async function loadFirestoreRules(config: EmulatorConfig): Promise<void> {
  const content = readFileSync(join(repoRoot, 'firestore.rules'), 'utf8');
  const url = `http://${config.host}:${config.ports.firestore}/emulator/v1/projects/${config.projectId}:securityRules`;
  const response = await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
  if (!response.ok) {
    throw new SetupError(
      `The Firestore emulator refused firestore.rules:\n${await response.text()}`,
    );
  }
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Polls a URL until it answers, failing early when the process behind it exits. */
async function waitForHttp(
  url: string,
  proc: ManagedProcess,
  logFile: string,
  timeoutMs: number,
): Promise<void> {
  let exited: number | string | undefined;
  void proc.exited.then((code) => (exited = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited !== undefined) {
      throw new SetupError(`The ${proc.name} exited (${exited}) while starting:\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new SetupError(
    `The ${proc.name} did not start within ${timeoutMs / 1000} s:\n${tail(logFile)}`,
  );
}

/**
 * The firebase.json the Auth emulator is started with: the repository's own, or a copy with the
 * ports of this config when EQ_PORT_OFFSET shifts them (firebase-tools reads ports only from there).
 */
function authEmulatorConfig(config: EmulatorConfig, dataDir: string): string {
  const original = join(repoRoot, 'firebase.json');
  const json = JSON.parse(readFileSync(original, 'utf8')) as {
    emulators: Record<string, { host?: string; port?: number }>;
  };
  const names = ['auth', 'hub', 'logging'] as const;
  if (names.every((name) => json.emulators[name]?.port === config.ports[name])) return original;
  for (const name of names) json.emulators[name] = { host: config.host, port: config.ports[name] };
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'firebase.auth.json');
  writeFileSync(file, JSON.stringify({ emulators: json.emulators }, null, 2));
  return file;
}

async function checkBeforeStarting({ host, ports }: EmulatorConfig) {
  const java = javaCommand();
  const firestore = findFirestoreEmulator();
  await assertPortFree(host, ports.firestore, 'Firestore emulator');
  await assertPortFree(host, ports.auth, 'Auth emulator');
  await assertPortFree(host, ports.storage, 'Storage emulator');
  await assertPortFree(host, ports.hub, 'Firebase emulator hub');
  await assertPortFree(host, ports.logging, 'Firebase emulator logging');
  await assertPortFree(host, ports.smtp, 'local SMTP inbox');
  await assertPortFree(host, ports.inbox, "local inbox's web page");
  return { java, firestore };
}

/**
 * Starts the local Firebase backend: the official Cloud Firestore emulator (run directly on Java, with
 * firestore.rules), the official Auth emulator from firebase-tools, and the project's own Storage
 * emulator and local mail delivery (tools/mail) in this process. Every process it starts is stopped by `stop()`, by the launcher's signal
 * handlers, or by a reaper if this process dies.
 */
export async function startBackend(options: BackendOptions): Promise<Backend> {
  const log = options.log ?? (() => undefined);
  const config = options.config ?? readEmulatorConfig();
  const { host, ports, projectId } = config;

  // Check everything that can be checked before starting anything; the folder first, whose lock
  // names the backend that holds it (on the same ports, when both came from `backendDataDir`).
  const lock = lockDataDir(options.dataDir);
  const releaseOnExit = () => lock.release();
  process.once('exit', releaseOnExit);
  const release = () => {
    process.off('exit', releaseOnExit);
    lock.release();
  };
  let java: string;
  let firestore: FirestoreEmulatorLauncher;
  try {
    ({ java, firestore } = await checkBeforeStarting(config));
  } catch (error) {
    release();
    throw error;
  }

  const logs = join(options.dataDir, 'logs');
  // firebase-tools writes its hub's locator to the temporary folder, named by the project only:
  // each backend keeps its own (and Java its files), so that side-by-side backends share none.
  const tmp = join(options.dataDir, 'tmp');
  mkdirSync(tmp, { recursive: true });
  const started: ManagedProcess[] = [];
  let storage: StorageEmulator | undefined;
  let mail: LocalMail | undefined;
  const stop = async () => {
    await mail?.stop();
    await storage?.close();
    await Promise.all(started.map((proc) => stopProcess(proc)));
    release();
  };

  try {
    log(`Starting the Firestore emulator (${firestore.jar})`);
    const firestoreLog = join(logs, 'firestore.log');
    const firestoreProc = spawnManaged(
      'Firestore emulator',
      java,
      [
        '-Duser.language=en',
        // The quick compiler only and one garbage-collector thread: about a fifth less CPU over a
        // test run on two cores, where the emulator shares them with the tests.
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        `-Djava.io.tmpdir=${tmp}`,
        ...firestore.javaArgs,
        '--host',
        host,
        '--port',
        String(ports.firestore),
        '--project_id',
        projectId,
        '--rules',
        join(repoRoot, 'firestore.rules'),
      ],
      { output: firestoreLog },
    );
    started.push(firestoreProc);

    log('Starting the Auth emulator (firebase-tools)');
    const authConfig = authEmulatorConfig(config, options.dataDir);
    const authLog = join(logs, 'auth.log');
    const authProc = spawnManaged(
      'Auth emulator',
      process.execPath,
      [
        require.resolve('firebase-tools/lib/bin/firebase.js'),
        'emulators:start',
        '--only',
        'auth',
        '--project',
        projectId,
        '--config',
        authConfig,
      ],
      { cwd: options.dataDir, env: { ...process.env, TMPDIR: tmp }, output: authLog },
    );
    started.push(authProc);

    storage = await startStorageEmulator({
      host,
      port: ports.storage,
      projectId,
      dataDir: join(options.dataDir, 'storage'),
      // storage.rules read Firestore: the emulator reads the local Firestore emulator.
      firestore: firestoreEmulatorReader(`http://${host}:${ports.firestore}`, projectId),
    });
    log(`Storage emulator listening on ${storage.url}`);

    await Promise.all([
      waitForHttp(`http://${host}:${ports.firestore}/`, firestoreProc, firestoreLog, 60_000),
      waitForHttp(`http://${host}:${ports.auth}/`, authProc, authLog, 120_000),
    ]);
    log('Firestore and Auth emulators are ready');
    mail = await startLocalMail(config);
    log(`Local mail delivery sending to the inbox at ${mail.inboxUrl}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { config, env: emulatorEnv(config), inboxUrl: mail.inboxUrl, stop };
}
