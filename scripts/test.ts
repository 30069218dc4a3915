// `npm test`: every test layer, with the local backend started once and stopped at the end.
//   1. unit and component tests (Vitest, jsdom)        — while the backend starts
//   2. tests against the emulators (Vitest, node)      — data, rules, Storage
//   3. browser tests (Playwright, Debian's Chromium)   — the built app on the emulators
//   4. served browser run (Playwright)                 — the build served by the Hosting emulator
//      with firebase.json's headers: every page, failing on any CSP violation (decision 20)
// Ends with one line "Tests: N passed, N failed". `--only unit|emulator|e2e|served` runs one layer.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startBackend, type Backend } from '../tools/backend/backend.ts';
import { SetupError } from '../tools/backend/preflight.ts';
import { spawnManaged, stopAllOnSignals } from '../tools/backend/processes.ts';
import { perOffset, repoRoot } from '../tools/emulator-config.ts';

type Layer = 'unit' | 'emulator' | 'e2e' | 'served';
const layers: Layer[] = ['unit', 'emulator', 'e2e', 'served'];
/** The browser layers and their Playwright configs. */
const browserConfigs = { e2e: 'e2e', served: 'served' } as const;

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? (process.argv[onlyIndex + 1] as Layer) : undefined;
if (only !== undefined && !layers.includes(only)) {
  console.error(`--only takes one of ${layers.join(', ')}`);
  process.exit(2);
}
const wanted = (layer: Layer) => only === undefined || only === layer;

const require = createRequire(import.meta.url);
/** A package's own command-line entry (not always listed in its exports). */
const binOf = (pkg: string, file: string) =>
  join(dirname(require.resolve(`${pkg}/package.json`)), file);
const reports = join(repoRoot, 'test-results', perOffset('reports'));
mkdirSync(reports, { recursive: true });

async function run(layer: Layer, args: string[], env: NodeJS.ProcessEnv): Promise<boolean> {
  const proc = spawnManaged(layer, process.execPath, args, {
    cwd: repoRoot,
    env,
    output: 'inherit',
  });
  return (await proc.exited) === 0;
}

function vitest(layer: 'unit' | 'emulator', env: NodeJS.ProcessEnv): Promise<boolean> {
  const bin = binOf('vitest', 'vitest.mjs');
  return run(
    layer,
    [
      bin,
      'run',
      '--project',
      layer,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, `${layer}.json`)}`,
    ],
    env,
  );
}

function playwright(layer: keyof typeof browserConfigs, env: NodeJS.ProcessEnv): Promise<boolean> {
  const bin = binOf('@playwright/test', 'cli.js');
  const config = join(repoRoot, 'tests', browserConfigs[layer], 'playwright.config.ts');
  return run(layer, [bin, 'test', '-c', config], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, `${layer}.json`),
  });
}

function readCounts(layer: Layer): Counts | undefined {
  try {
    const report = JSON.parse(readFileSync(join(reports, `${layer}.json`), 'utf8'));
    if (layer === 'e2e' || layer === 'served') {
      const { expected, unexpected, flaky, skipped } = report.stats;
      return { passed: expected + flaky, failed: unexpected, skipped };
    }
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  } catch {
    return undefined;
  }
}

const outcome = new Map<Layer, { ok: boolean; counts: Counts | undefined }>();
const record = (layer: Layer, ok: boolean) => outcome.set(layer, { ok, counts: readCounts(layer) });
for (const layer of layers) rmSync(join(reports, `${layer}.json`), { force: true });

let backend: Backend | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'equinozio-test-'));
const cleanup = async () => {
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
};
stopAllOnSignals(cleanup);

const needsBackend = wanted('emulator') || wanted('e2e') || wanted('served');
const backendStart: Promise<Backend | Error | undefined> = needsBackend
  ? startBackend({ dataDir }).then(
      (started) => (backend = started),
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    )
  : Promise.resolve(undefined);

if (wanted('unit')) record('unit', await vitest('unit', process.env));

if (needsBackend) {
  const started = await backendStart;
  if (started instanceof Error || started === undefined) {
    const reason = started instanceof SetupError ? started.message : String(started?.stack);
    console.error(`\nThe local Firebase backend did not start:\n${reason}\n`);
    for (const layer of ['emulator', 'e2e', 'served'] as const) {
      if (wanted(layer)) record(layer, false);
    }
  } else {
    const env = { ...process.env, ...started.env, EQ_BACKEND: 'running' };
    if (wanted('emulator')) record('emulator', await vitest('emulator', env));
    if (wanted('e2e')) record('e2e', await playwright('e2e', env));
    if (wanted('served')) record('served', await playwright('served', env));
  }
}
await cleanup();

let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\nSummary');
for (const [layer, { ok, counts }] of outcome) {
  passed += counts?.passed ?? 0;
  // A layer that failed without a report (it crashed, or could not start) counts as one failure.
  const layerFailed = counts ? counts.failed + (ok || counts.failed > 0 ? 0 : 1) : ok ? 0 : 1;
  failed += layerFailed;
  skipped += counts?.skipped ?? 0;
  console.log(
    `  ${layer.padEnd(9)} ${ok ? 'ok    ' : 'FAILED'} ${counts?.passed ?? 0} passed, ${layerFailed} failed`,
  );
}
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && [...outcome.values()].every((o) => o.ok) ? 0 : 1);
