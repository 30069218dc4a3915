import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatProgress, readProgress, writeProgress, type Progress } from './progress.ts';

describe('the progress line of a running test command', () => {
  it('counts the tests and files of a Vitest run, whose tests are not known up front', () => {
    const progress: Progress = { tests: 812, failed: 1, files: 61, totalFiles: 180 };
    expect(formatProgress('unit', progress, 95)).toBe(
      'unit: 812 tests, 1 failed (61/180 files), 95 s',
    );
    expect(formatProgress('emulator', { ...progress, tests: 1834, failed: 0 }, 414)).toBe(
      'emulator: 1,834 tests, 0 failed (61/180 files), 414 s',
    );
  });

  it('counts the tests of a Playwright run against all it has', () => {
    expect(formatProgress('e2e-1', { tests: 20, totalTests: 36, failed: 2 }, 95)).toBe(
      'e2e-1: 20/36 tests, 2 failed, 95 s',
    );
  });

  it('says one test and one file in the singular', () => {
    expect(formatProgress('served', { tests: 1, totalTests: 1, failed: 0 }, 3)).toBe(
      'served: 1/1 test, 0 failed, 3 s',
    );
    expect(formatProgress('unit', { tests: 1, failed: 1, files: 1 }, 3)).toBe(
      'unit: 1 test, 1 failed (1 file), 3 s',
    );
  });

  it('says a command is starting before its reporter wrote anything', () => {
    expect(formatProgress('e2e-2', undefined, 30)).toBe(
      'e2e-2: starting, no test finished yet, 30 s',
    );
  });
});

describe('the progress file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'equinozio-progress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads back what the reporter wrote, whole, leaving no draft behind', () => {
    const file = join(dir, 'unit.progress.json');
    const progress: Progress = { tests: 5, failed: 0, files: 2, totalFiles: 9 };
    writeProgress(file, progress);
    expect(readProgress(file)).toEqual(progress);
    writeProgress(file, { tests: 7, failed: 1, totalTests: 10 });
    expect(readProgress(file)).toEqual({ tests: 7, failed: 1, totalTests: 10 });
    expect(readdirSync(dir)).toEqual(['unit.progress.json']);
  });

  it('reads nothing from a missing, half-written or malformed file', () => {
    const file = join(dir, 'e2e.progress.json');
    expect(readProgress(file)).toBeUndefined();
    writeFileSync(file, '{"tests": 3, "fail');
    expect(readProgress(file)).toBeUndefined();
    writeFileSync(file, '{"tests": -1, "failed": 0}');
    expect(readProgress(file)).toBeUndefined();
    writeFileSync(file, '{"tests": 3, "failed": 0, "totalTests": "many"}');
    expect(readProgress(file)).toEqual({ tests: 3, failed: 0 });
  });
});
