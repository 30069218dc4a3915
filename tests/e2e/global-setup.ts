import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, preview } from 'vite';
import { startBackend } from '../../tools/backend/backend.ts';
import { emulatorEnv, readEmulatorConfig, repoRoot } from '../../tools/emulator-config.ts';
import { ensureTestSite, resetDemoData, testSiteDir } from '../support/test-site.ts';
import { saveStaffSession } from './support/staff-session.ts';
import { previewHost, previewPort, previewUrl } from './support/urls.ts';

/**
 * Starts the backend (unless npm test already runs one: EQ_BACKEND=running), loads the demo data,
 * builds the test site (unless npm test did: EQ_TEST_SITE=built), serves it with `vite preview`, and
 * signs the demo staff in once for the tests that start in the back office.
 *
 * With EQ_E2E_SERVER=dev the app is served by Vite's development server instead, as `npm start`
 * serves it (React's development build, whose StrictMode runs every effect twice), on the same
 * port (docs/testing.md, "Running a part").
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  Object.assign(process.env, emulatorEnv(readEmulatorConfig()));
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
    await resetDemoData();
    if (process.env.EQ_E2E_SERVER === 'dev') {
      const server = await createServer({
        root: repoRoot,
        mode: 'development',
        logLevel: 'warn',
        server: { host: previewHost, port: previewPort, strictPort: true },
      });
      cleanups.push(() => server.close());
      await server.listen();
    } else {
      await ensureTestSite();
      const server = await preview({
        root: repoRoot,
        mode: 'emulator',
        logLevel: 'warn',
        build: { outDir: testSiteDir },
        preview: { host: previewHost, port: previewPort, strictPort: true },
      });
      cleanups.push(() => server.close());
    }
    await saveStaffSession(previewUrl);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
