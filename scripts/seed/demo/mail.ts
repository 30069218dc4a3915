import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { association } from '#src/config/association.ts';
import {
  applicationMailIds,
  MAIL,
  MAIL_SETTINGS,
  newsMail,
  newsMailId,
  noticeMail,
  receivedMail,
  UNSUBSCRIBES,
} from '#src/features/mail/model/mail.ts';
import { loadMailTemplates } from '#tools/mail/templates.ts';
import { demoNewsSend, demoSentNews, demoUnsubscribed } from './news-send.ts';

/**
 * The templates, the association's notification addresses, and an outbox with a sent mail, a
 * failed one and a news sent to Ada's circle; an unsubscription.
 * The demo mails carry their final `delivery`, so the local delivery leaves them be. Run after the
 * circle applications.
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
  const sent = demoSentNews();
  const at = Timestamp.fromDate(sent.date);
  for (const memberId of demoNewsSend.members) {
    const member = (await db.collection('circleApplications').doc(memberId).get()).data() ?? {};
    const recipient = {
      memberId,
      email: String(member.email),
      token: String(member.newsToken),
      language: 'it' as const,
    };
    batch.set(db.collection(MAIL).doc(newsMailId(demoNewsSend.sendId, memberId)), {
      ...newsMail(sent.news, recipient),
      date: at,
      delivery: { state: 'SUCCESS', attempts: 1, startTime: at, endTime: at, error: null },
    });
  }
  for (const memberId of demoUnsubscribed) {
    const member = (await db.collection('circleApplications').doc(memberId).get()).data() ?? {};
    batch.set(db.collection(UNSUBSCRIBES).doc(memberId), {
      token: String(member.newsToken),
      date: hoursAgo(30),
    });
  }
  await batch.commit();
  return templates;
}
