// The browser layer's split into shards by measured time, not by file order: Playwright's `--shard`
// cuts the sorted list of files, which put every staff journey in the first shard.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

/** Seconds of test time per spec file, from a whole run (`npm test -- --save-shard-weights`). */
export type ShardWeights = Readonly<Record<string, number>>;

/**
 * The served layer as one more file to place: it runs after the first shard to finish, so the
 * shard it falls in gets that much less of the browser layer.
 */
export const SERVED_LAYER = '(served layer)';

export function median(values: readonly number[]): number {
  if (values.length === 0) return 1;
  const sorted = [...values].sort((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)] ?? 1;
  const lower = sorted[Math.ceil(sorted.length / 2) - 1] ?? upper;
  return (lower + upper) / 2;
}

/**
 * Heaviest file first, each to the lightest shard so far (a file new to the table weighs the
 * median). Ties go by name, so a split never depends on the order the files were listed in.
 */
export function splitFiles(
  files: readonly string[],
  weights: ShardWeights,
  shards: number,
): string[][] {
  const fallback = median(Object.values(weights));
  const weightOf = (file: string) => weights[file] ?? fallback;
  const ordered = [...files].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b));
  const split = Array.from({ length: shards }, () => ({ files: [] as string[], total: 0 }));
  for (const file of ordered) {
    const lightest = split.reduce((best, shard) => (shard.total < best.total ? shard : best));
    lightest.files.push(file);
    lightest.total += weightOf(file);
  }
  return split.map((shard) => shard.files.sort());
}

export const specFiles = (dir: string): string[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.spec.ts'))
    .sort();

export function readWeights(path: string): ShardWeights {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as ShardWeights;
  } catch {
    return {};
  }
}

interface PlaywrightSuite {
  file?: string;
  specs?: { tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Each spec file's test time (every project, every attempt) in Playwright JSON reports. */
export function weightsFromReports(reports: readonly PlaywrightSuite[][]): Record<string, number> {
  const seconds: Record<string, number> = {};
  const walk = (suite: PlaywrightSuite, file: string | undefined) => {
    const own = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          if (own) seconds[own] = (seconds[own] ?? 0) + result.duration / 1000;
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, own);
  };
  for (const suites of reports) for (const suite of suites) walk(suite, undefined);
  return Object.fromEntries(
    Object.entries(seconds)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, total]) => [file, Math.round(total)]),
  );
}

export function saveWeights(path: string, weights: ShardWeights): void {
  writeFileSync(path, `${JSON.stringify(weights, null, 2)}\n`);
}
