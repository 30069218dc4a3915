import { association } from '#src/config/association';
import type { SiteLanguage } from '#src/config/site';

/** The Trigger Email extension's queue, its templates and the association's mail settings. */
export const MAIL = 'mail';
export const MAIL_SETTINGS = { collection: 'settings', id: 'mail' } as const;
export const UNSUBSCRIBES = 'unsubscribes';

export type ApplicationKind = 'adoption' | 'cession' | 'circle';

export type DeliveryState = 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'ERROR' | 'RETRY';

/** A mail as the app writes it: a template and its data, never free HTML. */
export interface MailInput {
  to: string | readonly string[];
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

/** A news item's mails, one per member: `news.{newsId}.{memberId}`, logged as `news.{newsId}`. */
export const newsLogSlug = (newsId: string) => `news.${newsId}`;
export const newsMailId = (newsId: string, memberId: string) => `news.${newsId}.${memberId}`;

/** The notification addresses the deploy writes to `settings/mail` (`notify`). */
export const notificationEmails = (): string[] => [...association.notificationEmails];

/** To the association: the kind, the horse(s) and the region, and the link; no answers. */
export function noticeMail(
  kind: ApplicationKind,
  applicationId: string,
  region: string,
  horses: readonly string[],
): MailInput {
  return {
    to: notificationEmails(),
    template: {
      name: 'application-notice',
      data: { kind, [kind]: true, id: applicationId, region, horses: [...horses] },
    },
  };
}

/** To the applicant, in the form's language. */
export function receivedMail(
  kind: ApplicationKind,
  email: string,
  language: SiteLanguage,
): MailInput {
  return {
    to: email,
    template: { name: `application-received-${language}`, data: { kind, [kind]: true } },
  };
}

/** The public mails of a new application: the notice, and the receipt when there is an e-mail. */
export function applicationMails(
  kind: ApplicationKind,
  applicationId: string,
  about: { email: string; region: string; horses: readonly string[] },
  language: SiteLanguage,
): [id: string, mail: MailInput][] {
  const ids = applicationMailIds(applicationId);
  const mails: [string, MailInput][] = [
    [ids.notice, noticeMail(kind, applicationId, about.region, about.horses)],
  ];
  if (about.email.trim()) mails.push([ids.received, receivedMail(kind, about.email, language)]);
  return mails;
}
