import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend } from '../../tools/backend/backend.ts';
import { emulatorEnv, readEmulatorConfig } from '../../tools/emulator-config.ts';
import { startHostingEmulator } from '../../tools/hosting/hosting-emulator.ts';
import { saveStaffSession } from '../e2e/support/staff-session.ts';
import { ensureTestSite, resetDemoData } from '../support/test-site.ts';
import { servedHost, servedHosting, servedPort, servedUrl } from './support/served.ts';

/**
 * The served run: starts the backend (unless npm test already runs one: EQ_BACKEND=running), loads
 * the demo data, builds the test site (unless npm test did: EQ_TEST_SITE=built), serves it with the
 * firebase-tools Hosting emulator, with firebase.json's headers and the local emulators' origins added
 * to the CSP, and signs the demo staff in once.
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
    await resetDemoData();
    await ensureTestSite();
    const hostingDir = join(workDir, 'hosting');
    const hosting = await startHostingEmulator({
      hosting: servedHosting(hostingDir),
      host: servedHost,
      port: servedPort,
      projectId: config.projectId,
      workDir: hostingDir,
    });
    cleanups.push(() => hosting.stop());
    await saveStaffSession(servedUrl);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
