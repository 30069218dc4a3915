import { formatDate, formatDateTime } from '#src/lib/format/dates';

/** What a CSV column may hold in a row: text, a number, a flag, a date-time or a list of texts. */
export type CsvValue = string | number | boolean | Date | readonly string[] | null | undefined;

export interface CsvColumn<T> {
  readonly header: string;
  value(row: T): CsvValue;
}

const BOM = '\uFEFF';
const LINE_END = '\r\n';
/** Excel's list separator in Italy: a comma-separated file would land in a single column. */
const SEPARATOR = ';';
/** Inside a quoted cell, so it never splits it. */
export const CSV_LIST_SEPARATOR = '; ';

/** What a spreadsheet may trim or not show before a cell's first sign. */
const invisibleStart = /^[\s\p{Cc}\p{Cf}]*/u;
const formulaSigns = new Set(['=', '+', '-', '@']);

/**
 * Whether a spreadsheet could run the text as a formula (CSV injection). A formula starts with `=`,
 * or `+`, `-`, `@` (Lotus habits Excel kept). The sign counts:
 * - after anything a spreadsheet may trim or not show: white space (`\s` covers no-break and
 *   ideographic spaces), control characters (`\p{Cc}`) and invisible format marks (`\p{Cf}`:
 *   zero-width spaces, direction marks, byte order marks);
 * - in any form that folds to it (NFKC): full-width `＝＋－＠` and small `﹦﹢﹣﹫`, which East Asian
 *   input methods type and Excel can take as the ASCII sign, superscript `⁺`, and so on;
 * - a leading tab or CR whatever follows (OWASP).
 */
function mayRunAsFormula(text: string): boolean {
  if (text.startsWith('\t') || text.startsWith('\r')) return true;
  const first = text.replace(invisibleStart, '').codePointAt(0);
  if (first === undefined) return false;
  const sign = String.fromCodePoint(first);
  return formulaSigns.has(sign) || formulaSigns.has(sign.normalize('NFKC').charAt(0));
}

/** Every cell is quoted (RFC 4180): separators, quotes and line ends inside stay in the cell. */
const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * Text Italian Excel would turn into a number, losing what makes it text: the leading zero of a CAP
 * (`00184` would become 184) or of a phone number, digits past the fifteenth.
 */
const numberLike = /^\s*-?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?\s*$/;

/**
 * A text cell. Text that could run as a formula, that Excel would read as a number, or that starts
 * with an apostrophe (Excel would hide it) gets a leading apostrophe: Excel's "this is text", which
 * it does not show.
 */
function textCell(text: string): string {
  const guard = mayRunAsFormula(text) || numberLike.test(text) || text.startsWith("'");
  return quoted(guard ? `'${text}` : text);
}

/** Plain decimal notation at any size (never `1e+21`: a `+` would start a formula). */
const plainNumber = new Intl.NumberFormat('en-US', {
  useGrouping: false,
  maximumFractionDigits: 20,
});

/**
 * A number as Italian Excel reads one: decimal comma, no grouping, `-` only in front of digits (a
 * number, not a formula). `20.5` would be read as a date.
 */
function numberCell(value: number): string {
  if (!Number.isFinite(value)) return quoted('');
  // `+ 0` turns -0 into 0.
  return quoted(plainNumber.format(value + 0).replace('.', ','));
}

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return quoted('');
  if (typeof value === 'number') return numberCell(value);
  if (typeof value === 'boolean') return quoted(value ? 'Sì' : 'No');
  if (value instanceof Date) return textCell(formatDateTime(value));
  if (typeof value === 'string') return textCell(value);
  return textCell(value.join(CSV_LIST_SEPARATOR));
}

/**
 * A CSV file as Excel with Italian settings opens it (decision 27): UTF-8 with a byte order mark (so
 * accents survive), `;` separators, every cell quoted, CRLF line ends, the formula guard on every
 * text cell (headers included), numbers with a decimal comma. Date-times are written as
 * `YYYY-MM-DDTHH:mm:ss` (Italian time), lists joined with "; ", flags as Sì/No, missing values empty.
 */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [
    columns.map((column) => textCell(column.header)).join(SEPARATOR),
    ...rows.map((row) => columns.map((column) => cell(column.value(row))).join(SEPARATOR)),
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
