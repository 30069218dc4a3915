import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const reaperPath = join(dirname(fileURLToPath(import.meta.url)), 'reaper.mjs');

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  exited: Promise<number | string>;
}

export interface SpawnOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  output: string | 'inherit';
}

const running = new Set<ManagedProcess>();
let exitHookInstalled = false;

// Last resort for any exit of this process: no time to wait, so kill outright.
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const proc of running) signalGroup(proc, 'SIGKILL');
  });
}

function signalGroup(proc: ManagedProcess, signal: NodeJS.Signals): void {
  if (proc.child.pid === undefined) return;
  try {
    process.kill(-proc.child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** In a process group of its own, with a reaper that stops it if this process dies uncleanly. */
export function spawnManaged(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions,
): ManagedProcess {
  installExitHook();
  let log: WriteStream | undefined;
  if (options.output !== 'inherit') {
    mkdirSync(dirname(options.output), { recursive: true });
    log = createWriteStream(options.output, { flags: 'a' });
  }
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio:
      options.output === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  });
  if (log) {
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  }
  const proc: ManagedProcess = {
    name,
    child,
    exited: new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        running.delete(proc);
        resolve(code ?? signal ?? 'unknown');
      });
      child.once('error', () => {
        running.delete(proc);
        resolve('spawn-error');
      });
    }),
  };
  running.add(proc);
  if (child.pid !== undefined) {
    spawn(process.execPath, [reaperPath, String(process.pid), String(child.pid)], {
      detached: true,
      stdio: 'ignore',
    }).unref();
  }
  return proc;
}

export async function stopProcess(proc: ManagedProcess, graceMs = 5000): Promise<void> {
  if (!running.has(proc)) return;
  signalGroup(proc, 'SIGTERM');
  const timeout = new Promise<'timeout'>((resolve) => {
    setTimeout(() => resolve('timeout'), graceMs).unref();
  });
  if ((await Promise.race([proc.exited, timeout])) === 'timeout') {
    signalGroup(proc, 'SIGKILL');
    await proc.exited;
  }
  // The leader may exit before its children: make sure nothing of the group is left.
  signalGroup(proc, 'SIGKILL');
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((proc) => stopProcess(proc)));
}

type Cleanup = () => Promise<void>;
const cleanups: Cleanup[] = [];
let installed = false;

/** Not in a test runner, which handles its own signals (the exit hook and the reaper cover it). */
export function stopAllOnSignals(cleanup?: Cleanup): void {
  if (cleanup) cleanups.push(cleanup);
  if (installed) return;
  installed = true;
  let stopping = false;
  const shutdown = async (code: number): Promise<never> => {
    if (!stopping) {
      stopping = true;
      await Promise.allSettled(cleanups.map((fn) => fn()));
      await stopAll();
    }
    process.exit(code);
  };
  process.once('SIGINT', () => void shutdown(130));
  process.once('SIGTERM', () => void shutdown(143));
  process.once('SIGHUP', () => void shutdown(129));
  process.on('uncaughtException', (error) => {
    console.error(error);
    void shutdown(1);
  });
  process.on('unhandledRejection', (error) => {
    console.error(error);
    void shutdown(1);
  });
}
