import { formatDate, formatDateTime } from '#src/lib/format/dates';

export type CsvValue = string | number | boolean | Date | readonly string[] | null | undefined;

export interface CsvColumn<T> {
  readonly header: string;
  value(row: T): CsvValue;
}

const BOM = '\uFEFF';
const LINE_END = '\r\n';
/** Excel's list separator in Italy: a comma-separated file would land in a single column. */
const SEPARATOR = ';';
export const CSV_LIST_SEPARATOR = '; ';

const invisibleStart = /^[\s\p{Cc}\p{Cf}]*/u;
const formulaSigns = new Set(['=', '+', '-', '@']);

/**
 * CSV injection: `=`, `+`, `-`, `@` after invisible characters or in a form that folds to them
 * (NFKC), or a leading tab or CR (OWASP).
 */
function mayRunAsFormula(text: string): boolean {
  if (text.startsWith('\t') || text.startsWith('\r')) return true;
  const first = text.replace(invisibleStart, '').codePointAt(0);
  if (first === undefined) return false;
  const sign = String.fromCodePoint(first);
  return formulaSigns.has(sign) || formulaSigns.has(sign.normalize('NFKC').charAt(0));
}

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** Italian Excel would drop a CAP's leading zero (`00184`) or digits past the fifteenth. */
const numberLike = /^\s*-?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?\s*$/;

/** A leading apostrophe is Excel's "this is text", which it does not show. */
function textCell(text: string): string {
  const guard = mayRunAsFormula(text) || numberLike.test(text) || text.startsWith("'");
  return quoted(guard ? `'${text}` : text);
}

/** Never `1e+21`: a `+` would start a formula. */
const plainNumber = new Intl.NumberFormat('en-US', {
  useGrouping: false,
  maximumFractionDigits: 20,
});

/** `20.5` would be read as a date by Italian Excel. */
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
 * Decision 27: a byte order mark so accents survive, `;` separators, every cell quoted, the formula
 * guard on every text cell.
 */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [
    columns.map((column) => textCell(column.header)).join(SEPARATOR),
    ...rows.map((row) => columns.map((column) => cell(column.value(row))).join(SEPARATOR)),
  ];
  return `${BOM}${lines.map((line) => `${line}${LINE_END}`).join('')}`;
}

export function csvFileName(base: string, now: Date = new Date()): string {
  return `${base}-${formatDate(now)}.csv`;
}

/** Browsers start the download when the link is clicked; the URL is released a moment later. */
const REVOKE_DELAY_MS = 1000;

export function downloadCsv(fileName: string, csv: string): void {
  downloadBlob(fileName, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}

/** Any file made in the browser (a CSV, the register's PDF), saved under `fileName`. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
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
