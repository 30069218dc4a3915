import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SetupError } from './preflight.ts';

/** Who holds a backend's data folder: written once, whole, by the backend that took it. */
export interface LockHolder {
  pid: number;
  /** The holder's command line, as `ps` would show it (node's loader flags left out). */
  command: string;
  startedAt: string;
}

export interface DataLock {
  file: string;
  /** Gives the folder back; a lock another process took meanwhile is left alone. */
  release(): void;
}

export const lockFileName = 'backend.lock';

function readProcCmdline(pid: number): string[] | undefined {
  try {
    const raw = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return raw.split('\0').filter((arg) => arg !== '');
  } catch {
    return undefined; // No /proc (macOS), or the process is gone.
  }
}

/** A command line without node's `--import`/`--require` loaders (tsx's), which say nothing. */
export function describeCommand(args: readonly string[]): string {
  const kept: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if (arg === '--import' || arg === '--require') {
      index++;
      continue;
    }
    if (/^--(import|require)=/.test(arg)) continue;
    kept.push(arg);
  }
  return kept.join(' ');
}

function commandOf(pid: number): string | undefined {
  const args = readProcCmdline(pid);
  return args ? describeCommand(args) : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the lock's holder still runs: its pid is alive and, where /proc tells, that pid still
 * runs the holder's command (after a crash and a reboot the pid may belong to anything).
 */
export function holderIsRunning(holder: LockHolder): boolean {
  if (!isAlive(holder.pid)) return false;
  const now = commandOf(holder.pid);
  return now === undefined || now === holder.command;
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || !Number.isInteger(value.pid) || value.pid <= 0) {
      return undefined;
    }
    return {
      pid: value.pid,
      command: typeof value.command === 'string' ? value.command : '(unknown command)',
      startedAt: typeof value.startedAt === 'string' ? value.startedAt : '',
    };
  } catch {
    return undefined;
  }
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
}

/**
 * Takes `dir` for this process's backend, or refuses with the pid and command of the process that
 * holds it. A lock left by a process that no longer runs (killed, crashed) is taken over.
 * The lock is linked into place whole from a file of our own, so nobody ever reads half of one.
 */
export function lockDataDir(dir: string): DataLock {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, lockFileName);
  const ours: LockHolder = {
    pid: process.pid,
    command: commandOf(process.pid) ?? describeCommand(process.argv),
    startedAt: new Date().toISOString(),
  };
  // The id tells this lock from a later one of the same process: only this one is released.
  const text = JSON.stringify({ ...ours, id: randomUUID() });
  const draft = join(dir, `${lockFileName}.${process.pid}`);
  writeFileSync(draft, text);
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(draft, file);
        return { file, release: () => releaseLock(file, text) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const existing = readText(file);
      if (existing === undefined) continue; // Released meanwhile: try again.
      const holder = parseHolder(existing);
      if (holder && holderIsRunning(holder)) {
        throw new SetupError(
          `Another local backend uses the data folder ${dir}: pid ${holder.pid} ` +
            `(${holder.command}), started ${holder.startedAt || 'at an unknown time'}. ` +
            "Two backends on one folder would delete each other's Storage files. Stop that one " +
            `(Ctrl-C where it runs, or "kill ${holder.pid}"), or start this one on another ` +
            'EQ_PORT_OFFSET, which has a folder of its own.',
        );
      }
      // A stale lock: move it aside under a name of our own, and delete it only if it is still
      // the stale one (another starter may have replaced it with a live lock meanwhile).
      const aside = join(dir, `${lockFileName}.stale.${process.pid}`);
      try {
        renameSync(file, aside);
      } catch {
        continue;
      }
      if (readText(aside) !== existing) {
        try {
          linkSync(aside, file);
        } catch {
          // Yet another starter took the folder: it keeps it.
        }
      }
      unlinkQuietly(aside);
    }
    throw new SetupError(`Could not take the lock ${file}: other backends keep starting on it.`);
  } finally {
    unlinkQuietly(draft);
  }
}

function releaseLock(file: string, text: string): void {
  if (readText(file) === text) unlinkQuietly(file);
}
