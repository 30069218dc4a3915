import { doc, serverTimestamp, type Transaction } from 'firebase/firestore/lite';
import { MAIL } from '#src/features/mail/admin';
import { transactLogged, commitLogged, type LogActor } from '#src/lib/data/audit-log';
import { autoId } from '#src/lib/data/auto-id';
import {
  readDocument,
  readList,
  readPage,
  type Page,
  type PageCursor,
} from '#src/lib/data/firestore-data';
import { nextCounterNumber, retryWhileRaced } from '#src/lib/data/numbered-write';
import type { QuerySpec } from '#src/lib/data/query-spec';
import { fail, ok, type Result } from '#src/lib/data/result';
import { parseDocument } from '#src/lib/data/schema';
import { db } from '#src/lib/firebase/firestore';
import {
  DONATION_RECEIPT_COUNTERS,
  DONATION_RECEIPTS,
  DONATIONS,
  receiptId,
  SUPPORTERS,
  type Donation,
  type DonationReceipt,
  type Supporter,
} from '../../model/money-record';
import { donationReceiptSchema, donationSchema, supporterSchema } from '../../model/money-schema';
import { receiptRefusal, receiptTexts } from '../model/receipt';
import {
  RECEIPT_MAIL_TEMPLATE,
  receiptMail,
  receiptMailId,
  statementMail,
  statementMailId,
} from '../model/receipt-mail';

// Receipts and yearly statements (docs/decisions/0092-receipts-and-yearly-statements.md). A
// receipt is numbered per year with no gap, as the register of volunteers is (decision 86): one
// transaction reads the year's counter and the donation, creates `donationReceipts/{year}-{number}`,
// moves the counter by one and sets the donation's `receiptId`, under its log entry; the rules
// refuse any other number, so two staff issuing at once never make a gap or a duplicate.

/** Whoever loses a race reads the counter again: this many times in all, then a clear message. */
const RECEIPT_ATTEMPTS = 4;

const counterRef = (year: number) => doc(db, DONATION_RECEIPT_COUNTERS, String(year));

async function storedDonation(transaction: Transaction, id: string): Promise<Result<Donation>> {
  const stored = await transaction.get(doc(db, DONATIONS, id));
  if (!stored.exists()) return fail('not-found', `La donazione ${id} non esiste.`);
  return parseDocument(donationSchema, `${DONATIONS}/${id}`, { ...stored.data(), slug: id });
}

/**
 * Issues the receipt of a donation in `year` (the year of issue in Italy, `todayInRome`). Refused,
 * before writing, for a refund or correction, an anonymous gift or one that has its receipt.
 */
export function issueReceipt(
  actor: LogActor,
  donationId: string,
  year: number,
): Promise<Result<DonationReceipt>> {
  return retryWhileRaced(RECEIPT_ATTEMPTS, receiptTexts.race, () =>
    transactLogged(actor, `issueDonationReceipt ${donationId}`, async (transaction) => {
      const donation = await storedDonation(transaction, donationId);
      if (!donation.success) return donation;
      const refusal = receiptRefusal(donation.data);
      if (refusal !== null) return fail('failed-precondition', refusal);
      const number = await nextCounterNumber(transaction, counterRef(year));
      const id = receiptId(year, number);
      const { supporterId, amountCents } = donation.data;
      const receipt = { year, number, donationId, supporterId, amountCents };
      return {
        record: {
          operation: 'issueDonationReceipt',
          collection: 'donationReceipts',
          // Which receipt, never who.
          params: { slug: id, item: { year, number } },
        },
        write: (writer) => {
          writer.set(doc(db, DONATION_RECEIPTS, id), {
            ...receipt,
            issuedAt: serverTimestamp(),
            issuedBy: actor.uid,
          });
          writer.set(counterRef(year), { last: number });
          writer.update(doc(db, DONATIONS, donationId), { receiptId: id });
        },
        value: { id, ...receipt, issuedAt: new Date(), issuedBy: actor.uid },
      };
    }),
  );
}

// ---- Reads -------------------------------------------------------------------------------------

export const readDonation = (id: string): Promise<Result<Donation>> =>
  readDocument(donationSchema, DONATIONS, id);

export const readSupporter = (id: string): Promise<Result<Supporter>> =>
  readDocument(supporterSchema, SUPPORTERS, id);

