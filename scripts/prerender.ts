// `npm run build`'s second step: prerenders the public pages of the build in dist/ with the horses
// and events as they are now on the project the build talks to (see scripts/prerender/prerender.ts).
//   tsx scripts/prerender.ts [--mode production|emulator] [--out dist] [--require-data]
import { join } from 'node:path';
import { repoRoot } from '../tools/emulator-config.ts';
import { prerenderSite } from './prerender/prerender.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};

try {
  await prerenderSite({
    outDir: join(repoRoot, option('--out', 'dist')),
    mode: option('--mode', 'production'),
    requireData: args.includes('--require-data'),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
