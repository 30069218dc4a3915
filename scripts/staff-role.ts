// `npm run staff -- grant|revoke|show <e-mail> [--project <id>]`: gives or takes the back-office role.
// Without --project it works on the local emulators (start them with `npm run emulators` or
// `npm start`). With --project it works on that real Firebase project, using the credentials of
// GOOGLE_APPLICATION_CREDENTIALS or `gcloud auth application-default login`.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { emulatorEnv } from '../tools/backend/backend.ts';
import { readEmulatorConfig } from '../tools/emulator-config.ts';
import { setStaffRole, type StaffAction } from './staff/staff-role.ts';

const usage =
  'Usage: npm run staff -- grant|revoke|show <e-mail> [--project <firebase-project-id>]';
const args = process.argv.slice(2);
const projectFlag = args.indexOf('--project');
const project = projectFlag >= 0 ? args[projectFlag + 1] : undefined;
const [action, email] = args.filter(
  (_, i) => projectFlag < 0 || (i !== projectFlag && i !== projectFlag + 1),
);

if (!(action === 'grant' || action === 'revoke' || action === 'show') || !email?.includes('@')) {
  console.error(usage);
  process.exit(2);
}

let projectId: string;
if (project) {
  projectId = project;
  for (const name of Object.keys(emulatorEnv(readEmulatorConfig()))) {
    Reflect.deleteProperty(process.env, name);
  }
  console.log(`Working on the real Firebase project "${projectId}".`);
} else {
  const config = readEmulatorConfig();
  projectId = config.projectId;
  Object.assign(process.env, emulatorEnv(config));
  console.log(`Working on the local emulators (${projectId}).`);
}

const app = initializeApp({ projectId }, 'staff-role');
try {
  const result = await setStaffRole(getAuth(app), email, action as StaffAction);
  console.log(`${result.email} (${result.uid}) ${result.summary}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
