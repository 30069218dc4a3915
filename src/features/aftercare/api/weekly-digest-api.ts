import { doc, serverTimestamp } from 'firebase/firestore/lite';
import * as z from 'zod/mini';
import { commitLogged, type LogActor } from '#src/lib/data/audit-log';
import { readDocument, readList } from '#src/lib/data/firestore-data';
import { fail, ok, type Result } from '#src/lib/data/result';
import { text, timestamp } from '#src/lib/data/schema';
import { db } from '#src/lib/firebase/firestore';
import type { DueSection, IsoWeek } from '../model/week-due';
import {
  WEEKLY_DIGEST_MAX_SUBSCRIBERS,
  WEEKLY_DIGEST_SUBSCRIBERS,
  WEEKLY_DIGEST_TEMPLATE,
  WEEKLY_DIGESTS,
  weeklyDigestData,
  weeklyDigestMailId,
  type WeeklyDigest,
  type WeeklyDigestSubscriber,
} from '../model/weekly-digest';

// "Da fare questa settimana" (decision 94): a staff member's own request, and the week's mails in
// the one commit that creates the week's document, logged (decision 24).

const MAIL = 'mail';

export const weeklyDigestOperations = {
  subscribe: 'subscribeToWeeklyDigest',
  unsubscribe: 'deleteWeeklyDigestSubscription',
  send: 'sendWeeklyDigest',
} as const;

const subscriberSchema = z.object({ slug: z.string(), email: text() });
const digestSchema = z.object({
  slug: z.string(),
  sentAt: timestamp(),
  sentBy: text(),
  mails: z.number(),
});

/** Whether this staff member asked for the weekly mail. */
export async function readWeeklyDigestSubscription(uid: string): Promise<Result<boolean>> {
  const read = await readDocument(subscriberSchema, WEEKLY_DIGEST_SUBSCRIBERS, uid);
  if (read.success) return ok(true);
  return read.error.code === 'not-found' ? ok(false) : read;
}

/** Asks for the weekly mail at the staff member's own address (the rules take no other). */
export async function subscribeToWeeklyDigest(actor: LogActor): Promise<Result<void>> {
  if (!actor.email) return fail('invalid-argument', 'Il tuo account non ha un indirizzo e-mail.');
  const email = actor.email;
  return commitLogged(
    actor,
    {
      operation: weeklyDigestOperations.subscribe,
      collection: WEEKLY_DIGEST_SUBSCRIBERS,
      params: { slug: actor.uid, item: null },
    },
    (batch) =>
      batch.set(doc(db, WEEKLY_DIGEST_SUBSCRIBERS, actor.uid), {
        email,
        since: serverTimestamp(),
      }),
  );
}

export function unsubscribeFromWeeklyDigest(actor: LogActor): Promise<Result<void>> {
  return commitLogged(
    actor,
    {
      operation: weeklyDigestOperations.unsubscribe,
      collection: WEEKLY_DIGEST_SUBSCRIBERS,
      params: { slug: actor.uid, item: null },
    },
    (batch) => batch.delete(doc(db, WEEKLY_DIGEST_SUBSCRIBERS, actor.uid)),
  );
}

/** The week's document, or null when this week's mail has not gone yet. */
export async function readWeeklyDigest(weekId: string): Promise<Result<WeeklyDigest | null>> {
  const read = await readDocument(digestSchema, WEEKLY_DIGESTS, weekId);
  if (read.success) {
    const { slug, sentAt, sentBy, mails } = read.data;
    return ok({ week: slug, sentAt, sentBy, mails });
  }
  return read.error.code === 'not-found' ? ok(null) : read;
}

export async function readWeeklyDigestSubscribers(): Promise<
  Result<readonly WeeklyDigestSubscriber[]>
> {
  const read = await readList(subscriberSchema, {
    collection: WEEKLY_DIGEST_SUBSCRIBERS,
    equals: [],
    orderBy: [],
  });
  if (!read.success) return read;
  return ok(
    read.data
      .map((subscriber) => ({ uid: subscriber.slug, email: subscriber.email }))
      .sort((a, b) => a.uid.localeCompare(b.uid)),
  );
}

/** What a send did: `sent` false when the week's mail had already gone (by someone else). */
export interface WeeklyDigestSent {
  readonly sent: boolean;
  readonly digest: WeeklyDigest | null;
}

/**
 * The week's mails, one per subscriber, in the commit that creates the week's document. When that
 * document is already there (another sign-in, another "Invia ora"), nothing is written.
 */
export async function sendWeeklyDigest(
  actor: LogActor,
  week: IsoWeek,
  sections: readonly DueSection[],
): Promise<Result<WeeklyDigestSent>> {
  const before = await readWeeklyDigest(week.id);
  if (!before.success) return before;
  if (before.data) return ok({ sent: false, digest: before.data });
  const subscribers = await readWeeklyDigestSubscribers();
  if (!subscribers.success) return subscribers;
  if (subscribers.data.length > WEEKLY_DIGEST_MAX_SUBSCRIBERS) {
    return fail(
      'invalid-argument',
      `La mail settimanale può andare al massimo a ${WEEKLY_DIGEST_MAX_SUBSCRIBERS} persone.`,
    );
  }
  const data = weeklyDigestData(week, sections);
  const mails = subscribers.data.length;
  const committed = await commitLogged(
    actor,
    {
      operation: weeklyDigestOperations.send,
      collection: WEEKLY_DIGESTS,
      params: { slug: week.id, item: { monday: week.monday, mails } },
    },
    (batch) => {
      batch.set(doc(db, WEEKLY_DIGESTS, week.id), {
        monday: week.monday,
        sentAt: serverTimestamp(),
        sentBy: actor.uid,
        mails,
      });
      for (const subscriber of subscribers.data) {
        batch.set(doc(db, MAIL, weeklyDigestMailId(week.id, subscriber.uid)), {
          to: subscriber.email,
          template: { name: WEEKLY_DIGEST_TEMPLATE, data },
          date: serverTimestamp(),
        });
      }
    },
  );
  if (committed.success) {
    const after = await readWeeklyDigest(week.id);
    return after.success ? ok({ sent: true, digest: after.data }) : after;
  }
  // Refused because another sign-in made the week's mail meanwhile: say it went.
  const after = await readWeeklyDigest(week.id);
  return after.success && after.data ? ok({ sent: false, digest: after.data }) : committed;
}