export const readReceipt = (id: string): Promise<Result<DonationReceipt>> =>
  readDocument(donationReceiptSchema, DONATION_RECEIPTS, id);

/** A year's ledger lines, by date (a prefix of the day: no composite index). */
export const donationsOfYearSpec = (year: number, direction: 'asc' | 'desc'): QuerySpec => ({
  collection: DONATIONS,
  equals: [],
  prefix: { field: 'date', value: `${year}-` },
  orderBy: [['date', direction]],
});

/** The receipts screen's page of a year's ledger, newest first, 25 at a time. */
export const listDonationsPage = (
  year: number,
  cursor: PageCursor | null = null,
): Promise<Result<Page<Donation>>> =>
  readPage(donationSchema, donationsOfYearSpec(year, 'desc'), cursor);

/** Every ledger line of a year: what the statements are made of. */
export const listDonationsOfYear = (year: number): Promise<Result<Donation[]>> =>
  readList(donationSchema, donationsOfYearSpec(year, 'asc'));

/** A year's receipts by number (their ids sort so). */
export const listReceiptsOfYear = (year: number): Promise<Result<DonationReceipt[]>> =>
  readList(donationReceiptSchema, {
    collection: DONATION_RECEIPTS,
    equals: [],
    idPrefix: `${year}-`,
    orderBy: [],
  });

/** These supporters (any number, 30 ids a query), by id. */
export async function readSupporters(
  ids: readonly string[],
): Promise<Result<ReadonlyMap<string, Supporter>>> {
  const unique = [...new Set(ids)].filter(Boolean);
  const chunks = Array.from({ length: Math.ceil(unique.length / 30) }, (_, i) =>
    unique.slice(i * 30, i * 30 + 30),
  );
  const lists = await Promise.all(
    chunks.map((chunk) =>
      readList(supporterSchema, { collection: SUPPORTERS, equals: [], ids: chunk, orderBy: [] }),
    ),
  );
  const found = new Map<string, Supporter>();
  for (const list of lists) {
    if (!list.success) return list;
    for (const supporter of list.data) found.set(supporter.id, supporter);
  }
  return ok(found);
}

// ---- Mail --------------------------------------------------------------------------------------

const noAddress =
  'Il sostenitore non ha un indirizzo e-mail: scarica il PDF e consegnalo in altro modo.';

/** Queues the receipt's mail to its supporter, with its PDF; returns the mail's id. */
export async function sendReceiptMail(
  actor: LogActor,
  receipt: DonationReceipt,
  supporter: Supporter,
  pdf: ArrayBuffer,
): Promise<Result<string>> {
  if (supporter.email === '') return fail('failed-precondition', noAddress);
  const id = receiptMailId(receipt.id, autoId());
  const mail = receiptMail(supporter.email, receipt, pdf);
  if (!mail.success) return mail;
  const sent = await commitLogged(
    actor,
    {
      operation: 'sendDonationReceipt',
      collection: 'mail',
      // The log names the receipt, never the address.
      params: { slug: id, item: { receipt: receipt.id, template: RECEIPT_MAIL_TEMPLATE } },
    },
    (batch) => batch.set(doc(db, MAIL, id), { ...mail.data, date: serverTimestamp() }),
  );
  return sent.success ? ok(id) : sent;
}

/** Queues a yearly statement's mail to its supporter, with its PDF; returns the mail's id. */
export async function sendStatementMail(
  actor: LogActor,
  supporter: Supporter,
  year: number,
  pdf: ArrayBuffer,
): Promise<Result<string>> {
  if (supporter.email === '') return fail('failed-precondition', noAddress);
  const id = statementMailId(supporter.id, year, autoId());
  const mail = statementMail(supporter.email, year, pdf);
  if (!mail.success) return mail;
  const sent = await commitLogged(
    actor,
    {
      operation: 'sendDonationStatement',
      collection: 'mail',
      params: {
        slug: id,
        item: { supporter: supporter.id, year, template: RECEIPT_MAIL_TEMPLATE },
      },
    },
    (batch) => batch.set(doc(db, MAIL, id), { ...mail.data, date: serverTimestamp() }),
  );
  return sent.success ? ok(id) : sent;
}
