import { collection, doc, serverTimestamp } from 'firebase/firestore/lite';
import * as z from 'zod/mini';
import { isSiteLanguage } from '#src/config/site';
import { commitLogged, LOGS, type LogActor } from '#src/lib/data/audit-log';
import { failure } from '#src/lib/data/errors';
import { readList, readStored } from '#src/lib/data/firestore-data';
import { fail, ok, type Result } from '#src/lib/data/result';
import { flag, text, timestamp } from '#src/lib/data/schema';
import { db } from '#src/lib/firebase/firestore';
import {
  MAIL,
  NEWS_MAILS_PER_COMMIT,
  newsLogSlug,
  newsMail,
  newsMailId,
  SEND_HORSE_NEWS,
  UNSUBSCRIBES,
  type NewsRecipient,
  type NewsToSend,
} from '../model/mail';

// docs/decisions/0055-news-to-a-circle.md. Named here rather than imported: features reach each
// other only through index.ts and admin.ts.
const CIRCLE_APPLICATIONS = 'circleApplications';

const memberSchema = z.object({
  slug: z.string(),
  email: text(),
  newsConsent: flag(),
  newsToken: text(),
  newsLanguage: text(),
});

const sendSchema = z.object({
  date: timestamp(),
  params: z.object({ item: z.object({ count: z.number() }) }),
});

export interface PastSend {
  /** The latest. */
  readonly date: Date;
  readonly count: number;
}

/** Who the news would reach now, and when it was sent before (each commit of a send counts). */
export interface NewsAudience {
  readonly recipients: readonly NewsRecipient[];
  readonly sent: PastSend | null;
}

async function unsubscribedAmong(memberIds: readonly string[]): Promise<Set<string>> {
  const gone = new Set<string>();
  // `in` takes at most 30 values.
  for (let start = 0; start < memberIds.length; start += 30) {
    const ids = memberIds.slice(start, start + 30);
    const stored = await readStored({ collection: UNSUBSCRIBES, equals: [], ids, orderBy: [] });
    for (const unsubscribed of stored) gone.add(unsubscribed.id);
  }
  return gone;
}

export async function loadNewsAudience(news: NewsToSend): Promise<Result<NewsAudience>> {
  const [members, sends] = await Promise.all([
    readList(memberSchema, {
      collection: CIRCLE_APPLICATIONS,
      equals: [
        ['horseSlug', news.horseSlug],
        ['status', 'Attivo'],
        ['newsConsent', true],
      ],
      orderBy: [],
    }),
    readList(sendSchema, {
      collection: LOGS,
      equals: [
        ['function', SEND_HORSE_NEWS],
        ['params.item.news', news.id],
      ],
      orderBy: [],
    }),
  ]);
  if (!members.success) return members;
  if (!sends.success) return sends;
  const willing = members.data.filter(
    (member) => member.newsConsent && member.email !== '' && member.newsToken.length === 32,
  );
  let gone: Set<string>;
  try {
    gone = await unsubscribedAmong(willing.map((member) => member.slug));
  } catch (error) {
    return failure(`Reading the unsubscriptions of ${news.horseSlug}`, error);
  }
  const recipients = willing
    .filter((member) => !gone.has(member.slug))
    .map((member): NewsRecipient => ({
      memberId: member.slug,
      email: member.email,
      token: member.newsToken,
      language: isSiteLanguage(member.newsLanguage) ? member.newsLanguage : 'it',
    }))
    .sort((a, b) => a.memberId.localeCompare(b.memberId));
  const sent =
    sends.data.length === 0
      ? null
      : {
          date: new Date(Math.max(...sends.data.map((send) => send.date.getTime()))),
          count: sends.data.reduce((sum, send) => sum + send.params.item.count, 0),
        };
  return ok({ recipients, sent });
}

export interface NewsSent {
  readonly sent: number;
}

/**
 * One send: a new send id, its mails in commits of a few members, each commit under its own
 * `sendHorseNews` entry listing them. A commit refused (a member unsubscribed meanwhile) stops the
 * send and says how many went.
 */
export async function sendHorseNews(
  actor: LogActor,
  news: NewsToSend,
  recipients: readonly NewsRecipient[],
): Promise<Result<NewsSent>> {
  if (recipients.length === 0) return fail('failed-precondition', 'Nessun destinatario.');
  const sendId = doc(collection(db, MAIL)).id;
  let sent = 0;
  for (let start = 0; start < recipients.length; start += NEWS_MAILS_PER_COMMIT) {
    const group = recipients.slice(start, start + NEWS_MAILS_PER_COMMIT);
    const members = group.map((recipient) => recipient.memberId);
    const committed = await commitLogged(
      actor,
      {
        operation: SEND_HORSE_NEWS,
        collection: MAIL,
        params: {
          slug: newsLogSlug(sendId),
          item: { news: news.id, horse: news.horseSlug, count: group.length, members },
        },
      },
      (batch) => {
        for (const recipient of group) {
          batch.set(doc(db, MAIL, newsMailId(sendId, recipient.memberId)), {
            ...newsMail(news, recipient),
            date: serverTimestamp(),
          });
        }
      },
    );
    if (!committed.success) {
      return sent === 0
        ? committed
        : fail(
            committed.error.code,
            `Inviata a ${sent} di ${recipients.length}; poi: ${committed.error.message}`,
          );
    }
    sent += group.length;
  }
  return ok({ sent });
}
