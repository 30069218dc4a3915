// `npm test`: every test layer, each backend it needs started here and stopped at the end.
//   unit       Vitest in jsdom, no backend
//   emulator   Vitest in node against the emulators (data, rules, Storage), on lane 0's backend
//   e2e        Playwright on Debian's Chromium against the test site, split in shards, each on a lane
//              of its own (backend, build, preview server: EQ_TEST_LANE)
//   served     Playwright against the build of the first lane to finish its shard, served by the
//              Hosting emulator with firebase.json's headers, failing on any CSP violation
//   e2e-dev    the journeys React's development build can break (a photo sent once), on Vite's
//              development server as `npm start` serves the app, on the next lane to finish
// The layers run side by side; each one's output goes to test-results/reports*/<layer>.log and is
// printed when the layer fails; every 30 s, a line for each command still running says how far it
// is ("unit: 812 tests, 1 failed (61/180 files), 95 s"). Ends with "Tests: N passed, N failed".
// `--only unit|emulator|e2e|served` runs one layer; `--shards N` splits the e2e layer in N (1-9), by
// the test time of each spec file in tests/e2e/shard-weights.json; `--save-shard-weights` rewrites
// that table from this run.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startBackend, type Backend } from '../tools/backend/backend.ts';
import { SetupError } from '../tools/backend/preflight.ts';
import { spawnManaged, stopAllOnSignals } from '../tools/backend/processes.ts';
import {
  emulatorEnv,
  perOffset,
  portOffset,
  readEmulatorConfig,
  repoRoot,
} from '../tools/emulator-config.ts';
import { testSiteDirFor } from '../tests/support/test-site.ts';
import { describeCpu, readCpuTicks } from './test/machine-cpu.ts';
import {
  formatProgress,
  PROGRESS_FILE_ENV,
  PROGRESS_INTERVAL_MS,
  readProgress,
} from './test/progress.ts';
import {
  readWeights,
  saveWeights,
  SERVED_LAYER,
  specFiles,
  splitFiles,
  weightsFromReports,
} from './test/shards.ts';

type Layer = 'unit' | 'emulator' | 'e2e' | 'served';
const layers: Layer[] = ['unit', 'emulator', 'e2e', 'served'];

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const only = option('--only') as Layer | undefined;
if (only !== undefined && !layers.includes(only)) {
  console.error(`--only takes one of ${layers.join(', ')}`);
  process.exit(2);
}
const shards = Number(option('--shards') ?? 2);
if (!Number.isInteger(shards) || shards < 1 || shards > 9) {
  console.error('--shards takes a whole number from 1 to 9');
  process.exit(2);
}
const wanted = (layer: Layer) => only === undefined || only === layer;
const saveShardWeights = process.argv.includes('--save-shard-weights');

const require = createRequire(import.meta.url);
const binOf = (pkg: string, file: string) =>
  join(dirname(require.resolve(`${pkg}/package.json`)), file);
const reports = join(repoRoot, 'test-results', perOffset('reports'));
mkdirSync(reports, { recursive: true });

/** One test command: its name (that of its report and log files), layer, outcome and time. */
interface Run {
  name: string;
  layer: Layer;
  ok: boolean;
  seconds: number;
}
const runs: Run[] = [];
const started = Date.now();
const cpuAtStart = readCpuTicks();
const elapsed = (since: number) => Math.round((Date.now() - since) / 1000);

/** The commands running now, whose progress `npm test` prints (scripts/test/progress.ts). */
interface Running {
  since: number;
  progressFile: string;
  /** The last line printed, and when: an unchanged one is printed again only after a while. */
  printed?: { key: string; at: number };
}
const running = new Map<string, Running>();
const quietProgressMs = 5 * PROGRESS_INTERVAL_MS;

function printProgress(): void {
  const now = Date.now();
  for (const [name, command] of running) {
    const progress = readProgress(command.progressFile);
    const key = JSON.stringify(progress ?? null);
    const { printed } = command;
    if (printed && printed.key === key && now - printed.at < quietProgressMs) continue;
    command.printed = { key, at: now };
    console.log(formatProgress(name, progress, elapsed(command.since)));
  }
}
setInterval(printProgress, PROGRESS_INTERVAL_MS).unref();

