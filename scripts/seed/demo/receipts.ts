import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  DONATION_RECEIPT_COUNTERS,
  DONATION_RECEIPTS,
  DONATIONS,
  receiptId,
} from '#src/features/money/model/money-record.ts';

// Receipts issued for some of the demo donations (issue 42 item 5, decision 92), so that the
// receipts' screen shows numbered receipts beside donations still without one. It takes the
// donations the seed stored before it (scripts/seed/demo/donations.ts, H2's, runs first): every
// third gift of a known supporter, by date, numbered per year of issue from 1 with no gap, issued
// three days after the money arrived, each donation naming its receipt. Without donations it
// issues none.

export const DEMO_RECEIPT_ISSUER = 'demo-staff';
const EVERY = 3;
const ISSUED_AFTER_DAYS = 3;

interface StoredGift {
  readonly id: string;
  readonly date: string;
  readonly supporterId: string;
  readonly amountCents: number;
}

export interface DemoReceipt {
  readonly id: string;
  readonly year: number;
  readonly number: number;
  readonly gift: StoredGift;
  readonly issuedAt: Date;
}

/**
 * The receipts the demo issues for these gifts: every third gift of a known supporter, by date,
 * numbered per year of issue from 1, issued three days after the money arrived.
 */
export function demoReceiptsFor(
  donations: readonly (StoredGift & { readonly kind: string; readonly receiptId?: string })[],
): DemoReceipt[] {
  const gifts = donations
    .filter(
      (one) =>
        one.kind === 'donazione' &&
        one.supporterId !== '' &&
        (one.receiptId ?? '') === '' &&
        one.amountCents > 0,
    )
    .map(({ id, date, supporterId, amountCents }) => ({ id, date, supporterId, amountCents }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))
    .filter((_, index) => index % EVERY === 0);
  const last = new Map<number, number>();
  return gifts.map((gift) => {
    const issuedAt = new Date(`${gift.date}T10:00:00Z`);
    issuedAt.setUTCDate(issuedAt.getUTCDate() + ISSUED_AFTER_DAYS);
    const year = issuedAt.getUTCFullYear();
    const number = (last.get(year) ?? 0) + 1;
    last.set(year, number);
    return { id: receiptId(year, number), year, number, gift, issuedAt };
  });
}

export async function seedDemoReceipts(db: Firestore): Promise<number> {
  const stored = await db.collection(DONATIONS).get();
  const receipts = demoReceiptsFor(
    stored.docs.map((one) => ({
      id: one.id,
      kind: String(one.get('kind')),
      date: String(one.get('date')),
      supporterId:
        typeof one.get('supporterId') === 'string' ? (one.get('supporterId') as string) : '',
      amountCents:
        typeof one.get('amountCents') === 'number' ? (one.get('amountCents') as number) : 0,
      receiptId: String(one.get('receiptId') ?? ''),
    })),
  );
  const last = new Map<number, number>();
  const writer = db.bulkWriter();
  for (const { id, year, number, gift, issuedAt } of receipts) {
    last.set(year, number);
    void writer.set(db.doc(`${DONATION_RECEIPTS}/${id}`), {
      year,
      number,
      donationId: gift.id,
      supporterId: gift.supporterId,
      amountCents: gift.amountCents,
      issuedAt: Timestamp.fromDate(issuedAt),
      issuedBy: DEMO_RECEIPT_ISSUER,
    });
    void writer.update(db.doc(`${DONATIONS}/${gift.id}`), { receiptId: id });
  }
  for (const [year, number] of last) {
    void writer.set(db.doc(`${DONATION_RECEIPT_COUNTERS}/${year}`), { last: number });
  }
  await writer.close();
  return receipts.length;
}
