import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  readWeights,
  median,
  saveWeights,
  SERVED_LAYER,
  specFiles,
  splitFiles,
  weightsFromReports,
} from './shards.ts';

describe('splitFiles', () => {
  it('balances the shards by weight, not by the order of the names', () => {
    const weights = { 'a.spec.ts': 100, 'b.spec.ts': 90, 'c.spec.ts': 60, 'd.spec.ts': 40 };
    expect(splitFiles(Object.keys(weights), weights, 2)).toEqual([
      ['a.spec.ts', 'd.spec.ts'],
      ['b.spec.ts', 'c.spec.ts'],
    ]);
  });

  it('gives a file missing from the table the median weight', () => {
    const weights = { 'a.spec.ts': 10, 'b.spec.ts': 20, 'c.spec.ts': 30 };
    const split = splitFiles(['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'new.spec.ts'], weights, 2);
    expect(split.flat().sort()).toEqual(['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'new.spec.ts']);
    expect(split).toEqual([
      ['a.spec.ts', 'c.spec.ts'],
      ['b.spec.ts', 'new.spec.ts'],
    ]);
  });

  it('splits the same way whatever order the files come in', () => {
    const files = ['x.spec.ts', 'y.spec.ts', 'z.spec.ts', 'w.spec.ts'];
    expect(splitFiles(files, {}, 2)).toEqual(splitFiles([...files].reverse(), {}, 2));
  });

  it('leaves a shard empty when there are more shards than files', () => {
    expect(splitFiles(['a.spec.ts'], {}, 3)).toEqual([['a.spec.ts'], [], []]);
  });
});

describe('weightsFromReports', () => {
  it('adds up every test of a file across shards, projects and attempts', () => {
    const report = (file: string, durations: number[]) => [
      {
        file,
        specs: [{ tests: [{ results: durations.map((duration) => ({ duration })) }] }],
        suites: [{ specs: [{ tests: [{ results: [{ duration: 1_000 }] }] }] }],
      },
    ];
    expect(
      weightsFromReports([report('b.spec.ts', [2_000, 1_400]), report('a.spec.ts', [500])]),
    ).toEqual({ 'a.spec.ts': 2, 'b.spec.ts': 4 });
  });
});

describe('the weights table', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is read back as saved, and a missing or broken table weighs nothing', () => {
    dir = mkdtempSync(join(tmpdir(), 'shards-'));
    const path = join(dir, 'weights.json');
    expect(readWeights(path)).toEqual({});
    saveWeights(path, { 'a.spec.ts': 3 });
    expect(readFileSync(path, 'utf8')).toBe('{\n  "a.spec.ts": 3\n}\n');
    expect(readWeights(path)).toEqual({ 'a.spec.ts': 3 });
    writeFileSync(path, '{ not json');
    expect(readWeights(path)).toEqual({});
  });

  it('names only spec files that exist (a renamed file does not linger)', () => {
    const e2e = join(import.meta.dirname, '../../tests/e2e');
    const weights = readWeights(join(e2e, 'shard-weights.json'));
    expect(Object.keys(weights).length).toBeGreaterThan(20);
    expect([...specFiles(e2e), SERVED_LAYER]).toEqual(expect.arrayContaining(Object.keys(weights)));
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(1);
  });
});
