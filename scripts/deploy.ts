// `npm run deploy [-- --dry-run]`: checks, builds and publishes on the real project
// (docs/operations.md, docs/decisions/0021-deploy.md).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { loadEnv } from 'vite';
import { sampleAssociationProblems } from '#src/config/association.ts';
import { spawnManaged, stopAllOnSignals } from '../tools/backend/processes.ts';
import { repoRoot } from '../tools/emulator-config.ts';
import { requiredBuildFiles, runDeploy, type DeployStep } from './deploy/run-deploy.ts';

const usage = 'Usage: npm run deploy [-- --dry-run]';
const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--dry-run');
if (unknown.length > 0 || args.includes('--help')) {
  console.error(`${unknown.length > 0 ? `Unknown argument: ${unknown.join(' ')}\n` : ''}${usage}`);
  process.exit(2);
}

const require = createRequire(import.meta.url);
const bins: Record<DeployStep['tool'], string> = {
  tsc: 'typescript/bin/tsc',
  eslint: 'eslint/bin/eslint.js',
  vitest: 'vitest/vitest.mjs',
  vite: 'vite/bin/vite.js',
  tsx: 'tsx/dist/cli.mjs',
  firebase: 'firebase-tools/lib/bin/firebase.js',
};
/** Not always listed in the package's exports. */
function binOf(path: string): string {
  const [scope, name, ...rest] = path.split('/');
  const pkg = scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? '');
  const file = scope?.startsWith('@') ? rest : [name ?? '', ...rest];
  return join(dirname(require.resolve(`${pkg}/package.json`)), ...file);
}

stopAllOnSignals();
// The App Check debug token has no VITE_ prefix, so that the client build never sees it.
const env = loadEnv('production', repoRoot, [
  'VITE_',
  'FIREBASE_PROJECT',
  'FIREBASE_APPCHECK_DEBUG_TOKEN',
]);

const outcome = await runDeploy(
  { dryRun: args.includes('--dry-run') },
  {
    env,
    associationProblems: sampleAssociationProblems(),
    log: (line) => console.log(line),
    missingBuildFiles: () =>
      requiredBuildFiles.filter((file) => !existsSync(join(repoRoot, 'dist', file))),
    run: async (step) => {
      const proc = spawnManaged(
        step.name,
        process.execPath,
        [binOf(bins[step.tool]), ...step.args],
        {
          cwd: repoRoot,
          env: { ...process.env, ...step.env },
          output: 'inherit',
        },
      );
      return (await proc.exited) === 0;
    },
  },
);
process.exit(outcome.ok ? 0 : 1);
