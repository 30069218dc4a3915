import { Timestamp } from 'firebase-admin/firestore';
import { setLogLevel } from 'firebase/firestore/lite';
import {
  issueReceipt,
  listDonationsOfYear,
  listReceiptsOfYear,
  readDonation,
  readSupporter,
  readSupporters,
  sendReceiptMail,
  sendStatementMail,
} from '#src/features/money/receipts/api/receipts-api';
import { receiptTexts } from '#src/features/money/receipts/model/receipt';
import { MAX_ATTACHMENT_BASE64 } from '#src/features/money/receipts/model/receipt-mail';
import { statementOf } from '#src/features/money/receipts/model/statement';
import { receiptPdf, statementPdf } from '#src/features/money/receipts/print/receipt-pdf';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { pdfPages } from '#src/test-support/pdf-text';
import { loadMailTemplates } from '#tools/mail/templates';
import { seedDemoReceipts } from '#scripts/seed/demo/receipts.ts';
import { signInAs, signOutApp } from '../../support/app-session';
import {
  adminDb,
  clearAuth,
  clearFirestore,
  createUser,
  deleteAdminApps,
  type TestUser,
} from '../../support/emulators';
import { mailsTo } from '../../support/inbox';

// Receipts and statements through the app's data layer on the emulators (decision 92): numbered
// with no gap when staff issue at once, refused before writing where the law gives no receipt, a
// statement's total equal to the ledger's, and the receipt's mail in the local inbox with its PDF.

const run = Date.now();
const email = `sostenitore-${run}@example.org`;
const year = Number(
  new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Rome' }).slice(0, 4),
);

let staffUser: TestUser;
let staff: SignedInUser;

beforeAll(async () => {
  setLogLevel('silent');
  await clearAuth();
  staffUser = await createUser('receipts-staff@example.org', { staff: true });
});

const donation = (overrides: Record<string, unknown> = {}) => ({
  kind: 'donazione',
  amends: '',
  date: `${year}-03-01`,
  amountCents: 5000,
  method: 'bonifico',
  account: 'banca',
  traceable: true,
  reference: 'DONAZIONE LIBERALE',
  purpose: 'generale',
  circleApplicationId: '',
  horseSlug: '',
  eventSlug: '',
  inKindDescription: '',
  supporterId: 's1',
  notes: '',
  importKey: '',
  receiptId: '',
  recordedAt: Timestamp.fromDate(new Date(`${year}-03-02T10:00:00Z`)),
  recordedBy: 'staff',
  ...overrides,
});

const supporterDoc = (familyName: string, address = email) => ({
  slug: '',
  kind: 'persona',
  givenName: 'Anna',
  familyName,
  fiscalCode: 'RSSNNA80A41H501X',
  address: {
    street: 'Via Roma 1',
    postalCode: '00100',
    city: 'Roma',
    province: 'RM',
    country: 'Italia',
  },
  email: address,
  phone: '',
  newsConsent: false,
  circleApplicationIds: [],
  nameKey: `${familyName.toLowerCase()} anna`,
  notes: '',
  createdAt: Timestamp.now(),
  createdBy: 'staff',
});

async function seedLedger(docs: Record<string, Record<string, unknown>>): Promise<void> {
  const batch = adminDb().batch();
  for (const [path, data] of Object.entries(docs)) batch.set(adminDb().doc(path), data);
  await batch.commit();
}

beforeEach(async () => {
  await clearFirestore();
  await loadMailTemplates(adminDb(), 'https://www.equinozio.it');
  await seedLedger({
    'supporters/s1': supporterDoc('Rossi'),
    'supporters/s2': supporterDoc('Verdi', ''),
  });
  staff = await signInAs(staffUser);
});

afterEach(signOutApp);
afterAll(deleteAdminApps);