async function run(
  name: string,
  layer: Layer,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<boolean> {
  const since = Date.now();
  const log = join(reports, `${name}.log`);
  const progressFile = join(reports, `${name}.progress.json`);
  rmSync(log, { force: true });
  rmSync(progressFile, { force: true });
  console.log(`${name}: started (log: ${log})`);
  const proc = spawnManaged(name, process.execPath, args, {
    cwd: repoRoot,
    env: { ...env, [PROGRESS_FILE_ENV]: progressFile },
    output: log,
  });
  running.set(name, { since, progressFile });
  const ok = (await proc.exited) === 0;
  running.delete(name);
  runs.push({ name, layer, ok, seconds: elapsed(since) });
  const counts = readCounts(name, layer);
  console.log(
    `${name}: ${ok ? 'ok' : 'FAILED'} in ${elapsed(since)} s` +
      (counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : ''),
  );
  if (!ok) {
    console.log(
      `\n----- ${name} -----\n${readFileSync(log, 'utf8')}\n----- end of ${name} -----\n`,
    );
  }
  return ok;
}

function vitest(layer: 'unit' | 'emulator', env: NodeJS.ProcessEnv): Promise<boolean> {
  return run(
    layer,
    layer,
    [
      binOf('vitest', 'vitest.mjs'),
      'run',
      ...(layer === 'unit'
        ? ['--project', 'unit', '--project', 'unit-node']
        : ['--project', layer]),
      '--reporter=default',
      '--reporter=json',
      `--reporter=${join(repoRoot, 'scripts', 'test', 'vitest-progress.ts')}`,
      `--outputFile.json=${join(reports, `${layer}.json`)}`,
    ],
    { ...env, NO_COLOR: '1' },
  );
}

function playwright(
  name: string,
  layer: 'e2e' | 'served',
  extra: string[],
  env: NodeJS.ProcessEnv,
): Promise<boolean> {
  const config = join(repoRoot, 'tests', layer, 'playwright.config.ts');
  // The config's reporters (list, and json for PLAYWRIGHT_JSON_OUTPUT_NAME) and the progress one.
  const progress = join(repoRoot, 'scripts', 'test', 'playwright-progress.ts');
  const reporters = `--reporter=list,json,${progress}`;
  const cli = [binOf('@playwright/test', 'cli.js'), 'test', '-c', config, reporters];
  return run(name, layer, [...cli, ...extra], {
    ...env,
    NO_COLOR: '1',
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, `${name}.json`),
  });
}

