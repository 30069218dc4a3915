import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { association } from '#src/config/association.ts';
import { loadMailTemplates, TEMPLATES } from '../../tools/mail/templates.ts';
import { adminDb, clearFirestore, deleteAdminApps } from '../support/emulators.ts';
import { mailsTo } from '../support/inbox.ts';

// The local stand-in for the Trigger Email extension, which the test backend runs: it follows the
// extension's contract on the emulator's `mail` collection and sends into the local inbox.

const db = adminDb();

async function deliveryOf(id: string, done: (state: string) => boolean): Promise<DocumentData> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const delivery = (await db.collection('mail').doc(id).get()).data()?.delivery as
      DocumentData | undefined;
    if (delivery && done(String(delivery.state))) return delivery;
    if (Date.now() > deadline) throw new Error(`mail ${id}: ${JSON.stringify(delivery)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const final = (state: string) => state === 'SUCCESS' || state === 'ERROR';

beforeEach(async () => {
  await clearFirestore();
  await loadMailTemplates(db, 'https://www.equinozio.it');
});
afterAll(() => deleteAdminApps());

describe('the local mail delivery', () => {
  it('renders a template, sends it to the inbox and marks the mail SUCCESS', async () => {
    const to = `applicant-${Date.now()}@example.org`;
    await db
      .collection('mail')
      .doc('m1')
      .set({
        to,
        template: { name: 'application-received-en', data: { kind: 'circle', circle: true } },
        date: FieldValue.serverTimestamp(),
      });
    const delivery = await deliveryOf('m1', final);
    expect(delivery).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null });
    expect(delivery.info.accepted).toEqual([to]);
    const [mail] = await mailsTo(to);
    expect(mail?.subject).toContain('We have received your supporter circle application');
    expect(mail?.html).toContain('<strong>What happens next:</strong>');
    // A reply goes where the extension's "Default REPLY-TO" sends it: the association.
    expect(mail?.replyTo).toEqual([association.email]);
    expect(mail?.bcc).toEqual([]);
  });

  it('marks a mail ERROR with the reason, and sends it once staff set RETRY', async () => {
    const to = `retry-${Date.now()}@example.org`;
    await db.collection(TEMPLATES).doc('application-notice').delete();
    await db
      .collection('mail')
      .doc('m2')
      .set({
        to: [to],
        template: { name: 'application-notice', data: { kind: 'cession', cession: true, id: 'x' } },
        date: FieldValue.serverTimestamp(),
      });
    const failed = await deliveryOf('m2', final);
    expect(failed).toMatchObject({
      state: 'ERROR',
      error: 'Template not found: application-notice',
    });

    await loadMailTemplates(db, 'https://www.equinozio.it');
    await db.collection('mail').doc('m2').update({ 'delivery.state': 'RETRY' });
    const retried = await deliveryOf('m2', (state) => state === 'SUCCESS');
    expect(retried).toMatchObject({ attempts: 2, error: null });
    const [mail] = await mailsTo(to);
    expect(mail?.subject).toBe('Nuova domanda di cessione');
  });

  it('refuses a mail without a recipient, as the extension does', async () => {
    await db
      .collection('mail')
      .doc('m3')
      .set({
        template: { name: 'staff-message-it', data: { subject: 'x', paragraphs: [] } },
      });
    expect(await deliveryOf('m3', final)).toMatchObject({
      state: 'ERROR',
      error: expect.stringContaining('at least 1 recipient'),
    });
  });
});
