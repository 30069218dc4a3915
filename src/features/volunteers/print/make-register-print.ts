import type { LogActor } from '#src/lib/data/audit-log';
import { ok, type Result } from '#src/lib/data/result';
import { loadPdfCode, pdfCodeFailed } from '#src/lib/pdf/load-pdf-code';
import { listRegisterRecords } from '../api/register-api';
import { storeRegisterPrint } from '../api/register-print-api';
import {
  REGISTER_PDF_MEASURE,
  registerFingerprint,
  type PrintScope,
  type RegisterPrint,
} from '../model/register-print';

export interface MadePrint {
  readonly stored: RegisterPrint;
  readonly pdf: ArrayBuffer;
  /** The canonical content whose SHA-256 the PDF prints. */
  readonly content: string;
}

export const makePrintTexts = { pdfCodeFailed } as const;

/**
 * Reads the register, computes the fingerprint, makes the PDF and stores both. The PDF code
 * (jsPDF) is loaded here, on the first print, and by no other screen (decision 88).
 */
export async function makeRegisterPrint(
  actor: LogActor,
  scope: PrintScope,
): Promise<Result<MadePrint>> {
  const records = await listRegisterRecords();
  if (!records.success) return records;
  const print = await registerFingerprint(records.data, scope);
  const loaded = await loadPdfCode(() => import('./register-pdf'));
  if (!loaded.success) return loaded;
  const pdfCode = loaded.data;
  // Measured by `npm run bench` (the PDF of 1,000 records, scripts/bench/register-print.ts).
  performance.mark(REGISTER_PDF_MEASURE);
  const pdf = pdfCode.registerPdf({ records: records.data, print, madeAt: new Date() });
  performance.measure(REGISTER_PDF_MEASURE, REGISTER_PDF_MEASURE);
  const stored = await storeRegisterPrint(actor, { print, pdf });
  return stored.success ? ok({ stored: stored.data, pdf, content: print.content }) : stored;
}
