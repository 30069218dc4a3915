// `npm run emulators`: the local Firebase backend alone, until Ctrl-C.
import { startBackend } from '../tools/backend/backend.ts';
import { SetupError } from '../tools/backend/preflight.ts';
import { stopAllOnSignals } from '../tools/backend/processes.ts';
import { backendDataDir } from '../tools/emulator-config.ts';

try {
  const backend = await startBackend({
    dataDir: backendDataDir(),
    log: (line) => console.log(`  ${line}`),
  });
  stopAllOnSignals(backend.stop);
  const { host, ports, projectId } = backend.config;
  console.log(`
Local Firebase backend for project ${projectId} is running:
  Firestore  http://${host}:${ports.firestore}
  Auth       http://${host}:${ports.auth}
  Storage    http://${host}:${ports.storage}
  Mail inbox ${backend.inboxUrl} (SMTP on ${host}:${ports.smtp})
Press Ctrl-C to stop.`);
} catch (error) {
  console.error(error instanceof SetupError ? `\n${error.message}\n` : error);
  process.exit(1);
}