function readCounts(name: string, layer: Layer): Counts | undefined {
  try {
    const report = JSON.parse(readFileSync(join(reports, `${name}.json`), 'utf8'));
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

const e2eDir = join(repoRoot, 'tests', 'e2e');
const weightsFile = join(e2eDir, 'shard-weights.json');
const placed = wanted('served') ? [...specFiles(e2eDir), SERVED_LAYER] : specFiles(e2eDir);
const shardFiles = splitFiles(placed, readWeights(weightsFile), shards).map((files) =>
  files.filter((file) => file !== SERVED_LAYER).map((file) => join('tests', 'e2e', file)),
);

const backends: Backend[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'equinozio-test-'));
const cleanup = async () => {
  await Promise.all(backends.map((backend) => backend.stop()));
  rmSync(dataDir, { recursive: true, force: true });
};
stopAllOnSignals(cleanup);

/** The environment of a lane: its own ports and folders (tools/emulator-config.ts). */
const laneEnv = (lane: number): NodeJS.ProcessEnv => ({
  ...process.env,
  EQ_TEST_LANE: String(lane),
});

/** Starts a lane's backend; undefined (reported) when it cannot start. */
async function laneBackend(lane: number): Promise<NodeJS.ProcessEnv | undefined> {
  const env = laneEnv(lane);
  try {
    const config = readEmulatorConfig(env);
    const backend = await startBackend({ dataDir: join(dataDir, `lane-${lane}`), config });
    backends.push(backend);
    return { ...env, ...emulatorEnv(config), EQ_BACKEND: 'running' };
  } catch (error) {
    const reason = error instanceof SetupError ? error.message : String((error as Error)?.stack);
    console.error(`\nThe local Firebase backend of lane ${lane} did not start:\n${reason}\n`);
    return undefined;
  }
}

function failed(name: string, layer: Layer): void {
  runs.push({ name, layer, ok: false, seconds: 0 });
}

/** Whether this run built the test site of a lane (the e2e layer's global setup builds it). */
function builtThisRun(env: NodeJS.ProcessEnv): boolean {
  const app = join(testSiteDirFor(portOffset(env)), 'app.html');
  return existsSync(app) && statSync(app).mtimeMs >= started;
}

async function emulatorLane(): Promise<void> {
  const env = await laneBackend(0);
  if (env) await vitest('emulator', env);
  else failed('emulator', 'emulator');
}

let servedClaimed = false;
let devClaimed = false;

/**
 * The journeys that React's development build can break, again on Vite's development server, as
 * `npm start` serves the app (StrictMode runs every effect twice): a photo sent with an
 * application goes once (issue 38; EQ_E2E_SERVER=dev, tests/e2e/global-setup.ts).
 */
const DEV_SERVER_JOURNEYS = [
  join('tests', 'e2e', 'adoption-application.spec.ts'),
  '--project',
  'desktop',
  '--grep',
  'goes once',
];

/**
 * Lane `lane` runs e2e shard `lane` of `shards`; the first lane to finish its shard then runs the
 * served layer on the build it made, and the next one the journeys on the development server
 * (with one shard, the same lane runs both).
 */
async function browserLane(lane: number): Promise<void> {
  const name = shards === 1 ? 'e2e' : `e2e-${lane}`;
  const env = await laneBackend(lane);
  const files = shardFiles[lane - 1] ?? [];
  if (wanted('e2e') && files.length > 0) {
    // Without files Playwright would run them all.
    if (env) await playwright(name, 'e2e', shards === 1 ? [] : files, env);
    else failed(name, 'e2e');
  }
  const runsServed = wanted('served') && !servedClaimed;
  if (runsServed) {
    servedClaimed = true;
    if (!env) failed('served', 'served');
    else {
      const site = builtThisRun(env) ? { EQ_TEST_SITE: 'built' } : {};
      await playwright('served', 'served', [], { ...env, ...site });
    }
  }
  if (wanted('e2e') && !devClaimed && (!runsServed || shards === 1)) {
    devClaimed = true;
    if (!env) failed('e2e-dev', 'e2e');
    else await playwright('e2e-dev', 'e2e', DEV_SERVER_JOURNEYS, { ...env, EQ_E2E_SERVER: 'dev' });
  }
}

const reportNames = ['unit', 'emulator', 'served', 'e2e', 'e2e-dev'];
for (let shard = 1; shard <= 9; shard++) reportNames.push(`e2e-${shard}`);
for (const name of reportNames) rmSync(join(reports, `${name}.json`), { force: true });

const lanes: Promise<unknown>[] = [];
if (wanted('unit')) lanes.push(vitest('unit', process.env));
if (wanted('emulator')) lanes.push(emulatorLane());
if (wanted('e2e') || wanted('served')) {
  const browserLanes = wanted('e2e') ? shards : 1;
  for (let lane = 1; lane <= browserLanes; lane++) lanes.push(browserLane(lane));
}
await Promise.all(lanes);
await cleanup();

if (saveShardWeights && wanted('e2e') && runs.every((r) => r.ok)) {
  const names = shards === 1 ? ['e2e'] : shardFiles.map((_, index) => `e2e-${index + 1}`);
  const suites = (name: string) =>
    JSON.parse(readFileSync(join(reports, `${name}.json`), 'utf8')).suites;
  const served = wanted('served') ? weightsFromReports([suites('served')]) : {};
  const servedSeconds = Object.values(served).reduce((total, seconds) => total + seconds, 0);
  saveWeights(weightsFile, {
    ...weightsFromReports(names.map(suites)),
    ...(wanted('served') ? { [SERVED_LAYER]: servedSeconds } : {}),
  });
  console.log(`Shard weights saved in ${weightsFile}`);
}

let passed = 0;
let failures = 0;
let skipped = 0;
console.log('\nSummary');
for (const { name, layer, ok, seconds } of runs.sort((a, b) => a.name.localeCompare(b.name))) {
  const counts = readCounts(name, layer);
  passed += counts?.passed ?? 0;
  // A run that failed without a report (it crashed, or could not start) counts as one failure.
  const runFailed = counts ? counts.failed + (ok || counts.failed > 0 ? 0 : 1) : ok ? 0 : 1;
  failures += runFailed;
  skipped += counts?.skipped ?? 0;
  console.log(
    `  ${name.padEnd(9)} ${ok ? 'ok    ' : 'FAILED'} ${counts?.passed ?? 0} passed, ${runFailed} failed, ${seconds} s`,
  );
}
const cpu = describeCpu(cpuAtStart, readCpuTicks(), availableParallelism());
console.log(`Time: ${elapsed(started)} s${cpu ? ` (the machine: ${cpu})` : ''}`);
console.log(`Tests: ${passed} passed, ${failures} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures === 0 && runs.every((r) => r.ok) ? 0 : 1);
