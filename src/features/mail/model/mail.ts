import { association } from '#src/config/association';
import type { SiteLanguage } from '#src/config/site';

/** The Trigger Email extension's queue, its templates and the association's mail settings. */
export const MAIL = 'mail';
export const MAIL_SETTINGS = { collection: 'settings', id: 'mail' } as const;
export const UNSUBSCRIBES = 'unsubscribes';

export type ApplicationKind = 'adoption' | 'cession' | 'circle' | 'volunteer';

/** A volunteer application's mails have their own templates: no horse, a province. */
const templatePrefix = (kind: ApplicationKind) =>
  kind === 'volunteer' ? 'volunteer' : 'application';

export type DeliveryState = 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'ERROR' | 'RETRY';

/** A mail as the app writes it: a template and its data, never free HTML. */
export interface MailInput {
  /** One mailbox, never a list: the rules refuse any other `to` (decision 72). */
  to: string;
  template: { name: string; data: Record<string, unknown> };
  headers?: Record<string, string>;
}

/**
 * The ids of an application's mails start with its id and a dot (no slug has one), so they are
 * found and deleted with it: `{id}.notice`, `{id}.received`, `{id}.message-{auto id}`.
 */
export const applicationMailPrefix = (applicationId: string) => `${applicationId}.`;

export const applicationMailIds = (applicationId: string) => ({
  notice: `${applicationId}.notice`,
  received: `${applicationId}.received`,
});

export const staffMessageMailId = (applicationId: string, autoId: string) =>
  `${applicationId}.message-${autoId}`;

/**
 * A horse's news sent to its circle: one mail per member, `{memberId}.news-{sendId}` (in the
 * member's application's range, so deleted with it), under the send's entries `news.{sendId}`
 * (one per commit of at most `NEWS_MAILS_PER_COMMIT` members).
 */
export const newsLogSlug = (sendId: string) => `news.${sendId}`;
export const newsMailId = (sendId: string, memberId: string) => `${memberId}.news-${sendId}`;

/**
 * The rules read each member's application and unsubscription for each mail, and a batched write
 * may make at most 20 such reads in all.
 */
export const NEWS_MAILS_PER_COMMIT = 5;

export const SEND_HORSE_NEWS = 'sendHorseNews';

/** A member the news may reach: Attivo, agreed to the news, with an e-mail and a key. */
export interface NewsRecipient {
  readonly memberId: string;
  readonly email: string;
  readonly token: string;
  readonly language: SiteLanguage;
}

export interface NewsToSend {
  readonly id: string;
  readonly horseSlug: string;
  readonly horseName: string;
  readonly title: string;
  /** Staff HTML; the mail carries its paragraphs as text. */
  readonly text: string;
}

const entities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = /^#x/i.test(name) ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** The news' text as plain paragraphs: the template escapes them, so no staff HTML reaches a mail. */
export function newsParagraphs(html: string): string[] {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|blockquote|ul|ol)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** One member's mail: the template builds the unsubscribe link from the member's id and key. */
export function newsMail(news: NewsToSend, recipient: NewsRecipient): MailInput {
  return {
    to: recipient.email,
    template: {
      name: `horse-news-${recipient.language}`,
      data: {
        newsId: news.id,
        horseSlug: news.horseSlug,
        horseName: news.horseName,
        title: news.title,
        paragraphs: newsParagraphs(news.text),
        memberId: recipient.memberId,
        token: recipient.token,
      },
    },
  };
}

/** The notification address the deploy writes to `settings/mail` (`notify`). */
export const notificationEmail = (): string => association.notificationEmail;

/**
 * To the association: the kind, the horse(s) and the region (a volunteer's province), and the
 * link; no answers.
 */
export function noticeMail(
  kind: ApplicationKind,
  applicationId: string,
  region: string,
  horses: readonly string[],
): MailInput {
  return {
    to: notificationEmail(),
    template: {
      name: `${templatePrefix(kind)}-notice`,
      data: { kind, [kind]: true, id: applicationId, region, horses: [...horses] },
    },
  };
}

/**
 * The horse names a receipt may carry (firestore.rules `isReceiptHorses`): at most 3, each of
 * letters, spaces, apostrophes and hyphens, so no link, address or number travels in a mail to an
 * address the sender typed. A name of other characters is left out (decision 76).
 */
export const receiptHorseNamePattern = /^[A-Za-zÀ-ÿ' ’-]{1,60}$/;

export const receiptHorses = (names: readonly string[]): string[] =>
  names.filter((name) => receiptHorseNamePattern.test(name)).slice(0, 3);

/** What a receipt says of its application: the reference to quote, and the horses by name. */
export interface ReceiptAbout {
  readonly reference: string;
  readonly horses: readonly string[];
}

/** To the applicant, in the form's language. */
export function receivedMail(
  kind: ApplicationKind,
  email: string,
  language: SiteLanguage,
  { reference, horses }: ReceiptAbout,
): MailInput {
  return {
    to: email,
    template: {
      name: `${templatePrefix(kind)}-received-${language}`,
      data: { kind, [kind]: true, reference, horses: receiptHorses(horses) },
    },
  };
}

/** The public mails of a new application: the notice, and the receipt when there is an e-mail. */
export function applicationMails(
  kind: ApplicationKind,
  applicationId: string,
  about: {
    email: string;
    region: string;
    horses: readonly string[];
    /** The receipt's: the reference and the horses' names (an adoption's `horses` are slugs). */
    receipt: ReceiptAbout;
  },
  language: SiteLanguage,
): [id: string, mail: MailInput][] {
  const ids = applicationMailIds(applicationId);
  const mails: [string, MailInput][] = [
    [ids.notice, noticeMail(kind, applicationId, about.region, about.horses)],
  ];
  if (about.email.trim()) {
    mails.push([ids.received, receivedMail(kind, about.email, language, about.receipt)]);
  }
  return mails;
}