describe('issuing receipts', () => {
  it('numbers the year’s receipts from 1, marks the donation and logs the receipt', async () => {
    await seedLedger({
      'donations/d1': donation(),
      'donations/d2': donation({ amountCents: 700 }),
    });
    const first = await issueReceipt(staff, 'd1', year);
    expect(first.data).toMatchObject({ id: `${year}-000001`, number: 1, amountCents: 5000 });
    const second = await issueReceipt(staff, 'd2', year);
    expect(second.data?.id).toBe(`${year}-000002`);
    expect((await readDonation('d1')).data?.receiptId).toBe(`${year}-000001`);
    const receipts = await listReceiptsOfYear(year);
    expect(receipts.data?.map((receipt) => receipt.number)).toEqual([1, 2]);
    const logs = await adminDb()
      .collection('logs')
      .where('collection', '==', 'donationReceipts')
      .get();
    expect(logs.docs.map((entry) => entry.get('params.item') as unknown)).toEqual(
      expect.arrayContaining([
        { year, number: 1 },
        { year, number: 2 },
      ]),
    );
  });

  it('numbers receipts issued at once with no gap and no duplicate', async () => {
    const count = 6;
    await seedLedger(
      Object.fromEntries(
        Array.from({ length: count }, (_, i) => [
          `donations/c${i}`,
          donation({ amountCents: 100 * (i + 1) }),
        ]),
      ),
    );
    const results = await Promise.all(
      Array.from({ length: count }, (_, i) => issueReceipt(staff, `c${i}`, year)),
    );
    const done = results.filter((result) => result.success).length;
    for (const result of results) {
      if (!result.success)
        expect(result.error).toEqual({ code: 'aborted', message: receiptTexts.race });
    }
    const numbers = (await adminDb().collection('donationReceipts').get()).docs
      .map((receipt) => receipt.get('number') as number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    expect(numbers.length).toBe(done);
    expect(done).toBeGreaterThanOrEqual(count - 2);
    const counter = await adminDb().doc(`donationReceiptCounters/${year}`).get();
    expect(counter.get('last')).toBe(done);
    // Each donation names its own receipt, and only the ones that got one.
    const marked = (await adminDb().collection('donations').get()).docs.filter(
      (one) => one.get('receiptId') !== '',
    );
    expect(marked).toHaveLength(done);
  });

  it('refuses, before writing, a refund, an anonymous gift and a second receipt', async () => {
    await seedLedger({
      'donations/r': donation({ kind: 'rimborso', amends: 'd1', amountCents: -100 }),
      'donations/a': donation({ supporterId: '' }),
      'donations/d1': donation(),
    });
    expect((await issueReceipt(staff, 'r', year)).error?.message).toBe(receiptTexts.notAGift);
    expect((await issueReceipt(staff, 'a', year)).error?.message).toBe(receiptTexts.anonymous);
    await issueReceipt(staff, 'd1', year);
    expect((await issueReceipt(staff, 'd1', year)).error?.message).toBe(
      `Per questa donazione è già stata emessa la ricevuta n. 1/${year}.`,
    );
    expect((await issueReceipt(staff, 'missing', year)).error?.code).toBe('not-found');
    expect((await adminDb().collection('donationReceipts').get()).size).toBe(1);
  });
});

describe('a yearly statement', () => {
  it('totals what the ledger holds of the supporter’s traceable lines of the year', async () => {
    await seedLedger({
      'donations/a': donation({ amountCents: 2000, date: `${year}-01-10` }),
      'donations/b': donation({
        amountCents: 3550,
        method: 'paypal',
        account: 'paypal',
        date: `${year}-04-10`,
      }),
      'donations/c': donation({
        kind: 'rimborso',
        amends: 'a',
        amountCents: -1000,
        date: `${year}-05-10`,
      }),
      'donations/d': donation({
        amountCents: 999,
        method: 'contanti',
        account: 'cassa',
        traceable: false,
      }),
      'donations/e': donation({ amountCents: 4000, date: `${year - 1}-12-31` }),
      'donations/f': donation({ amountCents: 123, supporterId: 's2' }),
    });
    const ledger = await listDonationsOfYear(year);
    const statement = statementOf(ledger.data ?? [], 's1', year);
    // The ledger's own sum, read without the app.
    const stored = (await adminDb().collection('donations').get()).docs.map((one) => one.data());
    const ledgerTotal = stored
      .filter(
        (one) =>
          one.supporterId === 's1' && one.traceable && String(one.date).startsWith(`${year}-`),
      )
      .reduce((sum, one) => sum + (one.amountCents as number), 0);
    expect(statement.totalCents).toBe(ledgerTotal);
    expect(statement.totalCents).toBe(2000 + 3550 - 1000);
    const supporters = await readSupporters(['s1', 's2', 's1']);
    const s1 = supporters.data?.get('s1');
    if (!s1) throw new Error('s1 not read');
    const text = (
      await pdfPages(statementPdf({ statement, supporter: s1, madeAt: new Date() }))
    ).join(' ');
    expect(text).toContain("Totale dell'anno: 45,50 €");
  });
});

describe('sending', () => {
  it('mails the receipt to its supporter with its PDF, which reads back in the local inbox', async () => {
    await seedLedger({ 'donations/d1': donation({ amountCents: 2350 }) });
    const receipt = await issueReceipt(staff, 'd1', year);
    const supporter = await readSupporter('s1');
    const stored = await readDonation('d1');
    if (!receipt.success || !supporter.success || !stored.success) throw new Error('not read');
    const pdf = receiptPdf({
      receipt: receipt.data,
      donation: stored.data,
      supporter: supporter.data,
    });
    const sent = await sendReceiptMail(staff, receipt.data, supporter.data, pdf);
    expect(sent.success).toBe(true);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(`Ricevuta n. 1/${year} della tua donazione – Equinozio ODV`);
    expect(mail?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`ricevuta-${year}-000001.pdf`, 'application/pdf'],
    ]);
    const text = (await pdfPages(Buffer.from(mail?.attachments[0]?.content ?? '', 'base64'))).join(
      ' ',
    );
    expect(text).toContain(`Ricevuta n. 1/${year}`);
    expect(text).toContain('in lettere: euro ventitré/50');
    const entry = await adminDb()
      .collection('logs')
      .where('function', '==', 'sendDonationReceipt')
      .get();
    expect(entry.docs[0]?.get('params.item')).toEqual({
      receipt: `${year}-000001`,
      template: 'donation-receipt',
    });
  });

  it('sends a statement too, and refuses a supporter with no e-mail or a file too large', async () => {
    const statementEmail = `riepilogo-${run}@example.org`;
    await seedLedger({
      'donations/d1': donation(),
      'supporters/s1': supporterDoc('Rossi', statementEmail),
    });
    const supporter = await readSupporter('s1');
    const noMail = await readSupporter('s2');
    if (!supporter.success || !noMail.success) throw new Error('not read');
    const statement = statementOf((await listDonationsOfYear(year)).data ?? [], 's1', year);
    const pdf = statementPdf({ statement, supporter: supporter.data, madeAt: new Date() });
    expect((await sendStatementMail(staff, supporter.data, year, pdf)).success).toBe(true);
    const mails = await mailsTo(statementEmail);
    expect(
      mails.some(
        (mail) => mail.subject === `Riepilogo delle tue donazioni del ${year} – Equinozio ODV`,
      ),
    ).toBe(true);
    expect((await sendStatementMail(staff, noMail.data, year, pdf)).error?.code).toBe(
      'failed-precondition',
    );
    const huge = new Uint8Array(MAX_ATTACHMENT_BASE64).buffer;
    const refused = await sendStatementMail(staff, supporter.data, year, huge);
    expect(refused.error?.code).toBe('invalid-argument');
  });
});

