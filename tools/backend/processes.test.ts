import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { spawnManaged, stopProcess } from './processes.ts';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Processes of a group that are still running (zombies waiting for their reaper do not count). */
function liveMembers(pgid: number): string[] {
  return execFileSync('ps', ['-eo', 'pgid=,stat=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([group, stat]) => Number(group) === pgid && !stat?.startsWith('Z'))
    .map((fields) => fields.slice(2).join(' '));
}

async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

describe('managed processes', () => {
  it('stops a whole process group, with SIGKILL when SIGTERM is ignored', async () => {
    const proc = spawnManaged('stubborn', 'bash', ['-c', 'trap "" TERM; sleep 600 & wait'], {
      output: 'inherit',
    });
    const pid = proc.child.pid ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
    await stopProcess(proc, 500);
    expect(await waitUntilGone(pid, 2000)).toBe(true);
    // The grandchild (sleep) was in the same group: nothing of it is left either.
    expect(liveMembers(pid)).toEqual([]);
  });

  it('leaves nothing behind when the launcher itself is killed with SIGKILL', async () => {
    const launcher = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'fixtures', 'launcher.ts')],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const [chunk] = (await once(launcher.stdout, 'data')) as [Buffer];
    const childPid = Number(/child (\d+)/.exec(chunk.toString())?.[1]);
    expect(isAlive(childPid)).toBe(true);

    launcher.kill('SIGKILL');
    expect(await waitUntilGone(childPid, 5000)).toBe(true);
  });
});
