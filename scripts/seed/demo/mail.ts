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
  staffMessageMailId,
  UNSUBSCRIBES,
} from '#src/features/mail/model/mail.ts';
import { INSURANCE_SETTINGS } from '#src/features/volunteers/model/register-insurance.ts';
import { paragraphsOf } from '#src/features/mail/model/staff-presets.ts';
import { loadMailTemplates, readPresetText } from '#tools/mail/templates.ts';
import { demoReference } from './references.ts';
import { demoNewsSend, demoSentNews, demoUnsubscribed } from './news-send.ts';

/**
 * The templates, the association's notification address, and an outbox with a sent notice and
 * staff message, a failed receipt and a failed staff message, and a news sent to Ada's circle; an
 * unsubscription. The demo mails carry their final `delivery`, so the local delivery leaves them
 * be. Run after the circle applications.
 */
export async function seedDemoMail(db: Firestore, siteUrl: string): Promise<number> {
  const templates = await loadMailTemplates(db, siteUrl);
  await db
    .collection(MAIL_SETTINGS.collection)
    .doc(MAIL_SETTINGS.id)
    .set({ notify: association.notificationEmail });
  await db
    .collection(INSURANCE_SETTINGS.collection)
    .doc(INSURANCE_SETTINGS.id)
    .set({ ...association.insurance });
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
    ...receivedMail('adoption', 'indirizzo-sbagliato@example.invalid', 'it', {
      reference: demoReference('adozione-001'),
      horses: ['Ada'],
    }),
    date: hoursAgo(50),
    delivery: {
      state: 'ERROR',
      attempts: 1,
      startTime: hoursAgo(50),
      endTime: hoursAgo(50),
      error: 'Invalid recipient: indirizzo-sbagliato@example.invalid (domain not found)',
    },
  });
  const message = (
    kind: 'adoption' | 'circle',
    to: string,
    preset: 'home-visit' | 'accepted',
    givenName: string,
  ) => {
    const text = readPresetText(kind, 'it', preset, givenName);
    return {
      to,
      template: {
        name: 'staff-message-it',
        data: { kind, preset, subject: text.subject, paragraphs: paragraphsOf(text.body) },
      },
    };
  };
  batch.set(db.collection(MAIL).doc(staffMessageMailId('adozione-001', 'DemoVisita0000000001')), {
    ...message('adoption', 'chiara.rinaldi@example.org', 'home-visit', 'Chiara'),
    date: hoursAgo(26),
    delivery: {
      state: 'SUCCESS',
      attempts: 1,
      startTime: hoursAgo(26),
      endTime: hoursAgo(26),
      error: null,
    },
  });
  batch.set(db.collection(MAIL).doc(staffMessageMailId('cerchia-001', 'DemoAccolta000000001')), {
    ...message('circle', 'marta.gallo@example.org', 'accepted', 'Marta'),
    date: hoursAgo(3),
    delivery: {
      state: 'ERROR',
      attempts: 1,
      startTime: hoursAgo(3),
      endTime: hoursAgo(3),
      error: '452 4.2.2 Mailbox full: marta.gallo@example.org',
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
