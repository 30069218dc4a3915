import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail the local inbox received, as its web page and the tests see it. */
export interface ReceivedMail {
  id: number;
  receivedAt: string;
  from: string;
  /** Where a reply goes: the Reply-To header, empty when a reply goes to `from`. */
  replyTo: string[];
  to: string[];
  cc: string[];
  /** Recipients of the SMTP envelope in no header: the blind copies. */
  bcc: string[];
  subject: string;
  text: string;
  html: string;
  /** The List-Unsubscribe header, when the mail has one. */
  unsubscribe: string;
  /** Its files, their content in base64 (a receipt's PDF, decision 92). */
  attachments: ReceivedAttachment[];
}

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  size: number;
  content: string;
}

export interface Inbox {
  /** The SMTP port it listens on (the one asked for, or the one given for 0). */
  smtpPort: number;
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((object) => object.value)
    .map((address) => address.address ?? '')
    .filter(Boolean);

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const list = (addresses: string[]) => escape(addresses.join(', '));

/** Where a reply goes, as a mail program answers: to Reply-To, else to the sender. */
const replyGoesTo = (mail: ReceivedMail) =>
  mail.replyTo.length > 0 ? list(mail.replyTo) : `${escape(mail.from)} <i>(no Reply-To)</i>`;

function page(mails: ReceivedMail[]): string {
  const rows = [...mails]
    .reverse()
    .map(
      (mail) =>
        `<tr><td>${escape(mail.receivedAt)}</td><td>${escape(mail.from)}</td>` +
        `<td>${list([...mail.to, ...mail.cc])}</td><td>${replyGoesTo(mail)}</td>` +
        `<td><a href="/messages/${mail.id}">${escape(mail.subject)}</a></td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Local inbox</title>
<style>body{font:15px system-ui;margin:1rem}table{border-collapse:collapse}td,th{border-bottom:1px solid #ccc;padding:.3rem .6rem;text-align:left;vertical-align:top}</style>
<h1>Local inbox</h1><p>${mails.length} mails since the backend started (newest first). JSON: <a href="/messages.json">/messages.json</a></p>
<table><tr><th>Received</th><th>From</th><th>To</th><th>Reply-To</th><th>Subject</th></tr>${rows}</table>`;
}

function mailPage(mail: ReceivedMail): string {
  const headers: [string, string][] = [
    ['From', escape(mail.from)],
    ['Reply-To', replyGoesTo(mail)],
    ['To', list(mail.to)],
    ...(mail.cc.length > 0 ? [['Cc', list(mail.cc)] as [string, string]] : []),
    ...(mail.bcc.length > 0 ? [['Bcc', list(mail.bcc)] as [string, string]] : []),
    ['Subject', escape(mail.subject)],
    ...(mail.unsubscribe
      ? [['List-Unsubscribe', escape(mail.unsubscribe)] as [string, string]]
      : []),
  ];
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(mail.subject)}</title>
<style>body{font:15px system-ui;margin:1rem;max-width:50rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem .8rem}dt{font-weight:bold}dd{margin:0}pre{white-space:pre-wrap;background:#f4f4f4;padding:.6rem}iframe{width:100%;height:22rem;border:1px solid #ccc}</style>
<p><a href="/">← Local inbox</a></p>
<dl>${headers.map(([name, value]) => `<dt>${name}:</dt><dd>${value}</dd>`).join('')}</dl>
<h2>HTML</h2><iframe sandbox srcdoc="${escape(mail.html)}" title="HTML part"></iframe>
<h2>Text</h2><pre>${escape(mail.text)}</pre>${attachmentList(mail)}`;
}

/** Each file of a mail, to open from its own address. */
function attachmentList(mail: ReceivedMail): string {
  if (mail.attachments.length === 0) return '';
  const items = mail.attachments.map(
    (attachment, index) =>
      `<li><a href="/messages/${mail.id}/attachments/${index}">${escape(attachment.filename)}</a> ` +
      `(${escape(attachment.contentType)}, ${attachment.size} bytes)</li>`,
  );
  return `<h2>Attachments</h2><ul>${items.join('')}</ul>`;
}

/**
 * A local SMTP server that keeps every mail in memory, and a small web page listing them
 * (`/messages.json` for the tests; DELETE it to empty the inbox).
 */
export async function startInbox(host: string, smtpPort: number, webPort: number): Promise<Inbox> {
  const mails: ReceivedMail[] = [];
  let nextId = 1;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          // As written: mailparser makes an object of a List-* header.
          const unsubscribe = parsed.headerLines
            .find((header) => header.key === 'list-unsubscribe')
            ?.line.replace(/^[^:]*:\s*/, '');
          const to = addresses(parsed.to);
          const cc = addresses(parsed.cc);
          const inHeaders = new Set([...to, ...cc].map((address) => address.toLowerCase()));
          mails.push({
            id: nextId++,
            receivedAt: new Date().toISOString(),
            from: addresses(parsed.from).join(', '),
            replyTo: addresses(parsed.replyTo),
            to,
            cc,
            bcc: session.envelope.rcptTo
              .map((recipient) => recipient.address)
              .filter((address) => !inHeaders.has(address.toLowerCase())),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            unsubscribe: unsubscribe ?? '',
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              size: attachment.size,
              content: attachment.content.toString('base64'),
            })),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const web: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
      response.end(body);
    };
    if (path === '/messages.json' && request.method === 'DELETE') {
      mails.length = 0;
      send(200, 'application/json', '[]');
    } else if (path === '/messages.json') {
      send(200, 'application/json', JSON.stringify(mails));
    } else if (/^\/messages\/\d+\/attachments\/\d+$/.test(path)) {
      const [, , id, , index] = path.split('/');
      const attachment = mails.find((one) => String(one.id) === id)?.attachments[Number(index)];
      if (attachment) {
        response.writeHead(200, {
          'content-type': attachment.contentType,
          'content-disposition': `inline; filename="${attachment.filename.replace(/"/g, '')}"`,
        });
        response.end(Buffer.from(attachment.content, 'base64'));
      } else send(404, 'text/plain', 'No such attachment');
    } else if (path.startsWith('/messages/')) {
      const mail = mails.find((one) => String(one.id) === path.slice('/messages/'.length));
      if (mail) send(200, 'text/html', mailPage(mail));
      else send(404, 'text/plain', 'No such mail');
    } else if (path === '/') {
      send(200, 'text/html', page(mails));
    } else {
      send(404, 'text/plain', 'Not found');
    }
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, host, () => resolve());
  });
  await new Promise<void>((resolve, reject) => {
    web.once('error', reject);
    web.listen(webPort, host, () => resolve());
  });
  const { port } = web.address() as AddressInfo;
  return {
    smtpPort: (smtp.server.address() as AddressInfo).port,
    url: `http://${host}:${port}/`,
    mails,
    close: async () => {
      web.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => web.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}
