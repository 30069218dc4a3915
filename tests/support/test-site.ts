import { join } from 'node:path';
import {
  perOffset,
  portOffset,
  readEmulatorConfig,
  repoRoot,
} from '../../tools/emulator-config.ts';

// The build tools load only where the site is built: the test files import the paths alone.

/**
 * The app as both browser layers test it: built in emulator mode for this lane's ports, with its
 * public pages prerendered from the demo data. Under test-results/, which git and the linters ignore.
 */
export const testSiteDirFor = (offset = portOffset()) =>
  join(repoRoot, 'test-results', perOffset('dist-site', offset));
export const testSiteDir = testSiteDirFor();

/** A Maps key and Map ID, so the staff map asks for the Maps script (the tests answer it). */
export const testMapsKey = 'test-maps-key';
export const testMapId = 'test-map-id';

/**
 * The demo data alone: what other tests left in a backend they share (hundreds of horses, a
 * malformed log entry) must not show in the lists.
 */
export async function resetDemoData(): Promise<void> {
  const { clearFirestore } = await import('./emulators.ts');
  const { seedDemoData } = await import('../../scripts/seed/seed-demo-data.ts');
  await clearFirestore();
  await seedDemoData(readEmulatorConfig());
}

/** Builds and prerenders the test site (the demo data must be in: the pages are built from it). */
export async function buildTestSite(): Promise<void> {
  const { build } = await import('vite');
  const { prerenderSite } = await import('../../scripts/prerender/prerender.ts');
  const maps = { VITE_GOOGLE_MAPS_API_KEY: testMapsKey, VITE_GOOGLE_MAPS_MAP_ID: testMapId };
  const previous = Object.fromEntries(Object.keys(maps).map((name) => [name, process.env[name]]));
  // Vite gives variables of the environment precedence over the .env files.
  Object.assign(process.env, maps);
  try {
    await build({
      root: repoRoot,
      mode: 'emulator',
      logLevel: 'warn',
      build: { outDir: testSiteDir, emptyOutDir: true },
    });
    await prerenderSite({
      outDir: testSiteDir,
      mode: 'emulator',
      requireData: true,
      log: () => {},
    });
  } finally {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    }
  }
}

/**
 * `npm test` builds the test site once per lane and tells the browser layers so with
 * EQ_TEST_SITE=built; a browser layer run on its own builds it.
 */
export async function ensureTestSite(): Promise<void> {
  if (process.env.EQ_TEST_SITE !== 'built') await buildTestSite();
}
