import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../../tools/emulator-config.ts';

export interface ScriptRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a script of `scripts/` as its npm command does, with tsx: node loads tsx's loader itself,
 * where tsx's own command would start a second node for the script.
 * Asynchronous, not spawnSync: a blocked event loop would miss the emulator closing an idle
 * keep-alive connection, and the test's next fetch would reuse the dead socket.
 */
export function runScript(
  script: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'scripts', script), ...args],
      { cwd: repoRoot, env, timeout: 60_000 },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
