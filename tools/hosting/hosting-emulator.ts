import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { assertPortFree, SetupError } from '../backend/preflight.ts';
import { spawnManaged, stopProcess } from '../backend/processes.ts';
import type { HostingConfig } from './hosting-config.ts';

const require = createRequire(import.meta.url);

export interface HostingEmulatorOptions {
  /** The `hosting` block to serve (its `public` relative to `workDir`, see servedHostingConfig). */
  hosting: HostingConfig;
  host: string;
  port: number;
  /** Any `demo-` project id: the Hosting emulator only serves files. */
  projectId: string;
  /** A private folder for the generated firebase.json, the log and firebase-tools' temp files. */
  workDir: string;
}

export interface HostingEmulator {
  url: string;
  /** firebase-tools' output, for error messages. */
  logFile: string;
  stop(): Promise<void>;
}

/** A port nobody listens on now, chosen by the system. */
export async function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-20).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Serves a build as Firebase Hosting does, with firebase-tools' Hosting emulator (superstatic: the
 * rewrites, headers, cleanUrls and trailingSlash of the config), as a managed process: `stop()`, the
 * exit hook and the reaper make sure it never outlives the caller.
 *
 * The emulator suite also starts a hub and a logging server: they get free ports of their own, and
 * firebase-tools' temp files (the hub's locator, which is per project id and would clash with the Auth
 * emulator of the backend) go to `workDir` through TMPDIR.
 */
export async function startHostingEmulator(
  options: HostingEmulatorOptions,
): Promise<HostingEmulator> {
  const { host, port, projectId, workDir } = options;
  await assertPortFree(host, port, 'Hosting emulator');
  mkdirSync(workDir, { recursive: true });
  const [hub, logging] = [await freePort(host), await freePort(host)];
  const configFile = join(workDir, 'firebase.json');
  writeFileSync(
    configFile,
    JSON.stringify(
      {
        hosting: options.hosting,
        emulators: {
          hosting: { host, port },
          hub: { host, port: hub },
          logging: { host, port: logging },
          ui: { enabled: false },
        },
      },
      null,
      2,
    ),
  );
  const tmp = join(workDir, 'tmp');
  mkdirSync(tmp, { recursive: true });
  const logFile = join(workDir, 'hosting.log');
  const proc = spawnManaged(
    'Hosting emulator',
    process.execPath,
    [
      require.resolve('firebase-tools/lib/bin/firebase.js'),
      'emulators:start',
      '--only',
      'hosting',
      '--project',
      projectId,
      '--config',
      configFile,
    ],
    { cwd: workDir, env: { ...process.env, TMPDIR: tmp }, output: logFile },
  );
  const url = `http://${host}:${port}`;
  let exited: number | string | undefined;
  void proc.exited.then((code) => (exited = code));
  const deadline = Date.now() + 60_000;
  while (true) {
    if (exited !== undefined) {
      throw new SetupError(
        `The Hosting emulator exited (${exited}) while starting:\n${tail(logFile)}`,
      );
    }
    const answered = await fetch(`${url}/`, { signal: AbortSignal.timeout(1000) })
      .then((response) => response.status < 500)
      .catch(() => false);
    if (answered) break;
    if (Date.now() > deadline) {
      await stopProcess(proc);
      throw new SetupError(`The Hosting emulator did not start within 60 s:\n${tail(logFile)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, logFile, stop: () => stopProcess(proc) };
}
