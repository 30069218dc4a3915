// `npm run move-horse-photos [-- --project <id>]`: moves the horse photos stored before decision 75
// into each horse's own folder, on the emulators or the real project (the deploy runs it;
// docs/operations.md, "Foto dei cavalli").
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { adminTarget } from './admin/target.ts';
import { moveHorsePhotos } from './admin/horse-photos.ts';
import { asEmulatorOwner } from './retention/photos.ts';

const args = process.argv.slice(2);
const index = args.indexOf('--project');
const project = index >= 0 ? args[index + 1] : undefined;

try {
  const { projectId, bucketName, local } = await adminTarget(project);
  const app = initializeApp({ projectId, storageBucket: bucketName }, 'move-horse-photos');
  try {
    const bucket = getStorage(app).bucket(bucketName);
    const { moved, dropped, left } = await moveHorsePhotos(
      local ? asEmulatorOwner(bucket) : bucket,
    );
    const list = (paths: string[]) => (paths.length > 0 ? `: ${paths.join(', ')}` : '');
    console.log(
      `Horse photos in "${bucketName}": ${moved.length} moved to their horse's folder${list(moved)}; ` +
        `${dropped.length} deleted, their folder already had them${list(dropped)}; ` +
        `${left.length} other files left at the top of horses/ (staff only)${list(left)}.`,
    );
  } finally {
    await deleteApp(app);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
