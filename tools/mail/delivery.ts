import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { createTransport } from 'nodemailer';
import { association } from '#src/config/association.ts';
import { TEMPLATES, renderMail, type MailTemplate } from './templates.ts';

export const MAIL = 'mail';
const from = 'Equinozio ODV (locale) <noreply@equinozio.local>';
/**
 * The extension's "Default REPLY-TO", as docs/operations.md §16 sets it: the association's
 * e-mail, so that the local inbox shows where a reply goes (a mail's own `replyTo` wins, as in the
 * extension; the rules let no one write one).
 */
export const defaultReplyTo = association.email;

/** An attachment as the extension passes it to nodemailer (the rules allow one PDF, decision 92). */
interface MailAttachment {
  filename?: string;
  content?: string;
  encoding?: string;
  contentType?: string;
}

interface MailDocument {
  to?: string | string[];
  replyTo?: string;
  headers?: Record<string, string>;
  message?: Partial<MailTemplate> & { attachments?: MailAttachment[] };
  template?: { name?: string; data?: Record<string, unknown> };
  delivery?: { state?: string; attempts?: number };
}

export interface Delivery {
  /** Resolves when every mail taken so far has its final state. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The Trigger Email extension's contract, locally: a new mail (no `delivery`) or one whose state
 * staff set to RETRY is taken (PENDING, then PROCESSING), its template rendered from `templates`,
 * sent by SMTP, and left SUCCESS with the server's answer or ERROR with the reason.
 */
export function startDelivery(db: Firestore, smtp: { host: string; port: number }): Delivery {
  const transport = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: false,
    ignoreTLS: true,
  });
  const inFlight = new Map<string, Promise<void>>();

  const take = async (ref: DocumentReference): Promise<MailDocument | undefined> =>
    db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      const mail = snapshot.data() as MailDocument | undefined;
      const state = mail?.delivery?.state;
      if (!mail || (state !== undefined && state !== 'RETRY')) return undefined;
      transaction.update(ref, {
        'delivery.state': 'PENDING',
        'delivery.attempts': (mail.delivery?.attempts ?? 0) + 1,
        'delivery.startTime': FieldValue.serverTimestamp(),
        'delivery.error': null,
      });
      return mail;
    });

  // As the extension: a template's parts replace the message's, and the message's attachments go
  // along when the template has none (ours never have).
  const content = async (
    mail: MailDocument,
  ): Promise<Partial<MailTemplate> & { attachments?: MailAttachment[] }> => {
    if (!mail.template?.name) return mail.message ?? {};
    const template = await db.collection(TEMPLATES).doc(mail.template.name).get();
    if (!template.exists) throw new Error(`Template not found: ${mail.template.name}`);
    return {
      ...mail.message,
      ...renderMail(template.data() as MailTemplate, mail.template.data ?? {}),
    };
  };

  const deliver = async (ref: DocumentReference) => {
    const mail = await take(ref);
    if (!mail) return;
    try {
      await ref.update({ 'delivery.state': 'PROCESSING' });
      const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
      if (to.length === 0)
        throw new Error('Failed to deliver email. Expected at least 1 recipient.');
      const { subject, html, text, attachments } = await content(mail);
      const info = await transport.sendMail({
        from,
        to,
        replyTo: mail.replyTo ?? defaultReplyTo,
        headers: mail.headers,
        subject,
        html,
        text,
        attachments,
      });
      await ref.update({
        'delivery.state': 'SUCCESS',
        'delivery.endTime': FieldValue.serverTimestamp(),
        'delivery.info': {
          messageId: info.messageId,
          accepted: info.accepted.map(String),
          rejected: info.rejected.map(String),
          pending: [],
        },
      });
    } catch (error) {
      await ref.update({
        'delivery.state': 'ERROR',
        'delivery.endTime': FieldValue.serverTimestamp(),
        'delivery.error': error instanceof Error ? error.message : String(error),
      });
    }
  };

  const unsubscribe = db.collection(MAIL).onSnapshot(
    (snapshot) => {
      for (const change of snapshot.docChanges()) {
        if (change.type === 'removed') continue;
        const state = (change.doc.data() as MailDocument).delivery?.state;
        if ((state !== undefined && state !== 'RETRY') || inFlight.has(change.doc.id)) continue;
        const job = deliver(change.doc.ref)
          // A mail deleted while it was sent (a test clearing the emulator) is no one's concern.
          .catch((error: unknown) => {
            if ((error as { code?: number }).code !== 5)
              console.error('Local mail delivery:', error);
          })
          .finally(() => inFlight.delete(change.doc.id));
        inFlight.set(change.doc.id, job);
      }
    },
    (error) => console.error('Local mail delivery stopped watching `mail`:', error.message),
  );

  const idle = async () => {
    while (inFlight.size > 0) await Promise.all(inFlight.values());
  };
  return {
    idle,
    stop: async () => {
      unsubscribe();
      await idle();
      transport.close();
    },
  };
}
