import { decimalMarkOf, parseCents } from './amounts';
import { parseItalianDay } from './export-dates';
import type { ExportReading, IncomingLine, SkippedLine } from './import-line';
import { importKeyOf } from './import-key';
import { cellOf, columnOf, headerWord, problem, squeeze, type ExportRow } from './export-rows';

// PayPal's activity download (Attività > Scarica), CSV: its columns in Italian for an Italian
// account ("Data", "Lordo", "Codice transazione"…, UTF-8 with a BOM, "1.234,56") or in English
// ("Date", "Gross", "Transaction ID"…). Each line has its transaction id, which is its key.

const words = {
  date: ['data', 'date'],
  name: ['nome', 'name'],
  type: ['tipo', 'type'],
  status: ['stato', 'status'],
  currency: ['valuta', 'currency'],
  gross: ['lordo', 'gross'],
  email: ['indirizzo email mittente', 'from email address'],
  transaction: ['codice transazione', 'transaction id'],
  title: ['titolo oggetto', 'item title'],
  subject: ['oggetto', 'subject'],
  note: ['messaggio', 'note'],
  impact: ['impatto sul saldo', 'balance impact'],
} as const;

export type PaypalLayout = Record<keyof typeof words, number | undefined>;

export function paypalColumns(header: readonly string[]): PaypalLayout | null {
  const folded = header.map(headerWord);
  const layout = Object.fromEntries(
    Object.entries(words).map(([column, names]) => [column, columnOf(folded, names)]),
  ) as PaypalLayout;
  const needed = [layout.date, layout.gross, layout.transaction];
  return needed.every((index) => index !== undefined) ? layout : null;
}

const COMPLETED = ['completata', 'completato', 'completed'];
const MEMO = ['memo', 'promemoria'];

export async function readPaypalRows(
  rows: readonly ExportRow[],
  layout: PaypalLayout,
): Promise<ExportReading> {
  const mark = decimalMarkOf(rows.map((row) => cellOf(row, layout.gross)));
  const lines: IncomingLine[] = [];
  const skipped: SkippedLine[] = [];
  for (const row of rows) {
    const status = cellOf(row, layout.status);
    const currency = cellOf(row, layout.currency).toUpperCase();
    if (layout.status !== undefined && !COMPLETED.includes(status.toLowerCase())) {
      skipped.push({ line: row.line, reason: `stato "${status}": il pagamento non è completato` });
      continue;
    }
    if (MEMO.includes(cellOf(row, layout.impact).toLowerCase())) {
      skipped.push({ line: row.line, reason: 'promemoria: non muove denaro' });
      continue;
    }
    if (currency && currency !== 'EUR') {
      skipped.push({ line: row.line, reason: `in ${currency}: si importano solo gli euro` });
      continue;
    }
    const dateText = cellOf(row, layout.date);
    const date = parseItalianDay(dateText);
    if (!date) {
      const what = dateText ? `la data "${dateText}" non è un giorno gg/mm/aaaa` : 'manca la data';
      return problem(`Riga ${row.line}: ${what}. Non è stato importato nulla.`, row.line);
    }
    const grossText = cellOf(row, layout.gross);
    const amount = parseCents(grossText, mark);
    if (amount === null) {
      return problem(
        `Riga ${row.line}: l’importo lordo "${grossText}" non è un importo. Non è stato importato nulla.`,
        row.line,
      );
    }
    const transactionId = cellOf(row, layout.transaction);
    if (!transactionId) {
      return problem(
        `Riga ${row.line}: manca il codice transazione. Non è stato importato nulla.`,
        row.line,
      );
    }
    const text = [layout.note, layout.subject, layout.title].map((index) => cellOf(row, index));
    lines.push({
      source: 'paypal',
      line: row.line,
      date,
      valueDate: date,
      amountCents: amount,
      description: squeeze(text.filter(Boolean).join(' — ') || cellOf(row, layout.type)),
      counterparty: squeeze(cellOf(row, layout.name)),
      email: amount > 0 ? cellOf(row, layout.email).toLowerCase() : '',
      transactionId,
      importKey: await importKeyOf('paypal', [transactionId]),
    });
  }
  return { ok: true, export: { source: 'paypal', lines, skipped } };
}
