import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { prerenderSite } from '../../scripts/prerender/prerender.ts';
import { seedDemoData } from '../../scripts/seed/seed-demo-data.ts';
import { clearFirestore } from '../support/emulators.ts';
import { startBackend, emulatorEnv } from '../../tools/backend/backend.ts';
import { perOffset, readEmulatorConfig, repoRoot } from '../../tools/emulator-config.ts';
import { previewHost, previewPort } from './support/urls.ts';

export const e2eOutDir = join(repoRoot, perOffset('dist-emulator'));

/**
 * Starts the backend (unless npm test already runs one: EQ_BACKEND=running), loads the demo data,
 * builds the app in emulator mode with its public pages prerendered, and serves it with `vite preview`.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const config = readEmulatorConfig();
  Object.assign(process.env, emulatorEnv(config));
  const cleanups: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    if (process.env.EQ_BACKEND !== 'running') {
      const dataDir = mkdtempSync(join(tmpdir(), 'equinozio-e2e-'));
      const backend = await startBackend({ dataDir });
      cleanups.push(async () => {
        await backend.stop();
        rmSync(dataDir, { recursive: true, force: true });
      });
    }
    // The browser tests see the demo data alone: what the emulator tests left in a backend they
    // share (hundreds of horses, a malformed log entry) must not show in the lists.
    await clearFirestore();
    await seedDemoData(config);
    // Built once the demo data is in: the public pages are prerendered with it.
    await build({
      root: repoRoot,
      mode: 'emulator',
      logLevel: 'warn',
      build: { outDir: e2eOutDir },
    });
    await prerenderSite({ outDir: e2eOutDir, mode: 'emulator', requireData: true, log: () => {} });
    const server = await preview({
      root: repoRoot,
      mode: 'emulator',
      logLevel: 'warn',
      build: { outDir: e2eOutDir },
      preview: { host: previewHost, port: previewPort, strictPort: true },
    });
    cleanups.push(() => server.close());
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