describe('the demo receipts', () => {
  it('issues every third gift of a known supporter, numbered per year with no gap', async () => {
    const gifts = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [
        `donations/g${String(i).padStart(2, '0')}`,
        donation({ date: `${year - (i % 2)}-0${(i % 9) + 1}-10`, amountCents: 1000 + i }),
      ]),
    );
    await seedLedger({
      ...gifts,
      'donations/anon': donation({ supporterId: '' }),
      'donations/refund': donation({ kind: 'rimborso', amends: 'g00', amountCents: -1000 }),
    });
    expect(await seedDemoReceipts(adminDb())).toBe(4);
    const receipts = [
      ...((await listReceiptsOfYear(year)).data ?? []),
      ...((await listReceiptsOfYear(year - 1)).data ?? []),
    ];
    expect(receipts).toHaveLength(4);
    for (const byYear of [year, year - 1]) {
      const numbers = receipts.filter((one) => one.year === byYear).map((one) => one.number);
      expect(numbers).toEqual(numbers.map((_, index) => index + 1));
      const counter = await adminDb().doc(`donationReceiptCounters/${byYear}`).get();
      expect(counter.exists ? counter.get('last') : 0).toBe(numbers.length);
    }
    for (const receipt of receipts) {
      expect((await readDonation(receipt.donationId)).data?.receiptId).toBe(receipt.id);
    }
    expect((await readDonation('anon')).data?.receiptId).toBe('');
  });
});
