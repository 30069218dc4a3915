// `npm run staff -- create|grant|link|show|revoke <e-mail> [--project <id>]` (docs/operations.md,
// docs/decisions/0025-staff-accounts.md); without --project, on the local emulators.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { emulatorEnv, readEmulatorConfig } from '../tools/emulator-config.ts';
import { staffCommand } from './staff/account.ts';
import { parseStaffArgs, staffUsage } from './staff/args.ts';
import { createStaffAccount, staffPasswordLink } from './staff/create-staff.ts';
import { setStaffRole } from './staff/staff-role.ts';

const parsed = parseStaffArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(`${parsed.message}\n${staffUsage}`);
  process.exit(2);
}
const { action, email, name, replaceUnverified, project } = parsed.options;

let projectId: string;
if (project) {
  projectId = project;
  for (const variable of Object.keys(emulatorEnv(readEmulatorConfig()))) {
    Reflect.deleteProperty(process.env, variable);
  }
  console.log(`Working on the real Firebase project "${projectId}".`);
} else {
  const config = readEmulatorConfig();
  projectId = config.projectId;
  Object.assign(process.env, emulatorEnv(config));
  const reachable = await fetch(`http://${config.host}:${config.ports.auth}/`)
    .then((response) => response.ok)
    .catch(() => false);
  if (!reachable) {
    console.error(
      `The Auth emulator is not running on ${config.host}:${config.ports.auth}. Start it with ` +
        '"npm run emulators", or add --project <id> to work on the real project.',
    );
    process.exit(1);
  }
  console.log(`Working on the local emulators (${projectId}).`);
}

function printResetLink(resetLink: string): void {
  const again = staffCommand(`link ${email}`, project);
  console.log(
    [
      '',
      "Mandate alla persona questo link: apre una pagina dove sceglie la sua password. Vale un'ora",
      `e una volta sola; scaduto, ne stampa un altro: ${again}`,
      'Send the person this link to choose their password. It works once, within an hour; the',
      'command above prints a new one.',
      '',
      resetLink,
    ].join('\n'),
  );
}

const app = initializeApp({ projectId }, 'staff-role');
try {
  const auth = getAuth(app);
  if (action === 'create') {
    const result = await createStaffAccount(auth, email, { name, replaceUnverified, project });
    if (result.replaced) {
      const { uid, created, lastSignIn } = result.replaced;
      console.log(
        `Deleted the unverified account ${uid} of ${email} (created ${created ?? '?'}, ` +
          `last sign-in ${lastSignIn ?? 'never'}).`,
      );
    }
    console.log(
      `${result.email} (${result.uid}) created: e-mail verified, staff, a password nobody knows.`,
    );
    printResetLink(result.resetLink);
  } else if (action === 'link') {
    const result = await staffPasswordLink(auth, email, { project });
    console.log(`${result.email} (${result.uid}): new password link.`);
    printResetLink(result.resetLink);
  } else {
    const result = await setStaffRole(auth, email, action, { project });
    console.log(`${result.email} (${result.uid}) ${result.summary}.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
