import { formatDate, formatDateTime } from './date-time';

export { formatDateTime } from './date-time';

/** What a CSV column may hold in a row: text, a number, a flag, a date-time or a list of texts. */
export type CsvValue = string | number | boolean | Date | readonly string[] | null | undefined;

export interface CsvColumn<T> {
  readonly header: string;
  value(row: T): CsvValue;
}

const BOM = '\uFEFF';
const LINE_END = '\r\n';
export const CSV_LIST_SEPARATOR = '; ';

/**
 * A spreadsheet runs a cell beginning with one of these as a formula (CSV injection): such text is
 * written with a leading apostrophe, which spreadsheets show as text.
 */
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

/** A text cell: guarded against formulas, quoted when it holds a comma, a quote or a line end. */
function textCell(text: string): string {
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return needsQuotes.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  // Numbers stay numbers: a negative amount is not a formula.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'string') return textCell(value);
  return textCell(value.join(CSV_LIST_SEPARATOR));
}

/**
 * A CSV file as spreadsheets in Italy open it correctly: UTF-8 with a byte order mark (so accents
 * survive Excel), comma separators, CRLF line ends and RFC 4180 quoting. Date-times are written as
 * `YYYY-MM-DDTHH:mm:ss` (Italian time), lists joined with "; ", missing values empty.
 */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [
    columns.map((column) => textCell(column.header)).join(','),
    ...rows.map((row) => columns.map((column) => cell(column.value(row))).join(',')),
  ];
  return `${BOM}${lines.map((line) => `${line}${LINE_END}`).join('')}`;
}

/** `base-YYYY-MM-DD.csv`, dated in Italy. */
export function csvFileName(base: string, now: Date = new Date()): string {
  return `${base}-${formatDate(now)}.csv`;
}

/** Browsers start the download when the link is clicked; the URL is released a moment later. */
const REVOKE_DELAY_MS = 1000;

/** Saves a CSV text as a file on the staff member's computer. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  }
}
