import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { assertPortFree, SetupError } from '../backend/preflight.ts';
import { spawnManaged, stopProcess } from '../backend/processes.ts';
import type { HostingConfig } from './hosting-config.ts';

const require = createRequire(import.meta.url);

export interface HostingEmulatorOptions {
  hosting: HostingConfig;
  host: string;
  port: number;
  projectId: string;
  workDir: string;
}

export interface HostingEmulator {
  url: string;
  logFile: string;
  stop(): Promise<void>;
}

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

/** Temp files go to `workDir` (TMPDIR): the hub's locator would clash with the Auth emulator's. */
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
