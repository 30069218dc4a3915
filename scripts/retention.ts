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
import { adminTarget, type AdminTarget } from './admin/target.ts';
import { parseRetentionArgs, retentionUsage } from './retention/args.ts';
import type { RetentionOperator } from './retention/log-traces.ts';
import { asEmulatorOwner, bucketPhotos } from './retention/photos.ts';
import { runRetention } from './retention/run-retention.ts';

const parsed = parseRetentionArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(`${parsed.message}\n${retentionUsage}`);
  process.exit(2);
}
const options = parsed.options;

let target: AdminTarget;
try {
  target = await adminTarget(options.project, options.bucket);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { projectId, bucketName } = target;
console.log(
  target.local
    ? `Working on the local emulators (${projectId}).`
    : `Working on the real Firebase project "${projectId}".`,
);

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
