import { parseCents } from './amounts';
import { romeDayOfUtc } from './export-dates';
import type { ExportReading, IncomingLine, SkippedLine } from './import-line';
import { importKeyOf } from './import-key';
import { cellOf, columnOf, headerWord, problem, squeeze, type ExportRow } from './export-rows';

// Stripe's payments export (Dashboard > Pagamenti > Esporta), CSV with English columns ("id",
// "Created date (UTC)", "Amount", "Amount Refunded", "Status"…), amounts "1234.56", moments in
// UTC. A refunded payment gives two lines: the payment and the money sent back.

const words = {
  id: ['id'],
  created: ['created date', 'created'],
  amount: ['amount'],
  refunded: ['amount refunded'],
  refundedDate: ['refunded date'],
  currency: ['currency'],
  description: ['description'],
  status: ['status'],
  email: ['customer email'],
  cardName: ['card name'],
  customer: ['customer description'],
} as const;

export type StripeLayout = Record<keyof typeof words, number | undefined>;

export function stripeColumns(header: readonly string[]): StripeLayout | null {
  const folded = header.map(headerWord);
  const layout = Object.fromEntries(
    Object.entries(words).map(([column, names]) => [column, columnOf(folded, names)]),
  ) as StripeLayout;
  return [layout.id, layout.created, layout.amount].every((index) => index !== undefined)
    ? layout
    : null;
}

const KEPT = ['paid', 'refunded', 'partially refunded', 'succeeded'];

export async function readStripeRows(
  rows: readonly ExportRow[],
  layout: StripeLayout,
): Promise<ExportReading> {
  const lines: IncomingLine[] = [];
  const skipped: SkippedLine[] = [];
  for (const row of rows) {
    const status = cellOf(row, layout.status);
    if (layout.status !== undefined && !KEPT.includes(status.toLowerCase())) {
      skipped.push({ line: row.line, reason: `stato "${status}": nessun denaro è arrivato` });
      continue;
    }
    const currency = cellOf(row, layout.currency).toUpperCase();
    if (currency && currency !== 'EUR') {
      skipped.push({ line: row.line, reason: `in ${currency}: si importano solo gli euro` });
      continue;
    }
    const createdText = cellOf(row, layout.created);
    const date = romeDayOfUtc(createdText);
    if (!date) {
      const what = createdText ? `la data "${createdText}" non è leggibile` : 'manca la data';
      return problem(`Riga ${row.line}: ${what}. Non è stato importato nulla.`, row.line);
    }
    const amountText = cellOf(row, layout.amount);
    const amount = parseCents(amountText, '.');
    const refundedText = cellOf(row, layout.refunded);
    const refunded = refundedText ? parseCents(refundedText, '.') : 0;
    if (amount === null || refunded === null) {
      const text = amount === null ? amountText : refundedText;
      return problem(
        `Riga ${row.line}: l’importo "${text}" non è un importo. Non è stato importato nulla.`,
        row.line,
      );
    }
    const id = cellOf(row, layout.id);
    if (!id) {
      return problem(`Riga ${row.line}: manca l’id del pagamento. Non è stato importato nulla.`);
    }
    const line = {
      source: 'stripe',
      line: row.line,
      date,
      valueDate: date,
      description: squeeze(cellOf(row, layout.description)),
      counterparty: squeeze(cellOf(row, layout.cardName) || cellOf(row, layout.customer)),
      email: cellOf(row, layout.email).toLowerCase(),
      transactionId: id,
    } as const;
    lines.push({ ...line, amountCents: amount, importKey: await importKeyOf('stripe', [id]) });
    if (refunded > 0) {
      const refundDay = romeDayOfUtc(cellOf(row, layout.refundedDate)) ?? date;
      lines.push({
        ...line,
        date: refundDay,
        valueDate: refundDay,
        amountCents: -refunded,
        description: squeeze(`Rimborso — ${line.description}`),
        email: '',
        importKey: await importKeyOf('stripe', [id, 'rimborso']),
      });
    }
  }
  return { ok: true, export: { source: 'stripe', lines, skipped } };
}
