import { parseCents } from './amounts';
import { parseItalianDay } from './export-dates';
import type { ExportReading, IncomingLine } from './import-line';
import { importKeyOf } from './import-key';
import { cellOf, headerWord, isBlankRow, problem, squeeze, type ExportRow } from './export-rows';

// An Italian bank's export (issue 42 item 4): banks differ, so the columns are found by their
// header's words, in any order, after any lines the bank writes above them (the account, the
// period). Amounts are Italian ("1.234,56"), days dd/mm/yyyy.

type BankColumn =
  'date' | 'valueDate' | 'amount' | 'credit' | 'debit' | 'description' | 'causale' | 'counterparty';

/** Each column's header words, most specific first; a header matches a word or begins with it. */
const bankWords: readonly (readonly [BankColumn, readonly string[]])[] = [
  ['valueDate', ['data valuta', 'valuta']],
  ['date', ['data contabile', 'data operazione', 'data registrazione', 'data movimento', 'data']],
  ['amount', ['importo']],
  ['credit', ['accrediti', 'accredito', 'avere', 'entrate', 'entrata']],
  ['debit', ['addebiti', 'addebito', 'dare', 'uscite', 'uscita']],
  ['description', ['descrizione', 'dettagli', 'dettaglio']],
  ['causale', ['causale']],
  ['counterparty', ['ordinante', 'beneficiario', 'controparte']],
];

export type BankLayout = Partial<Record<BankColumn, number>> & { readonly headers: string[] };

const matches = (word: string, wanted: string) => word === wanted || word.startsWith(`${wanted} `);

/** The columns a header row names; the first column of each kind wins. */
export function bankColumns(header: readonly string[]): BankLayout {
  const layout: BankLayout = { headers: [...header] };
  header.forEach((cell, index) => {
    const word = headerWord(cell);
    const found = bankWords.find(([, words]) => words.some((wanted) => matches(word, wanted)));
    if (found && layout[found[0]] === undefined) layout[found[0]] = index;
  });
  return layout;
}

/** What a layout lacks to be read: the needed columns, in the message's words. */
export function missingBankColumns(layout: BankLayout): string[] {
  const missing: string[] = [];
  if (layout.date === undefined) missing.push('la data (Data contabile, Data operazione o Data)');
  const pair = layout.credit !== undefined && layout.debit !== undefined;
  if (layout.amount === undefined && !pair) {
    missing.push(
      'l’importo (Importo con il segno, oppure due colonne: Accrediti e Addebiti, Avere e Dare, Entrate e Uscite)',
    );
  }
  if (layout.description === undefined && layout.causale === undefined) {
    missing.push('la descrizione (Descrizione o Causale)');
  }
  return missing;
}

/** How many of the needed kinds a row names: the header is the row that names them all. */
export const bankScore = (layout: BankLayout): number => 3 - missingBankColumns(layout).length;

export const bankLayoutMessage = (missing: readonly string[]): string =>
  `Non riconosco le colonne di questo estratto conto: manca ${missing.join('; manca ')}. ` +
  'Servono una colonna per la data, una per l’importo (o due, per accrediti e addebiti) e una ' +
  'per la descrizione; Data valuta è facoltativa. Scarica dalla banca il file CSV dei movimenti.';

function amountOf(row: ExportRow, layout: BankLayout): number | string {
  const headerOf = (index: number | undefined) => layout.headers[index ?? -1] ?? '';
  const bad = (index: number | undefined, text: string) =>
    `l’importo "${text}" della colonna ${headerOf(index)} non è un importo in euro (si scrive 1.234,56)`;
  if (layout.amount !== undefined) {
    const text = cellOf(row, layout.amount);
    if (!text) return `manca l’importo (colonna ${headerOf(layout.amount)})`;
    return parseCents(text, ',') ?? bad(layout.amount, text);
  }
  const creditText = cellOf(row, layout.credit);
  const debitText = cellOf(row, layout.debit);
  const credit = creditText ? parseCents(creditText, ',') : 0;
  const debit = debitText ? parseCents(debitText, ',') : 0;
  if (credit === null) return bad(layout.credit, creditText);
  if (debit === null) return bad(layout.debit, debitText);
  if (!creditText && !debitText) {
    return `manca l’importo: le colonne ${headerOf(layout.credit)} e ${headerOf(layout.debit)} sono vuote`;
  }
  if (credit !== 0 && debit !== 0) {
    return `ha un importo sia in ${headerOf(layout.credit)} sia in ${headerOf(layout.debit)}`;
  }
  return credit !== 0 ? Math.abs(credit) : -Math.abs(debit);
}

/** The rows under the header read into lines; the first bad row stops it, naming its line. */
export async function readBankRows(
  rows: readonly ExportRow[],
  layout: BankLayout,
): Promise<ExportReading> {
  const lines: IncomingLine[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    if (isBlankRow(row)) continue;
    const dateText = cellOf(row, layout.date);
    const date = parseItalianDay(dateText);
    if (!date) {
      const what = dateText
        ? `la data "${dateText}" non è un giorno scritto gg/mm/aaaa`
        : `manca la data (colonna ${layout.headers[layout.date ?? -1] ?? ''})`;
      return problem(`Riga ${row.line}: ${what}. Non è stato importato nulla.`, row.line);
    }
    const valueText = cellOf(row, layout.valueDate);
    const valueDate = valueText ? parseItalianDay(valueText) : date;
    if (!valueDate) {
      return problem(
        `Riga ${row.line}: la data valuta "${valueText}" non è un giorno scritto gg/mm/aaaa. Non è stato importato nulla.`,
        row.line,
      );
    }
    const amount = amountOf(row, layout);
    if (typeof amount === 'string') {
      return problem(`Riga ${row.line}: ${amount}. Non è stato importato nulla.`, row.line);
    }
    const description = squeeze(
      [cellOf(row, layout.description), cellOf(row, layout.causale)].filter(Boolean).join(' — '),
    );
    // Two equal lines on one day (a donor's two equal transfers) are told apart by their order.
    const fields = [date, valueDate, String(amount), description];
    const same = fields.join('\u001f');
    const occurrence = (seen.get(same) ?? 0) + 1;
    seen.set(same, occurrence);
    lines.push({
      source: 'banca',
      line: row.line,
      date,
      valueDate,
      amountCents: amount,
      description,
      counterparty: squeeze(cellOf(row, layout.counterparty)),
      email: '',
      transactionId: '',
      importKey: await importKeyOf('banca', [...fields, String(occurrence)]),
    });
  }
  return { ok: true, export: { source: 'banca', lines, skipped: [] } };
}
