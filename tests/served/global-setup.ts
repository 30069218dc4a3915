import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { prerenderSite } from '../../scripts/prerender/prerender.ts';
import { seedDemoData } from '../../scripts/seed/seed-demo-data.ts';
import { clearFirestore } from '../support/emulators.ts';
import { emulatorEnv, startBackend } from '../../tools/backend/backend.ts';
import { readEmulatorConfig, repoRoot } from '../../tools/emulator-config.ts';
import { startHostingEmulator } from '../../tools/hosting/hosting-emulator.ts';
import {
  servedHost,
  servedHosting,
  servedMapsKey,
  servedMapId,
  servedOutDir,
  servedPort,
} from './support/served.ts';

/**
 * Builds the app in emulator mode as `npm run build` builds it for production: the client, then the
 * public pages prerendered with the demo data (scripts/prerender). With a Maps key and a Map ID, so
 * the staff map asks for the Maps script (the tests answer it with a stub).
 */
async function buildServedApp(): Promise<void> {
  const mapsSettings = {
    VITE_GOOGLE_MAPS_API_KEY: servedMapsKey,
    VITE_GOOGLE_MAPS_MAP_ID: servedMapId,
  } as const;
  const previous = Object.fromEntries(
    Object.keys(mapsSettings).map((name) => [name, process.env[name]]),
  );
  // Vite gives variables of the environment precedence over the .env files.
  Object.assign(process.env, mapsSettings);
  try {
    await build({
      root: repoRoot,
      mode: 'emulator',
      logLevel: 'warn',
      build: { outDir: servedOutDir, emptyOutDir: true },
    });
    await prerenderSite({
      outDir: servedOutDir,
      mode: 'emulator',
      requireData: true,
      log: () => undefined,
    });
  } finally {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    }
  }
}

/**
 * The served run: starts the backend (unless npm test already runs one: EQ_BACKEND=running), loads
 * the demo data, builds and prerenders the app in emulator mode, and serves it with the firebase-tools
 * Hosting emulator, with firebase.json's headers and the local emulators' origins added to the CSP.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const config = readEmulatorConfig();
  Object.assign(process.env, emulatorEnv(config));
  const workDir = mkdtempSync(join(tmpdir(), 'equinozio-served-'));
  const cleanups: (() => Promise<void>)[] = [
    async () => rmSync(workDir, { recursive: true, force: true }),
  ];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    if (process.env.EQ_BACKEND !== 'running') {
      const dataDir = join(workDir, 'backend');
      const backend = await startBackend({ dataDir });
      cleanups.push(() => backend.stop());
    }
    // The browser tests see the demo data alone: what the emulator tests left in a backend they
    // share (hundreds of horses, a malformed log entry) must not show in the lists.
    await clearFirestore();
    await seedDemoData(config);
    // Built once the demo data is in: the public pages are prerendered with it.
    await buildServedApp();
    const hostingDir = join(workDir, 'hosting');
    const hosting = await startHostingEmulator({
      hosting: servedHosting(hostingDir),
      host: servedHost,
      port: servedPort,
      projectId: config.projectId,
      workDir: hostingDir,
    });
    cleanups.push(() => hosting.stop());
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
