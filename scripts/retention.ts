// `npm run retention -- --older-than 24m [--kind adoption|cession|circle|all] [--delete]`: lists the
// applications older than the limit and, with --delete, deletes them, logging each deletion. Without
// --project it works on the local emulators (start them with `npm run emulators` or `npm start`); with
// --project it works on that real Firebase project, using the credentials of
// GOOGLE_APPLICATION_CREDENTIALS or `gcloud auth application-default login`. See docs/operations.md
// and docs/decisions/0022-retention.md.
import { hostname, userInfo } from 'node:os';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { emulatorEnv } from '../tools/backend/backend.ts';
import { readEmulatorConfig } from '../tools/emulator-config.ts';
import { parseRetentionArgs, retentionUsage } from './retention/args.ts';
import {
  deleteExpiredApplications,
  describeApplication,
  findExpiredApplications,
  formatDate,
  retentionCutoff,
  type RetentionOperator,
} from './retention/retention.ts';

const parsed = parseRetentionArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(`${parsed.message}\n${retentionUsage}`);
  process.exit(2);
}
const options = parsed.options;

let projectId: string;
if (options.project) {
  projectId = options.project;
  for (const name of Object.keys(emulatorEnv(readEmulatorConfig()))) {
    Reflect.deleteProperty(process.env, name);
  }
  console.log(`Working on the real Firebase project "${projectId}".`);
} else {
  const config = readEmulatorConfig();
  projectId = config.projectId;
  Object.assign(process.env, emulatorEnv(config));
  const reachable = await fetch(`http://${config.host}:${config.ports.firestore}/`)
    .then((response) => response.ok)
    .catch(() => false);
  if (!reachable) {
    console.error(
      `The Firestore emulator is not running on ${config.host}:${config.ports.firestore}. Start it ` +
        'with "npm run emulators", or add --project <id> to work on the real project.',
    );
    process.exit(1);
  }
  console.log(`Working on the local emulators (${projectId}).`);
}

const who = options.operator ?? `${userInfo().username}@${hostname()}`;
const operator: RetentionOperator = {
  uid: 'script:retention',
  email: options.operator?.includes('@') ? options.operator : null,
  displayName: `npm run retention (${who})`,
};

const now = new Date();
const cutoff = retentionCutoff(now, options.months);
const app = initializeApp({ projectId }, 'retention');
try {
  const db = getFirestore(app);
  const expired = await findExpiredApplications(db, options.kinds, cutoff);
  console.log(
    `Applications (${options.kinds.join(', ')}) older than ${options.months} months, ` +
      `dated before ${formatDate(cutoff)} UTC: ${expired.length}.`,
  );
  if (!options.delete) {
    for (const application of expired) console.log(`  ${describeApplication(application)}`);
    console.log(
      expired.length > 0
        ? 'Dry run: nothing was deleted. Run again with --delete to delete exactly these.'
        : 'Dry run: nothing to delete.',
    );
  } else {
    const deleted = await deleteExpiredApplications(db, expired, operator, {
      onDeleted: (application) => console.log(`  deleted ${describeApplication(application)}`),
    });
    console.log(`Deleted ${deleted.length} applications; each deletion is in the logs collection.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
