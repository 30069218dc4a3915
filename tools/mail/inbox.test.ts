import { createTransport } from 'nodemailer';
import { startInbox, type Inbox } from './inbox.ts';

// The local inbox on ports of its own (0: any free one): what staff read in it is what was sent,
// addressing included (decision 78).

let inbox: Inbox;

beforeAll(async () => {
  inbox = await startInbox('127.0.0.1', 0, 0);
});
afterAll(() => inbox.close());
beforeEach(async () => {
  await fetch(`${inbox.url}messages.json`, { method: 'DELETE' });
});

async function send(mail: Record<string, unknown>) {
  const transport = createTransport({
    host: '127.0.0.1',
    port: inbox.smtpPort,
    secure: false,
    ignoreTLS: true,
  });
  try {
    await transport.sendMail({ from: 'Sito <noreply@site.local>', text: 'Ciao', ...mail });
  } finally {
    transport.close();
  }
}

const page = async (path: string) => {
  const response = await fetch(new URL(path, inbox.url));
  expect(response.status).toBe(200);
  return response.text();
};

describe('the local inbox', () => {
  it('keeps every addressing header: From, Reply-To, To, Cc and the blind copies', async () => {
    await send({
      to: 'anna@example.org, Luca <luca@example.org>',
      cc: 'staff@example.org',
      bcc: 'archivio@example.org',
      replyTo: 'Associazione <info@equinozio.example>',
      subject: "Visita all'Oasi <presto>",
      headers: { 'List-Unsubscribe': '<https://x.example/u>' },
    });
    const [mail] = inbox.mails;
    expect(mail).toMatchObject({
      from: 'noreply@site.local',
      replyTo: ['info@equinozio.example'],
      to: ['anna@example.org', 'luca@example.org'],
      cc: ['staff@example.org'],
      bcc: ['archivio@example.org'],
      subject: "Visita all'Oasi <presto>",
      unsubscribe: '<https://x.example/u>',
    });
    const json = (await (await fetch(`${inbox.url}messages.json`)).json()) as unknown[];
    expect(json).toEqual([JSON.parse(JSON.stringify(mail))]);

    const list = await page('/');
    expect(list).toContain(
      '<th>Received</th><th>From</th><th>To</th><th>Reply-To</th><th>Subject</th>',
    );
    expect(list).toContain(
      '<td>noreply@site.local</td><td>anna@example.org, luca@example.org, staff@example.org</td>' +
        '<td>info@equinozio.example</td>',
    );
    // Escaped: a subject is text.
    expect(list).toContain('Visita all&#39;Oasi &#60;presto&#62;</a>');

    const detail = await page(`/messages/${mail?.id}`);
    for (const [name, value] of [
      ['From', 'noreply@site.local'],
      ['Reply-To', 'info@equinozio.example'],
      ['To', 'anna@example.org, luca@example.org'],
      ['Cc', 'staff@example.org'],
      ['Bcc', 'archivio@example.org'],
      ['List-Unsubscribe', '&#60;https://x.example/u&#62;'],
    ]) {
      expect(detail).toContain(`<dt>${name}:</dt><dd>${value}</dd>`);
    }
  });

  it('says when a mail has no Reply-To, so that a reply goes to the sender', async () => {
    await send({ to: 'anna@example.org', subject: 'Senza risposta' });
    const [mail] = inbox.mails;
    expect(mail).toMatchObject({ replyTo: [], cc: [], bcc: [] });
    const noReplyTo = 'noreply@site.local <i>(no Reply-To)</i>';
    expect(await page('/')).toContain(`<td>${noReplyTo}</td>`);
    const detail = await page(`/messages/${mail?.id}`);
    expect(detail).toContain(`<dt>Reply-To:</dt><dd>${noReplyTo}</dd>`);
    expect(detail).not.toContain('<dt>Cc:</dt>');
    expect(detail).not.toContain('<dt>Bcc:</dt>');
  });

  it('answers 404 for a mail it does not have', async () => {
    expect((await fetch(`${inbox.url}messages/999`)).status).toBe(404);
  });
});
