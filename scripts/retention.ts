// `npm run retention -- --older-than 24m | --id <id> [--kind …] [--delete] [--project <id>]`:
// deletes expired applications with their photos and log traces (docs/operations.md, decision 22).
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
