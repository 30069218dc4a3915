import { fail, ok, type Result } from '#src/lib/data/result';
import type { Donation, DonationReceipt, Supporter } from '../../model/money-record';
import { readDonation, readReceipt, readSupporter } from '../api/receipts-api';
import { loadReceiptPdf } from '../print/load-receipt-pdf';
import type { StatementPdfInput } from '../model/statement';

// What the screens make: a receipt's PDF from its stored receipt, donation and supporter (read
// afresh, so the PDF says what is stored), and statements' PDFs from the year's ledger.

export interface ReceiptFile {
  readonly receipt: DonationReceipt;
  readonly donation: Donation;
  readonly supporter: Supporter;
  readonly pdf: ArrayBuffer;
}

export async function makeReceiptFile(receiptId: string): Promise<Result<ReceiptFile>> {
  const receipt = await readReceipt(receiptId);
  if (!receipt.success) return receipt;
  const [donation, supporter, code] = await Promise.all([
    readDonation(receipt.data.donationId),
    readSupporter(receipt.data.supporterId),
    loadReceiptPdf(),
  ]);
  if (!donation.success) return donation;
  if (!supporter.success) return supporter;
  if (!code.success) return code;
  const pdf = code.data.receiptPdf({
    receipt: receipt.data,
    donation: donation.data,
    supporter: supporter.data,
  });
  return ok({ receipt: receipt.data, donation: donation.data, supporter: supporter.data, pdf });
}

/** Statements in one PDF (one, or the whole year's). */
export async function makeStatementsFile(
  inputs: readonly StatementPdfInput[],
): Promise<Result<ArrayBuffer>> {
  if (inputs.length === 0) return fail('failed-precondition', 'Nessun riepilogo da creare.');
  const code = await loadReceiptPdf();
  return code.success ? ok(code.data.statementsPdf(inputs)) : code;
}

export const pdfBlob = (pdf: ArrayBuffer): Blob => new Blob([pdf], { type: 'application/pdf' });
