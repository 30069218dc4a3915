// `npm run mail-templates [-- --project <id> --site-url https://…]`: writes mail/templates into
// `templates` and the association's notification address into `settings/mail`, on the emulators
// or the real project (the deploy runs it; docs/operations.md, "E-mail").
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { association } from '#src/config/association.ts';
import { MAIL_SETTINGS } from '#src/features/mail/model/mail.ts';
import { INSURANCE_SETTINGS } from '#src/features/volunteers/model/register-insurance.ts';
import { devServerPort, readEmulatorConfig } from '#tools/emulator-config.ts';
import { loadMailTemplates } from '#tools/mail/templates.ts';
import { adminTarget } from './admin/target.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const project = option('--project');
const siteUrl = option('--site-url') ?? `http://${readEmulatorConfig().host}:${devServerPort()}`;
if (project && !siteUrl.startsWith('https://')) {
  console.error("--site-url https://… (the site's address, for the links in the mails) is needed.");
  process.exit(2);
}

try {
  const { projectId } = await adminTarget(project);
  const app = initializeApp({ projectId }, 'mail-templates');
  try {
    const db = getFirestore(app);
    const count = await loadMailTemplates(db, siteUrl);
    await db
      .collection(MAIL_SETTINGS.collection)
      .doc(MAIL_SETTINGS.id)
      .set({ notify: association.notificationEmail });
    await db
      .collection(INSURANCE_SETTINGS.collection)
      .doc(INSURANCE_SETTINGS.id)
      .set({ ...association.insurance });
    console.log(
      `${count} mail templates (links to ${siteUrl}) and the notification address ` +
        `(${association.notificationEmail}) and the insurer's (${association.insurance.insurerEmail}) written on "${projectId}".`,
    );
  } finally {
    await deleteApp(app);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
