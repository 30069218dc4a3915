import { doc, serverTimestamp } from 'firebase/firestore/lite';
import * as z from 'zod/mini';
import type { SiteLanguage } from '#src/config/site';
import { commitLogged, type LogActor } from '#src/lib/data/audit-log';
import { autoId } from '#src/lib/data/auto-id';
import { fieldErrors } from '#src/lib/data/field-errors';
import {
  readCount,
  readDocument,
  readList,
  readPage,
  type Page,
  type PageCursor,
} from '#src/lib/data/firestore-data';
import type { QuerySpec } from '#src/lib/data/query-spec';
import { fail, ok, type Result } from '#src/lib/data/result';
import { text } from '#src/lib/data/schema';
import { db } from '#src/lib/firebase/firestore';
import {
  applicationMailIds,
  applicationMailPrefix,
  MAIL,
  staffMessageMailId,
  type ApplicationKind,
} from '../model/mail';
import { mailRecordSchema, type MailRecord } from '../model/mail-record';
import {
  staffMessageSchema,
  paragraphsOf,
  type MessageText,
  type StaffPreset,
} from '../model/staff-presets';

// docs/decisions/0052 and 0054: every staff write to `mail` is logged in its commit; the rules
// accept a message only to the application's own e-mail, through the staff template.

const applicationCollection = (kind: ApplicationKind) => `${kind}Applications`;

const applicantSchema = z.object({ slug: z.string(), email: text(), givenName: text() });

export interface Applicant {
  readonly kind: ApplicationKind;
  readonly id: string;
  readonly email: string;
  readonly givenName: string;
}

export interface ApplicationMail {
  /** Null when the application is not there (deleted meanwhile). */
  readonly applicant: Applicant | null;
  /** What the applicant was sent, newest first: the receipt and staff messages. */
  readonly mails: readonly MailRecord[];
  /** The receipt's language, else Italian. */
  readonly language: SiteLanguage;
}

async function readMailsOf(applicationId: string): Promise<Result<MailRecord[]>> {
  const prefix = applicationMailPrefix(applicationId);
  return readList(mailRecordSchema, {
    collection: MAIL,
    equals: [],
    idPrefix: prefix,
    orderBy: [],
  });
}

const newestFirst = (a: MailRecord, b: MailRecord) =>
  (b.date?.getTime() ?? 0) - (a.date?.getTime() ?? 0) || b.id.localeCompare(a.id);

export async function readApplicationMail(
  kind: ApplicationKind,
  applicationId: string,
): Promise<Result<ApplicationMail>> {
  const [application, all] = await Promise.all([
    readDocument(applicantSchema, applicationCollection(kind), applicationId),
    readMailsOf(applicationId),
  ]);
  if (!application.success && application.error.code !== 'not-found') return application;
  if (!all.success) return all;
  const { notice, received } = applicationMailIds(applicationId);
  const receipt = all.data.find((mail) => mail.id === received);
  return ok({
    applicant: application.success
      ? {
          kind,
          id: applicationId,
          email: application.data.email.trim(),
          givenName: application.data.givenName,
        }
      : null,
    mails: all.data.filter((mail) => mail.id !== notice).sort(newestFirst),
    language: receipt?.template.endsWith('-en') ? 'en' : 'it',
  });
}

export const staffMessageTemplate = (language: SiteLanguage) => `staff-message-${language}`;

/** Returns the mail's id. */
export async function sendStaffMessage(
  actor: LogActor,
  applicant: Applicant,
  language: SiteLanguage,
  preset: StaffPreset,
  message: MessageText,
): Promise<Result<string>> {
  const [error] = Object.values(fieldErrors(staffMessageSchema, message));
  if (error) return fail('invalid-argument', error);
  if (applicant.email === '') {
    return fail('failed-precondition', 'La candidatura non ha un indirizzo e-mail.');
  }
  const id = staffMessageMailId(applicant.id, autoId());
  const template = staffMessageTemplate(language);
  const sent = await commitLogged(
    actor,
    {
      operation: 'sendStaffMessage',
      collection: 'mail',
      // The log names the application and the preset, never the address or the words.
      params: {
        slug: id,
        item: { application: applicant.id, kind: applicant.kind, preset, template },
      },
    },
    (batch) =>
      batch.set(doc(db, MAIL, id), {
        to: applicant.email,
        template: {
          name: template,
          data: {
            kind: applicant.kind,
            preset,
            subject: message.subject.trim(),
            paragraphs: paragraphsOf(message.body),
          },
        },
        date: serverTimestamp(),
      }),
  );
  return sent.success ? ok(id) : sent;
}

export const outboxSpec: QuerySpec = { collection: MAIL, equals: [], orderBy: [['date', 'desc']] };

export const failedMailSpec: QuerySpec = {
  collection: MAIL,
  equals: [['delivery.state', 'ERROR']],
  orderBy: [],
};

export const listOutboxPage = (
  cursor: PageCursor | null = null,
): Promise<Result<Page<MailRecord>>> => readPage(mailRecordSchema, outboxSpec, cursor);

export const countFailedMails = (): Promise<Result<number>> => readCount(failedMailSpec);

/** As the extension expects: it sends a mail whose state staff set to RETRY again. */
export const retryMail = (actor: LogActor, id: string): Promise<Result<void>> =>
  commitLogged(
    actor,
    { operation: 'retryMail', collection: 'mail', params: { slug: id, item: null } },
    (batch) => batch.update(doc(db, MAIL, id), { 'delivery.state': 'RETRY' }),
  );
