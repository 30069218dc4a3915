import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import {
  callersOf,
  commitLogged,
  logEntryFor,
  namedStaffUid,
  seed,
  staffName,
  staffUid,
  startRulesTestEnvironment,
  type Callers,
} from './support.ts';

// Receipts of donations (decision 92): numbered per year with no gap under concurrent issue, for
// a gift of a known supporter, once, with the donation's `receiptId` set in the same commit; the
// receipt's mail is the one that may carry a file, one bounded PDF, to the supporter.

let env: RulesTestEnvironment;
let as: Callers;

beforeAll(async () => {
  env = await startRulesTestEnvironment();
  as = callersOf(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const year = new Date().getUTCFullYear();
const rid = (number: number, y = year) => `${y}-${String(number).padStart(6, '0')}`;

/** A donation in the contract's shape (money-record.ts), as H2's screens write it. */
const donation = (overrides: DocumentData = {}): DocumentData => ({
  kind: 'donazione',
  amends: '',
  date: `${year}-03-01`,
  amountCents: 5000,
  method: 'bonifico',
  account: 'banca',
  traceable: true,
  reference: 'DONAZIONE',
  purpose: 'generale',
  circleApplicationId: '',
  horseSlug: '',
  eventSlug: '',
  inKindDescription: '',
  supporterId: 's1',
  notes: '',
  importKey: '',
  receiptId: '',
  recordedAt: new Date(`${year}-03-02T10:00:00Z`),
  recordedBy: staffUid,
  ...overrides,
});

const supporter = {
  kind: 'persona',
  givenName: 'Anna',
  familyName: 'Rossi',
  email: 'anna@example.org',
};

async function seedLedger(extra: Record<string, DocumentData> = {}): Promise<void> {
  await seed(env, {
    'supporters/s1': supporter,
    'donations/d1': donation(),
    'donations/d2': donation({ amountCents: 2500 }),
    'donations/cash': donation({ method: 'contanti', account: 'cassa', traceable: false }),
    'donations/anon': donation({ supporterId: '' }),
    'donations/refund': donation({ kind: 'rimborso', amends: 'd1', amountCents: -5000 }),
    ...extra,
  });
}

interface ReceiptWrite {
  number: number;
  donationId?: string;
  receipt?: DocumentData;
  receiptId?: string;
  counter?: DocumentData | null;
  donationChange?: DocumentData | null;
  entry?: DocumentData;
  user?: 'staff' | 'namedStaff';
}

/** A receipt's commit as the api makes it; each part can be changed or left out. */
function issue(db: Firestore, write: ReceiptWrite) {
  const donationId = write.donationId ?? 'd1';
  const id = write.receiptId ?? rid(write.number);
  const named = write.user === 'namedStaff';
  return commitLogged(
    db,
    ['donationReceipts', id],
    (batch: WriteBatch) => {
      batch.set(doc(db, 'donationReceipts', id), {
        year,
        number: write.number,
        donationId,
        supporterId: 's1',
        amountCents: donationId === 'd2' ? 2500 : 5000,
        issuedAt: serverTimestamp(),
        issuedBy: named ? namedStaffUid : staffUid,
        ...write.receipt,
      });
      if (write.counter !== null) {
        batch.set(
          doc(db, 'donationReceiptCounters', String(year)),
          write.counter ?? { last: write.number },
        );
      }
      if (write.donationChange !== null) {
        batch.update(doc(db, 'donations', donationId), write.donationChange ?? { receiptId: id });
      }
    },
    {
      entry:
        write.entry ??
        logEntryFor('donationReceipts', id, {
          function: 'issueDonationReceipt',
          params: { slug: id, item: { year, number: write.number } },
          ...(named
            ? { user: { uid: namedStaffUid, email: 'giulia@example.org', displayName: staffName } }
            : {}),
        }),
    },
  );
}

describe('donationReceipts: numbering', () => {
  beforeEach(() => seedLedger());

  it('lets staff issue the next number, the counter moved by one and the donation marked', async () => {
    await assertSucceeds(issue(as.staff, { number: 1 }));
    await assertSucceeds(issue(as.staff, { number: 2, donationId: 'd2' }));
    expect((await getDoc(doc(as.staff, 'donationReceiptCounters', String(year)))).data()).toEqual({
      last: 2,
    });
    expect((await getDoc(doc(as.staff, 'donations', 'd1'))).get('receiptId')).toBe(rid(1));
  });

  it('refuses a number skipped or used twice, or under another id', async () => {
    await assertFails(issue(as.staff, { number: 2 }));
    await assertSucceeds(issue(as.staff, { number: 1 }));
    await assertFails(issue(as.staff, { number: 1, donationId: 'd2' }));
    await assertFails(issue(as.staff, { number: 3, donationId: 'd2' }));
    await assertFails(issue(as.staff, { number: 2, donationId: 'd2', counter: { last: 3 } }));
    await assertFails(issue(as.staff, { number: 2, donationId: 'd2', receiptId: rid(3) }));
    await assertFails(issue(as.staff, { number: 2, donationId: 'd2', receiptId: `${year}-2` }));
  });

  it('numbers each year on its own, and only the year of issue', async () => {
    await assertFails(
      issue(as.staff, {
        number: 1,
        receiptId: rid(1, year - 1),
        receipt: { year: year - 1 },
        counter: null,
      }),
    );
    await assertFails(
      issue(as.staff, {
        number: 1,
        receiptId: rid(1, year + 2),
        receipt: { year: year + 2 },
        counter: null,
      }),
    );
  });

  it('of two staff issuing the same number at once, lets one in and the other not', async () => {
    const results = await Promise.allSettled([
      issue(as.staff, { number: 1 }),
      issue(as.namedStaff, { number: 1, donationId: 'd2', user: 'namedStaff' }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const counter = await getDoc(doc(as.staff, 'donationReceiptCounters', String(year)));
    expect(counter.get('last')).toBe(1);
    // The loser issues the next number.
    const lost = results[0].status === 'rejected' ? 'd1' : 'd2';
    await assertSucceeds(
      issue(lost === 'd2' ? as.namedStaff : as.staff, {
        number: 2,
        donationId: lost,
        user: lost === 'd2' ? 'namedStaff' : 'staff',
      }),
    );
  });

  it('refuses a receipt without its counter or its donation marked, and a counter moved alone', async () => {
    await assertFails(issue(as.staff, { number: 1, counter: null }));
    await assertFails(issue(as.staff, { number: 1, donationChange: null }));
    await assertFails(
      issue(as.staff, { number: 1, donationChange: { receiptId: rid(1), amountCents: 1 } }),
    );
    await assertFails(setDoc(doc(as.staff, 'donationReceiptCounters', String(year)), { last: 1 }));
    await assertFails(
      setDoc(doc(as.staff, 'donationReceiptCounters', String(year)), { last: 1, extra: true }),
    );
  });

  it('refuses a receipt for a refund, an anonymous gift, or one that has its receipt', async () => {
    await assertFails(
      issue(as.staff, { number: 1, donationId: 'refund', receipt: { amountCents: -5000 } }),
    );
    await assertFails(
      issue(as.staff, { number: 1, donationId: 'anon', receipt: { supporterId: '' } }),
    );
    await assertSucceeds(issue(as.staff, { number: 1 }));
    await assertFails(issue(as.staff, { number: 2, donationChange: { receiptId: rid(2) } }));
  });

  it('issues one for cash too (the receipt says it gives no benefit)', async () => {
    await assertSucceeds(issue(as.staff, { number: 1, donationId: 'cash' }));
  });

  it('refuses a receipt that misstates its donation, its writer, or is not logged', async () => {
    await assertFails(issue(as.staff, { number: 1, receipt: { amountCents: 6000 } }));
    await assertFails(issue(as.staff, { number: 1, receipt: { supporterId: 's2' } }));
    await assertFails(issue(as.staff, { number: 1, receipt: { issuedBy: 'someone' } }));
    await assertFails(issue(as.staff, { number: 1, receipt: { issuedAt: new Date() } }));
    await assertFails(issue(as.staff, { number: 1, receipt: { name: 'Anna Rossi' } }));
    await assertFails(
      issue(as.staff, {
        number: 1,
        entry: logEntryFor('donationReceipts', rid(1), {
          function: 'issueDonationReceipt',
          // The log names the receipt, never the person.
          params: { slug: rid(1), item: { year, number: 1, supporter: 'Anna Rossi' } },
        }),
      }),
    );
  });

  it('lets no one else issue, change or delete a receipt, nor read them', async () => {
    await assertFails(issue(as.user, { number: 1 }));
    await assertSucceeds(issue(as.staff, { number: 1 }));
    const ref = (db: Firestore) => doc(db, 'donationReceipts', rid(1));
    await assertFails(getDoc(ref(as.user)));
    await assertFails(getDoc(ref(as.anonymous)));
    await assertSucceeds(getDoc(ref(as.staff)));
    await assertFails(updateDoc(ref(as.staff), { amountCents: 1 }));
    await assertFails(deleteDoc(ref(as.staff)));
    await assertFails(
      commitLogged(as.staff, ['donationReceipts', rid(1)], (batch) => batch.delete(ref(as.staff))),
    );
  });

  it("lets a donation's receiptId change only with its receipt", async () => {
    await assertFails(updateDoc(doc(as.staff, 'donations', 'd1'), { receiptId: rid(1) }));
    await assertFails(
      commitLogged(as.staff, ['donationReceipts', rid(1)], (batch) =>
        batch.update(doc(as.staff, 'donations', 'd1'), { receiptId: rid(1) }),
      ),
    );
  });
});

// ---- The receipt's mail ------------------------------------------------------------------------

const pdfBase64 = `JVBERi0xLjMK${'A'.repeat(1000)}`;
const attachment = (overrides: DocumentData = {}) => ({
  filename: `ricevuta-${rid(1)}.pdf`,
  content: pdfBase64,
  encoding: 'base64',
  contentType: 'application/pdf',
  ...overrides,
});
const receiptMail = (overrides: DocumentData = {}, message: DocumentData = {}): DocumentData => ({
  to: supporter.email,
  template: { name: 'donation-receipt', data: { receipt: true, year, number: 1 } },
  message: { subject: 'ricevuta', text: 'ricevuta', attachments: [attachment()], ...message },
  date: serverTimestamp(),
  ...overrides,
});
const auto = 'A1b2C3d4E5f6G7h8I9j0';
const receiptMailId = `${rid(1)}.receipt-${auto}`;

const sendMail = (db: Firestore, id: string, data: DocumentData) =>
  commitLogged(db, ['mail', id], (batch) => batch.set(doc(db, 'mail', id), data), {
    entry: logEntryFor('mail', id, {
      function: 'sendDonationReceipt',
      params: { slug: id, item: { receipt: rid(1) } },
    }),
  });

describe("mail: a receipt's PDF", () => {
  beforeEach(async () => {
    await seedLedger();
    await assertSucceeds(issue(as.staff, { number: 1 }));
  });

  it('lets staff send the receipt to its supporter with its one PDF, logged', async () => {
    await assertSucceeds(sendMail(as.staff, receiptMailId, receiptMail()));
    await assertFails(
      setDoc(doc(as.staff, 'mail', `${rid(1)}.receipt-${auto.replace('A', 'B')}`), receiptMail()),
    );
    await assertFails(
      sendMail(as.user, `${rid(1)}.receipt-${auto.replace('A', 'C')}`, receiptMail()),
    );
  });

  it('refuses a file too large, a second file, another name or not a PDF', async () => {
    const id = (n: number) => `${rid(1)}.receipt-${auto.slice(0, 19)}${n}`;
    await assertFails(
      sendMail(
        as.staff,
        id(1),
        receiptMail(
          {},
          { attachments: [attachment({ content: `JVBERi0${'A'.repeat(200_000)}` })] },
        ),
      ),
    );
    await assertSucceeds(
      sendMail(
        as.staff,
        id(2),
        receiptMail(
          {},
          { attachments: [attachment({ content: `JVBERi0${'A'.repeat(199_993)}` })] },
        ),
      ),
    );
    await assertFails(
      sendMail(as.staff, id(3), receiptMail({}, { attachments: [attachment(), attachment()] })),
    );
    await assertFails(
      sendMail(
        as.staff,
        id(4),
        receiptMail({}, { attachments: [attachment({ filename: 'a.exe' })] }),
      ),
    );
    await assertFails(
      sendMail(
        as.staff,
        id(5),
        receiptMail({}, { attachments: [attachment({ content: 'TVqQAAMAAAAEAAAA' })] }),
      ),
    );
    await assertFails(
      sendMail(
        as.staff,
        id(6),
        receiptMail({}, { attachments: [attachment({ path: '/etc/passwd' })] }),
      ),
    );
    await assertFails(
      sendMail(
        as.staff,
        id(7),
        receiptMail({}, { attachments: [attachment({ contentType: 'text/html' })] }),
      ),
    );
    await assertFails(sendMail(as.staff, id(8), receiptMail({}, { html: '<b>x</b>' })));
  });

  it('refuses it to another address, for another receipt, or saying another number', async () => {
    await assertFails(sendMail(as.staff, receiptMailId, receiptMail({ to: 'other@example.org' })));
    await assertFails(
      sendMail(
        as.staff,
        `${rid(2)}.receipt-${auto}`,
        receiptMail({}, { attachments: [attachment({ filename: `ricevuta-${rid(2)}.pdf` })] }),
      ),
    );
    await assertFails(
      sendMail(
        as.staff,
        receiptMailId,
        receiptMail({
          template: { name: 'donation-receipt', data: { receipt: true, year, number: 2 } },
        }),
      ),
    );
  });

  it('refuses an attachment on any other template', async () => {
    for (const name of ['staff-message-it', 'register-insurer-notice', 'horse-news-it']) {
      await assertFails(
        sendMail(
          as.staff,
          receiptMailId,
          receiptMail({ template: { name, data: { receipt: true, year, number: 1 } } }),
        ),
      );
    }
  });

  it("lets staff send a supporter's yearly statement with its PDF", async () => {
    const id = `s1.statement-${year}-${auto}`;
    const statement = (data: DocumentData = {}, file: DocumentData = {}) =>
      receiptMail(
        { template: { name: 'donation-receipt', data: { statement: true, year, ...data } } },
        { attachments: [attachment({ filename: `riepilogo-donazioni-${year}.pdf`, ...file })] },
      );
    const send = (mailId: string, data: DocumentData) =>
      commitLogged(as.staff, ['mail', mailId], (batch) =>
        batch.set(doc(as.staff, 'mail', mailId), data),
      );
    await assertSucceeds(send(id, statement()));
    await assertFails(send(`s1.statement-${year - 1}-${auto}`, statement()));
    await assertFails(send(`s2.statement-${year}-${auto}`, statement()));
    await assertFails(
      send(`s1.statement-${year}-${auto.slice(1)}x`, statement({ year: year - 1 })),
    );
    await assertFails(
      send(`s1.statement-${year}-x${auto.slice(1)}`, statement({}, { filename: 'x.pdf' })),
    );
  });
});
