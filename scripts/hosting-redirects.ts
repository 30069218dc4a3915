// `npm run hosting:redirects`: firebase.json's redirects from the app's legacy table (decision 10);
// tests/emulator/hosting-config.test.ts fails until it has run after a change of the table.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runnerImport } from 'vite';
import { repoRoot } from '../tools/emulator-config.ts';
import { withHostingRedirects } from '../tools/hosting/firebase-json.ts';
import type * as LegacyRedirects from '../tools/hosting/legacy-redirects.ts';

if (process.argv.length > 2) {
  console.error('Usage: npm run hosting:redirects');
  process.exit(2);
}

// Through Vite's module runner: the app's modules read `import.meta.env`, which only Vite defines.
const { module } = await runnerImport<typeof LegacyRedirects>(
  join(repoRoot, 'tools/hosting/legacy-redirects.ts'),
  { root: repoRoot, configFile: false, logLevel: 'warn' },
);
const rules = module.siteHostingRedirects();

const file = join(repoRoot, 'firebase.json');
const before = readFileSync(file, 'utf8');
const after = await withHostingRedirects(before, rules, file);
if (after === before) {
  console.log(`firebase.json: hosting.redirects already up to date (${rules.length} rules).`);
} else {
  writeFileSync(file, after);
  console.log(`firebase.json: hosting.redirects written (${rules.length} rules).`);
}
