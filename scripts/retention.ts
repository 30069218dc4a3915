// `npm run retention -- --older-than 24m [--kind adoption|cession|circle|all] [--delete]`: lists the
// applications older than the limit and, with --delete, deletes them with their photos and what the
// logs hold of them, recording each deletion, and what the logs still hold of applications deleted
// before (by staff, or before issue 12). Such a run also lists and, with --delete, removes the
// orphan photos: the photo folders (WebP or JPEG) of public forms never sent, with no application
// and untouched for more than 7 days. `npm run retention -- --id <id> --kind adoption [--delete]`
// does for one application, whatever its date, what a run by age does for the old ones (an erasure
// request). Without
// --project it works on the local emulators (start them with `npm run emulators` or `npm start`);
// with --project on that real Firebase project (and its bucket, or --bucket), using the credentials
// of GOOGLE_APPLICATION_CREDENTIALS or `gcloud auth application-default login`. See
// docs/operations.md and docs/decisions/0022-retention.md.
import { hostname, userInfo } from 'node:os';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { emulatorEnv } from '../tools/backend/backend.ts';
import { readEmulatorConfig } from '../tools/emulator-config.ts';
import { defaultBucket, parseRetentionArgs, retentionUsage } from './retention/args.ts';
import type { RetentionOperator } from './retention/log-traces.ts';
import { asEmulatorOwner, bucketPhotos } from './retention/photos.ts';
import { runRetention } from './retention/run-retention.ts';

const parsed = parseRetentionArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(`${parsed.message}\n${retentionUsage}`);
  process.exit(2);
}
const options = parsed.options;

let projectId: string;
let bucketName: string;
if (options.project) {
  projectId = options.project;
  bucketName = options.bucket ?? defaultBucket(projectId);
  for (const name of Object.keys(emulatorEnv(readEmulatorConfig()))) {
    Reflect.deleteProperty(process.env, name);
  }
  console.log(`Working on the real Firebase project "${projectId}".`);
} else {
  const config = readEmulatorConfig();
  projectId = config.projectId;
  bucketName = config.storageBucket;
  Object.assign(process.env, emulatorEnv(config));
  // On the emulators no Google credential is needed: without this, Firestore's client may look for
  // a cloud metadata server on the network (and warn when something else answers).
  process.env.METADATA_SERVER_DETECTION ??= 'none';
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

const app = initializeApp({ projectId, storageBucket: bucketName }, 'retention');
try {
  const bucket = getStorage(app).bucket(bucketName);
  const photos = bucketPhotos(options.project ? bucket : asEmulatorOwner(bucket));
  // A wrong bucket must stop the run before anything is deleted, not halfway.
  await photos.check();
  console.log(`Photos: Storage bucket "${bucketName}".`);
  process.exitCode = await runRetention(options, {
    db: getFirestore(app),
    photos,
    operator,
    now: new Date(),
    log: (line) => console.log(line),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
