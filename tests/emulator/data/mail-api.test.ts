import { Timestamp } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore/lite';
import { association } from '#src/config/association';
import {
  countFailedMails,
  listOutboxPage,
  readApplicationMail,
  retryMail,
  sendStaffMessage,
} from '#src/features/mail/api/mail-api';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { loadMailTemplates } from '#tools/mail/templates.ts';
import { signInAs, signOutApp } from '../../support/app-session';
import {
  adminDb,
  clearAuth,
  clearFirestore,
  createUser,
  deleteAdminApps,
  type TestUser,
} from '../../support/emulators';
import { mailsTo, readInbox } from '../../support/inbox';

// The back office's reads and writes of `mail` through the app's own calls and the rules: the
// outbox newest first in pages, the dashboard's count of failed mails, an application's mails by
// their ids, a staff message and a retry, each logged. The mails carry a final `delivery`, so that
// the test backend's local delivery leaves them be.

let staffUser: TestUser;
let staff: SignedInUser;

const minutes = (count: number) => Timestamp.fromMillis(Date.UTC(2026, 10, 20, 9) + count * 60_000);

function storeMail(id: string, at: number, fields: Record<string, unknown> = {}) {
  return adminDb()
    .doc(`mail/${id}`)
    .set({
      to: 'anna@example.org',
      template: { name: 'application-received-it', data: { kind: 'adoption', adoption: true } },
      date: minutes(at),
      delivery: { state: 'SUCCESS', attempts: 1, error: null },
      ...fields,
    });
}

const failedDelivery = { delivery: { state: 'ERROR', attempts: 1, error: 'Mailbox full' } };

beforeAll(async () => {
  setLogLevel('silent');
  await clearAuth();
  staffUser = await createUser('mail-api-staff@example.org', { staff: true });
});

beforeEach(async () => {
  await clearFirestore();
  staff = await signInAs(staffUser);
});

afterEach(signOutApp);
afterAll(deleteAdminApps);

describe('the outbox', () => {
  it('lists every mail newest first, 25 a page, and the dashboard counts the failed ones', async () => {
    for (let at = 1; at <= 27; at++) {
      await storeMail(
        `m${String(at).padStart(2, '0')}.received`,
        at,
        at % 10 === 0 ? failedDelivery : {},
      );
    }
    const first = await listOutboxPage();
    if (!first.success) throw new Error(first.error.message);
    expect(first.data.total).toBe(27);
    expect(first.data.items.map((mail) => mail.id).slice(0, 3)).toEqual([
      'm27.received',
      'm26.received',
      'm25.received',
    ]);
    expect(first.data.items).toHaveLength(25);
    expect(first.data.items.find((mail) => mail.id === 'm20.received')).toMatchObject({
      state: 'ERROR',
      error: 'Mailbox full',
      to: ['anna@example.org'],
      template: 'application-received-it',
    });
    const second = await listOutboxPage(first.data.next);
    expect(second.success && second.data.items.map((mail) => mail.id)).toEqual([
      'm02.received',
      'm01.received',
    ]);
    expect(await countFailedMails()).toEqual({ success: true, data: 2 });
  });
});

