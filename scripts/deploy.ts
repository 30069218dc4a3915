// `npm run deploy [-- --dry-run]`: publishes the site, the Firestore rules and indexes and the Storage
// rules on the association's real Firebase project, after checking that the configuration is the real
// project's and that the code passes its typecheck, lint, unit tests and, on the local emulators, the
// tests of the rules and headers it publishes. `--dry-run` does every check and says what it would
// publish. The operator's guide is docs/operations.md; the reasons are in
// docs/decisions/0021-deploy.md.
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
/** A package's own command-line entry (not always listed in its exports). */
function binOf(path: string): string {
  const [scope, name, ...rest] = path.split('/');
  const pkg = scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? '');
  const file = scope?.startsWith('@') ? rest : [name ?? '', ...rest];
  return join(dirname(require.resolve(`${pkg}/package.json`)), ...file);
}

stopAllOnSignals();
// What the production build will see: .env.production(.local) and the environment, as Vite loads them;
// and the App Check debug token the prerenderer may need (a secret without the VITE_ prefix, so that
// the client build never sees it).
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
