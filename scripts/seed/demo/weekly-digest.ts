import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { isoWeekOf } from '#src/features/aftercare/model/iso-week.ts';
import type { DueSection } from '#src/features/aftercare/model/week-due.ts';
import {
  WEEKLY_DIGEST_SUBSCRIBERS,
  WEEKLY_DIGEST_TEMPLATE,
  WEEKLY_DIGESTS,
  weeklyDigestData,
  weeklyDigestMailId,
} from '#src/features/aftercare/model/weekly-digest.ts';
import { addDays, todayInRome } from '#src/lib/format/dates.ts';
import type { DemoLogUser } from './logs.ts';

// "Da fare questa settimana" (decision 94): the demo staff member asked for the weekly mail, and
// last week's went on its Monday morning (delivered, so the local delivery leaves it be). This
// week's has not gone: the first staff sign-in on `npm start` sends it to the local inbox.

const MAIL = 'mail';

/** What last week's mail said: a late follow-up visit and a new application. */
const lastWeeksList = (monday: string): DueSection[] => [
  {
    heading: "Visite di controllo dopo l'adozione",
    items: [
      {
        key: 'controllo/maverick',
        title: 'Maverick',
        detail: 'Visita di controllo: in ritardo',
        day: monday,
        late: true,
        to: '/admin/horses/maverick',
      },
    ],
    failed: null,
  },
  {
    heading: 'Nuove candidature',
    items: [
      {
        key: 'candidature/adoption',
        title: 'Candidature di adozione',
        detail: '1 nuova',
        day: '',
        late: false,
        to: '/admin/adoption-applications',
      },
    ],
    failed: null,
  },
];

export function demoLastWeeksDigest(now: Date = new Date()) {
  const week = isoWeekOf(addDays(todayInRome(now), -7));
  if (!week) throw new Error('Demo data: no ISO week for last week');
  const [year, month, day] = week.monday.split('-').map(Number) as [number, number, number];
  // Monday at 08:30 in Italy (07:30 UTC in winter).
  const sentAt = new Date(Date.UTC(year, month - 1, day, 7, 30));
  return { week, sentAt };
}

export async function seedDemoWeeklyDigest(
  db: Firestore,
  staff: DemoLogUser,
  now: Date = new Date(),
): Promise<number> {
  if (!staff.email) throw new Error('Demo data: the demo staff has no e-mail');
  const { week, sentAt } = demoLastWeeksDigest(now);
  const at = Timestamp.fromDate(sentAt);
  const batch = db.batch();
  batch.set(db.doc(`${WEEKLY_DIGEST_SUBSCRIBERS}/${staff.uid}`), {
    email: staff.email,
    since: Timestamp.fromDate(new Date(sentAt.getTime() - 30 * 86_400_000)),
  });
  batch.set(db.doc(`${WEEKLY_DIGESTS}/${week.id}`), {
    monday: week.monday,
    sentAt: at,
    sentBy: staff.uid,
    mails: 1,
  });
  batch.set(db.doc(`${MAIL}/${weeklyDigestMailId(week.id, staff.uid)}`), {
    to: staff.email,
    template: {
      name: WEEKLY_DIGEST_TEMPLATE,
      data: { ...weeklyDigestData(week, lastWeeksList(week.monday)) },
    },
    date: at,
    delivery: { state: 'SUCCESS', attempts: 1, startTime: at, endTime: at, error: null },
  });
  await batch.commit();
  return 1;
}