describe("an application's mails", () => {
  beforeEach(async () => {
    await adminDb()
      .doc('adoptionApplications/abc')
      .set({
        givenName: 'Anna',
        email: 'anna@example.org',
        date: minutes(0),
      });
    await storeMail('abc.notice', 1, {
      to: ['segreteria@example.org'],
      template: { name: 'application-notice', data: { kind: 'adoption' } },
    });
    await storeMail('abc.received', 2, {
      template: { name: 'application-received-en', data: { kind: 'adoption', adoption: true } },
    });
    await storeMail('abc.message-AbCdEfGhIj0123456789', 3, {
      template: {
        name: 'staff-message-en',
        data: { kind: 'adoption', preset: 'accepted', subject: 'Accepted', paragraphs: ['Hi'] },
      },
      ...failedDelivery,
    });
    // Other applications whose ids begin alike.
    await storeMail('abcd.received', 4);
    await storeMail('ab.received', 5);
  });

  it("are its receipt and messages, newest first, without the association's notice or another application's", async () => {
    const read = await readApplicationMail('adoption', 'abc');
    if (!read.success) throw new Error(read.error.message);
    expect(read.data.applicant).toEqual({
      kind: 'adoption',
      id: 'abc',
      email: 'anna@example.org',
      givenName: 'Anna',
    });
    expect(read.data.mails.map((mail) => [mail.id, mail.preset, mail.subject])).toEqual([
      ['abc.message-AbCdEfGhIj0123456789', 'accepted', 'Accepted'],
      // The receipt's subject, rendered from its English template (decision 78).
      ['abc.received', '', `We have received your adoption application – ${association.name}`],
    ]);
    // A message starts in the receipt's language.
    expect(read.data.language).toBe('en');
  });

  it('read for an application gone, name nobody to write to', async () => {
    await adminDb().doc('adoptionApplications/abc').delete();
    const read = await readApplicationMail('adoption', 'abc');
    expect(read.success && read.data.applicant).toBeNull();
  });

  it("gain a staff message to the application's own e-mail, logged without the address or the words", async () => {
    const read = await readApplicationMail('adoption', 'abc');
    if (!read.success || !read.data.applicant) throw new Error('not read');
    const sent = await sendStaffMessage(staff, read.data.applicant, 'it', 'home-visit', {
      subject: ' Fissiamo la visita ',
      body: 'Ciao Anna,\n\nquando possiamo venire?',
    });
    if (!sent.success) throw new Error(sent.error.message);
    expect(sent.data).toMatch(/^abc\.message-[A-Za-z0-9]{20}$/);
    expect((await adminDb().doc(`mail/${sent.data}`).get()).data()).toMatchObject({
      to: 'anna@example.org',
      template: {
        name: 'staff-message-it',
        data: {
          kind: 'adoption',
          preset: 'home-visit',
          subject: 'Fissiamo la visita',
          paragraphs: ['Ciao Anna,', 'quando possiamo venire?'],
        },
      },
    });
    const entries = await adminDb().collection('logs').where('params.slug', '==', sent.data).get();
    expect(entries.docs.map((entry) => [entry.get('function'), entry.get('params.item')])).toEqual([
      [
        'sendStaffMessage',
        {
          application: 'abc',
          kind: 'adoption',
          preset: 'home-visit',
          template: 'staff-message-it',
        },
      ],
    ]);
  });

  it('are sent again only when they failed, each retry logged', async () => {
    expect((await retryMail(staff, 'abc.received')).success).toBe(false);
    expect((await adminDb().doc('mail/abc.received').get()).get('delivery.state')).toBe('SUCCESS');

    const failed = 'abc.message-AbCdEfGhIj0123456789';
    expect(await retryMail(staff, failed)).toEqual({ success: true, data: undefined });
    // The test backend's local delivery, as the extension, takes a RETRY and tries once more.
    await expect
      .poll(async () => (await adminDb().doc(`mail/${failed}`).get()).get('delivery.attempts'))
      .toBe(2);
    const entries = await adminDb().collection('logs').where('function', '==', 'retryMail').get();
    expect(entries.docs.map((entry) => entry.get('params.slug'))).toEqual([failed]);
  });
});

describe('a staff message (decision 72)', () => {
  // Unique per run: the local inbox outlives a test.
  const run = Date.now();
  const one = `una-${run}@example.org`;
  const several = [`prima-${run}@example.org`, `seconda-${run}@example.org`];

  beforeEach(async () => {
    await loadMailTemplates(adminDb(), 'https://www.equinozio.it');
    // Stored past the rules (before decision 72): two mailboxes in one string.
    for (const [id, email] of [
      ['una', one],
      ['molte', several.join(', ')],
    ]) {
      await adminDb()
        .doc(`adoptionApplications/${id}`)
        .set({ givenName: 'Anna', email, date: minutes(0) });
    }
  });

  const send = async (id: string) => {
    const read = await readApplicationMail('adoption', id);
    if (!read.success || !read.data.applicant) throw new Error('not read');
    return sendStaffMessage(staff, read.data.applicant, 'it', 'home-visit', {
      subject: `Visita ${run}`,
      body: 'Ciao Anna,\n\nquando possiamo venire?',
    });
  };

  it('reaches exactly one mailbox in the local inbox', async () => {
    const sent = await send('una');
    if (!sent.success) throw new Error(sent.error.message);
    await expect
      .poll(async () => (await adminDb().doc(`mail/${sent.data}`).get()).get('delivery.state'), {
        timeout: 15_000,
      })
      .toBe('SUCCESS');
    const delivery = (await adminDb().doc(`mail/${sent.data}`).get()).get('delivery.info');
    expect(delivery.accepted).toEqual([one]);
    const [mail] = await mailsTo(one);
    const received = (await readInbox()).filter((each) => each.subject === mail?.subject);
    expect(received.map((each) => each.to)).toEqual([[one]]);
  });

  it('is refused to an application whose stored e-mail names two mailboxes, and nothing is sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent = await send('molte');
    expect(sent.success).toBe(false);
    expect(sent.error?.code).toBe('permission-denied');
    expect((await adminDb().collection('mail').get()).size).toBe(0);
    const inbox = await readInbox();
    expect(inbox.filter((mail) => several.some((address) => mail.to.includes(address)))).toEqual(
      [],
    );
  });
});
