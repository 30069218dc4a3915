// `npm run publish-site -- --project <id> --site-url https://…`: for the first deploy and repairs;
// day to day the back office publishes (docs/decisions/0046-published-site.md, operations.md §10).
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { deleteApp as deleteWebApp, initializeApp as initializeWebApp } from 'firebase/app';
import { connectStorageEmulator, getStorage as getWebStorage } from 'firebase/storage';
import { siteFiles } from '#src/features/publishing/site-table.ts';
import { readEmulatorConfig } from '../tools/emulator-config.ts';
import {
  adminUpload,
  publicationRevision,
  readSiteSource,
  recordFullPublication,
  uploadSiteFiles,
  webUpload,
} from './publish/site-from-firestore.ts';
import { adminTarget, type AdminTarget } from './admin/target.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};

const project = option('--project');
const siteUrl = option('--site-url');
if (project && !siteUrl?.startsWith('https://')) {
  console.error("--site-url https://… (the site's address, for the bucket's CORS rule) is needed.");
  process.exit(2);
}
let target: AdminTarget;
try {
  target = await adminTarget(project, option('--bucket'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { projectId, bucketName } = target;

const app = initializeApp({ projectId, storageBucket: bucketName }, 'publish-site');
const web = initializeWebApp({ projectId, storageBucket: bucketName, apiKey: 'demo-api-key' });
try {
  const storage = getStorage(app).bucket(bucketName);
  const db = getFirestore(app);
  const revision = await publicationRevision(db);
  const files = siteFiles(await readSiteSource(db), new Date());
  if (project) {
    await uploadSiteFiles(files, adminUpload(storage));
  } else {
    const { host, ports } = readEmulatorConfig();
    const local = getWebStorage(web);
    connectStorageEmulator(local, host, ports.storage, { mockUserToken: 'owner' });
    await uploadSiteFiles(files, webUpload(local));
  }
  console.log(`Published ${files.length} files of the public site in "${bucketName}".`);
  if (!(await recordFullPublication(db, revision))) {
    console.log('Changes landed meanwhile: the back office publishes them when it next opens.');
  }
  if (project && siteUrl) {
    const origins = [
      new URL(siteUrl).origin,
      `https://${projectId}.web.app`,
      `https://${projectId}.firebaseapp.com`,
    ];
    await storage.setCorsConfiguration([
      {
        origin: origins,
        method: ['GET', 'HEAD'],
        responseHeader: ['Content-Type'],
        maxAgeSeconds: 3600,
      },
    ]);
    console.log(`The bucket lets ${origins.join(', ')} read them (CORS).`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await Promise.all([deleteApp(app), deleteWebApp(web)]);
}
