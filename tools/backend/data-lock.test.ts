import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeCommand, lockDataDir, lockFileName, type LockHolder } from './data-lock.ts';
import { SetupError } from './preflight.ts';

let dir: string;
const children: ReturnType<typeof spawn>[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'equinozio-lock-'));
});

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const lockFile = () => join(dir, lockFileName);
const holderOf = (): LockHolder => JSON.parse(readFileSync(lockFile(), 'utf8')) as LockHolder;

/** A process of the fixture that takes the lock on `dir` and waits to be killed. */
async function holdInAnotherProcess(): Promise<ReturnType<typeof spawn>> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'fixtures', 'lock-holder.ts'), dir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
  expect(chunk.toString()).toContain('locked');
  return child;
}

function refusal(): unknown {
  try {
    lockDataDir(dir);
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('the lock of a backend data folder', () => {
  it('refuses a second backend, naming the pid and command of the one that holds the folder', async () => {
    const child = await holdInAnotherProcess();
    const error = refusal();
    expect(error).toBeInstanceOf(SetupError);
    const message = (error as Error).message;
    expect(message).toContain(`Another local backend uses the data folder ${dir}`);
    expect(message).toContain(`pid ${child.pid}`);
    expect(message).toContain(
      `(${process.execPath} ${join(import.meta.dirname, 'fixtures', 'lock-holder.ts')} ${dir})`,
    );
    expect(message).toContain(`"kill ${child.pid}"`);
    expect(message).toContain('EQ_PORT_OFFSET');
    // The refused one left the holder's lock as it was.
    expect(holderOf().pid).toBe(child.pid);
  });

  it('takes over the lock of a process that was killed, and gives the folder back on release', async () => {
    const child = await holdInAnotherProcess();
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(holderOf().pid).toBe(child.pid);

    const lock = lockDataDir(dir);
    expect(holderOf()).toMatchObject({ pid: process.pid });
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
    // Nothing else is left in the folder (the draft and the stale lock's copy are gone).
    expect(existsSync(join(dir, `${lockFileName}.${process.pid}`))).toBe(false);
    expect(existsSync(join(dir, `${lockFileName}.stale.${process.pid}`))).toBe(false);
  });

  it('takes over a lock whose pid now runs another command (a pid reused after a crash)', () => {
    const stale: LockHolder = {
      pid: process.pid,
      command: 'node scripts/emulators.ts (long gone)',
      startedAt: '2026-01-01T00:00:00.000Z',
    };
    writeFileSync(lockFile(), JSON.stringify(stale));
    const lock = lockDataDir(dir);
    expect(holderOf().command).not.toBe(stale.command);
    lock.release();
  });

  it('takes over a lock that is not one (empty or unreadable)', () => {
    writeFileSync(lockFile(), '');
    lockDataDir(dir).release();
    writeFileSync(lockFile(), '{"pid":"12"}');
    lockDataDir(dir).release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses the same process twice, and leaves alone a lock another backend took after a release', () => {
    const first = lockDataDir(dir);
    expect(refusal()).toBeInstanceOf(SetupError);
    first.release();
    const second = lockDataDir(dir);
    const text = readFileSync(lockFile(), 'utf8');
    first.release();
    expect(readFileSync(lockFile(), 'utf8')).toBe(text);
    second.release();
  });

  it('names a command without node loader flags', () => {
    expect(
      describeCommand([
        '/usr/bin/node',
        '--require',
        '/x/preflight.cjs',
        '--import',
        'file:///x/loader.mjs',
        'scripts/start.ts',
      ]),
    ).toBe('/usr/bin/node scripts/start.ts');
    expect(describeCommand(['node', '--import=tsx', 'scripts/emulators.ts'])).toBe(
      'node scripts/emulators.ts',
    );
  });
});
