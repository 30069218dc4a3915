import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadFirestoreRules, startBackend } from '../../tools/backend/backend.ts';
import { readEmulatorConfig } from '../../tools/emulator-config.ts';

/** Starts a backend for the emulator tests unless npm test runs one (EQ_BACKEND=running). */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.EQ_BACKEND === 'running') {
    // A backend started earlier may hold older rules: test the working tree's.
    await loadFirestoreRules(readEmulatorConfig());
    return undefined;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'equinozio-test-'));
  const backend = await startBackend({ dataDir });
  return async () => {
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
