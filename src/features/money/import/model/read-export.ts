import { parse, type Info } from 'csv-parse/browser/esm/sync';
import {
  bankColumns,
  bankLayoutMessage,
  bankScore,
  missingBankColumns,
  readBankRows,
  type BankLayout,
} from './bank-export';
import { problem, type ExportRow } from './export-rows';
import type { ExportReading } from './import-line';
import { paypalColumns, readPaypalRows } from './paypal-export';
import { readStripeRows, stripeColumns } from './stripe-export';

// A file the treasurer uploads, read in the browser: its text (UTF-8, with or without a BOM, or
// Windows-1252 as Excel and many Italian banks write), its CSV records (csv-parse, never a
// hand-written parser), its format from its header, its lines. This module is the only one that
// imports csv-parse, and only the import screen loads it, on demand.

/** The largest file read: a bank's year of movements is far below it. */
export const MAX_EXPORT_BYTES = 5 * 1024 * 1024;

/** The text of the file's bytes: UTF-8 when they are, else Windows-1252 (never fails). */
export function decodeExport(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const DELIMITERS = [';', ',', '\t'] as const;
/** The bank's header may come after a few lines of its own (the account, the period). */
const HEADER_SEARCH_LINES = 30;

function recordsOf(text: string, delimiter: string, toLine?: number): ExportRow[] {
  const records = parse(text, {
    delimiter,
    bom: true,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    ...(toLine ? { to_line: toLine } : {}),
  }) as unknown as { info: Info; record: string[] }[];
  return records.map(({ info, record }) => ({ line: info.lines, cells: record }));
}

type Found =
  | { kind: 'paypal'; at: number; layout: NonNullable<ReturnType<typeof paypalColumns>> }
  | { kind: 'stripe'; at: number; layout: NonNullable<ReturnType<typeof stripeColumns>> }
  | { kind: 'banca'; at: number; layout: BankLayout };

/** The header among the first rows: PayPal's, Stripe's, or a bank's naming every needed kind. */
function findHeader(rows: readonly ExportRow[]): { found?: Found; best?: BankLayout } {
  let best: BankLayout | undefined;
  for (const [at, row] of rows.entries()) {
    const paypal = paypalColumns(row.cells);
    if (paypal) return { found: { kind: 'paypal', at, layout: paypal } };
    const stripe = stripeColumns(row.cells);
    if (stripe) return { found: { kind: 'stripe', at, layout: stripe } };
    const bank = bankColumns(row.cells);
    if (bankScore(bank) === 3) return { found: { kind: 'banca', at, layout: bank } };
    if (bankScore(bank) > (best ? bankScore(best) : 0)) best = bank;
  }
  return { best };
}

/** The file's lines, or one message: the columns it lacks, or the line at fault. */
export async function readExport(input: Uint8Array | string): Promise<ExportReading> {
  const text = typeof input === 'string' ? input : decodeExport(input);
  if (!text.replace(/^\uFEFF/, '').trim()) return problem('Il file è vuoto.');
  let best: BankLayout | undefined;
  try {
    for (const delimiter of DELIMITERS) {
      const head = findHeader(recordsOf(text, delimiter, HEADER_SEARCH_LINES));
      if (head.best && (!best || bankScore(head.best) > bankScore(best))) best = head.best;
      const found = head.found;
      if (!found) continue;
      const rows = recordsOf(text, delimiter);
      const body = rows.slice(found.at + 1);
      if (found.kind === 'paypal') return await readPaypalRows(body, found.layout);
      if (found.kind === 'stripe') return await readStripeRows(body, found.layout);
      return await readBankRows(body, found.layout);
    }
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    const where = typeof line === 'number' ? `Riga ${line}: ` : '';
    return problem(
      `${where}il file non è un CSV leggibile (${error instanceof Error ? error.message : String(error)}). Non è stato importato nulla.`,
      typeof line === 'number' ? line : undefined,
    );
  }
  // Nothing read as a header: the bank's needed columns, all of them, and the other two formats.
  return problem(
    `${bankLayoutMessage(missingBankColumns(best ?? { headers: [] }))} Da PayPal si importa ` +
      'l’attività scaricata in CSV, da Stripe i pagamenti esportati in CSV.',
  );
}
