// `npm run repair-projections [-- --project <id>]`: gives every horse its public projection with
// its Attivo members' totals, on the emulators or the real project (the deploy runs it;
// docs/operations.md, "Schede pubbliche dei cavalli").
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { adminTarget } from './admin/target.ts';
import { repairProjections } from './admin/projections.ts';

const args = process.argv.slice(2);
const index = args.indexOf('--project');
const project = index >= 0 ? args[index + 1] : undefined;

try {
  const { projectId } = await adminTarget(project);
  const app = initializeApp({ projectId }, 'repair-projections');
  try {
    const { created, recounted, deleted } = await repairProjections(getFirestore(app));
    const list = (slugs: string[]) => (slugs.length > 0 ? `: ${slugs.join(', ')}` : '');
    console.log(
      `Public projections on "${projectId}": ${created.length} created${list(created)}; ` +
        `${recounted.length} recounted from their Attivo members${list(recounted)}; ` +
        `${deleted.length} of no horse deleted${list(deleted)}.`,
    );
  } finally {
    await deleteApp(app);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
