import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { association } from '#src/config/association.ts';
import {
  applicationMailIds,
  MAIL,
  MAIL_SETTINGS,
  noticeMail,
  receivedMail,
} from '#src/features/mail/model/mail.ts';
import { loadMailTemplates } from '#tools/mail/templates.ts';

/**
 * The templates, the association's notification addresses, and an outbox with a sent mail and a
 * failed one. The demo mails carry their final `delivery`, so the local delivery leaves them be.
 */
export async function seedDemoMail(db: Firestore, siteUrl: string): Promise<number> {
  const templates = await loadMailTemplates(db, siteUrl);
  await db
    .collection(MAIL_SETTINGS.collection)
    .doc(MAIL_SETTINGS.id)
    .set({ notify: [...association.notificationEmails] });
  // From the start of today, so that seeding twice gives the same documents.
  const today = Math.floor(Date.now() / 86_400_000) * 86_400_000;
  const hoursAgo = (hours: number) => Timestamp.fromMillis(today - hours * 3_600_000);
  const ids = applicationMailIds('adozione-001');
  const batch = db.batch();
  batch.set(db.collection(MAIL).doc(ids.notice), {
    ...noticeMail('adoption', 'adozione-001', 'Toscana', ['ada']),
    date: hoursAgo(50),
    delivery: {
      state: 'SUCCESS',
      attempts: 1,
      startTime: hoursAgo(50),
      endTime: hoursAgo(50),
      error: null,
    },
  });
  batch.set(db.collection(MAIL).doc(ids.received), {
    ...receivedMail('adoption', 'indirizzo-sbagliato@example', 'it'),
    date: hoursAgo(50),
    delivery: {
      state: 'ERROR',
      attempts: 1,
      startTime: hoursAgo(50),
      endTime: hoursAgo(50),
      error: 'Invalid recipient: indirizzo-sbagliato@example (domain not found)',
    },
  });
  await batch.commit();
  return templates;
}
