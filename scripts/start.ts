// `npm start`: the local Firebase backend, the demo data (when the backend is empty) and the Vite dev
// server, until Ctrl-C, which stops everything.
import { createServer } from 'vite';
import { startBackend } from '../tools/backend/backend.ts';
import { SetupError } from '../tools/backend/preflight.ts';
import { stopAllOnSignals } from '../tools/backend/processes.ts';
import { backendDataDir, repoRoot } from '../tools/emulator-config.ts';
import { demoUsers } from './seed/demo-data.ts';
import { isBackendEmpty, seedDemoData } from './seed/seed-demo-data.ts';

const say = (line: string) => console.log(`  ${line}`);

try {
  console.log('Starting the local Firebase backend…');
  const backend = await startBackend({ dataDir: backendDataDir(), log: say });
  stopAllOnSignals(backend.stop);
  Object.assign(process.env, backend.env);

  if (await isBackendEmpty(backend.config)) {
    console.log('Loading the demo data…');
    await seedDemoData(backend.config, (line) => say(`seeded ${line}`));
  }

  const vite = await createServer({ root: repoRoot, mode: 'development' });
  stopAllOnSignals(() => vite.close());
  await vite.listen();
  const url = vite.resolvedUrls?.local[0] ?? `http://127.0.0.1:${vite.config.server.port}/`;

  console.log(`
The site is running on the local emulators (project ${backend.config.projectId}):

  Site:        ${url}
  Back office: ${url}admin
  Mail inbox:  ${backend.inboxUrl}  (every mail the site sends, delivered locally)

Demo logins (emulators only):
${demoUsers
  .map(
    (user) =>
      `  ${user.staff ? 'staff    ' : user.volunteer ? 'volunteer' : 'no access'}  ${user.email.padEnd(26)} ${user.password}`,
  )
  .join('\n')}

Press Ctrl-C to stop everything.`);
} catch (error) {
  console.error(error instanceof SetupError ? `\n${error.message}\n` : error);
  process.exit(1);
}
