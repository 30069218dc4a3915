// Progress of a test command while `npm test` runs it: the command's reporter (Vitest's or
// Playwright's, beside it in this folder) writes what has finished to a small JSON file, and
// scripts/test.ts reads it every PROGRESS_INTERVAL_MS and prints one line per command still running
// whose progress changed: "unit: 812 tests, 1 failed (61/180 files), 95 s".
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

/** The variable that names a command's progress file; without it the reporters do nothing. */
export const PROGRESS_FILE_ENV = 'EQ_PROGRESS_FILE';

/** A line per running command at most this often: a layer of minutes says where it is. */
export const PROGRESS_INTERVAL_MS = 30_000;

export interface Progress {
  /** Tests finished (passed, failed or skipped), and all the run has, when known up front. */
  tests: number;
  totalTests?: number;
  failed: number;
  /** Test files finished, of all the run has (Vitest knows its files, not its tests, up front). */
  files?: number;
  totalFiles?: number;
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

const count = (done: number, total: number | undefined, one: string, many: string) =>
  total === undefined
    ? plural(done, one, many)
    : `${done.toLocaleString('en-US')}/${plural(total, one, many)}`;

/** "unit: 812 tests, 1 failed (61/180 files), 95 s"; "e2e-1: 20/36 tests, 0 failed, 95 s". */
export function formatProgress(
  name: string,
  progress: Progress | undefined,
  seconds: number,
): string {
  if (!progress) return `${name}: starting, no test finished yet, ${seconds} s`;
  const files =
    progress.files === undefined
      ? ''
      : ` (${count(progress.files, progress.totalFiles, 'file', 'files')})`;
  return (
    `${name}: ${count(progress.tests, progress.totalTests, 'test', 'tests')}, ` +
    `${progress.failed.toLocaleString('en-US')} failed${files}, ${seconds} s`
  );
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** The progress a reporter last wrote; undefined before its first write or if unreadable. */
export function readProgress(file: string): Progress | undefined {
  let value: Partial<Record<keyof Progress, unknown>>;
  try {
    value = JSON.parse(readFileSync(file, 'utf8')) as typeof value;
  } catch {
    return undefined;
  }
  if (!isCount(value.tests) || !isCount(value.failed)) return undefined;
  const optional = (key: 'totalTests' | 'files' | 'totalFiles') =>
    isCount(value[key]) ? { [key]: value[key] } : {};
  return {
    tests: value.tests,
    failed: value.failed,
    ...optional('totalTests'),
    ...optional('files'),
    ...optional('totalFiles'),
  };
}

/** Written whole (a file renamed into place), so a reader never sees half of it. */
export function writeProgress(file: string, progress: Progress): void {
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(progress));
  renameSync(draft, file);
}
