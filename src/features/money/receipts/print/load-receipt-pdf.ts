import type { Result } from '#src/lib/data/result';
import { loadPdfCode } from '#src/lib/pdf/load-pdf-code';
import type * as ReceiptPdf from './receipt-pdf';

export type ReceiptPdfCode = typeof ReceiptPdf;

/** The receipts' and statements' PDF code, loaded on the first PDF (decision 92). */
export const loadReceiptPdf = (): Promise<Result<ReceiptPdfCode>> =>
  loadPdfCode(() => import('./receipt-pdf'));
