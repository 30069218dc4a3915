// Test support, never imported by the app: reads a CSV file the way Excel with Italian settings
// opens it on a double click, so that tests check what staff will see, not the text of the file.
// A model of Excel, written from its documented habits rather than from our writer's rules.

/** A cell as Excel would take it. */
export type ExcelCell =
  /** Excel would run it: the thing the formula guard must prevent. */
  | { readonly kind: 'formula'; readonly raw: string }
  /** Excel would read a number (`value`), e.g. `-5` or `20,5`. */
  | { readonly kind: 'number'; readonly raw: string; readonly value: number }
  /** Plain text; `shown` is what the cell shows (without the apostrophe that marks text). */
  | { readonly kind: 'text'; readonly raw: string; readonly shown: string };

const BOM = '\uFEFF';
/** Windows' list separator with Italian settings, which Excel splits CSV files on. */
const SEPARATOR = ';';

/**
 * The cells of a CSV file as Excel with Italian settings splits it: the byte order mark tells it
 * the file is UTF-8 (without it, accents come out garbled, so this throws); records end at CRLF,
 * LF or CR outside quotes; fields end at `;` outside quotes; a quoted field ends at a lone `"` and
 * `""` inside it is one quote; text after a closing quote or a quote inside an unquoted field is kept
 * as it is.
 */
export function splitItalianCsv(file: string): string[][] {
  if (!file.startsWith(BOM))
    throw new Error('No byte order mark: Excel would not read it as UTF-8');
  const text = file.slice(BOM.length);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  /** Whether anything of the current field was read (an empty quoted field counts). */
  let started = false;
  const endField = () => {
    record.push(field);
    field = '';
    started = false;
  };
  let i = 0;
  while (i < text.length) {
    const char = text.charAt(i);
    if (!started && char === '"') {
      // A quoted field: up to the lone closing quote.
      started = true;
      i += 1;
      for (;;) {
        if (i >= text.length) throw new Error('A quoted field is never closed');
        if (text[i] === '"' && text[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (text[i] === '"') {
          i += 1;
          break;
        } else {
          field += text.charAt(i);
          i += 1;
        }
      }
    } else if (char === SEPARATOR) {
      endField();
      i += 1;
    } else if (char === '\r' || char === '\n') {
      endField();
      records.push(record);
      record = [];
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      field += char;
      started = true;
      i += 1;
    }
  }
  if (started || record.length > 0) {
    endField();
    records.push(record);
  }
  return records;
}

/** A number as Italian Excel reads one: decimal comma, optional `.` grouping, optional minus. */
const italianNumber = /^ *(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))? *$/;

/** What Excel may trim or not show before a cell's first sign: spaces, control and format marks. */
const invisibleStart = /^[\s\p{Cc}\p{Cf}]*/u;

/** The first visible sign of a cell, and the plain form it folds to (NFKC: `＝` is `=`). */
function firstSigns(raw: string): string[] {
  const [first = ''] = raw.replace(invisibleStart, '');
  return [first, first.normalize('NFKC').charAt(0)];
}

/**
 * How Excel takes a cell's text: a leading apostrophe makes it text; then an Italian number is a
 * number; then it is a formula if it starts with a tab or CR, or if its first visible sign, as it is
 * or folded to its plain form, is `=`, `+`, `-` or `@`; anything else is text. (Taking folded and
 * invisible-prefixed signs as formulas errs on the side of the attack.)
 */
export function classifyExcelCell(raw: string): ExcelCell {
  if (raw.startsWith("'")) return { kind: 'text', raw, shown: raw.slice(1) };
  const number = italianNumber.exec(raw);
  if (number) {
    const [, sign = '', whole = '', fraction] = number;
    const value = Number(`${sign}${whole.replace(/\./g, '')}${fraction ? `.${fraction}` : ''}`);
    return { kind: 'number', raw, value };
  }
  const formula = /^[\t\r]/.test(raw) || firstSigns(raw).some((sign) => /^[=+\-@]$/.test(sign));
  return formula ? { kind: 'formula', raw } : { kind: 'text', raw, shown: raw };
}

/** The cells of a CSV file as Excel with Italian settings opens it, each classified. */
export function readAsItalianExcel(file: string): ExcelCell[][] {
  return splitItalianCsv(file).map((record) => record.map(classifyExcelCell));
}

/**
 * The rows of a CSV file as objects keyed by the header row, each cell as Excel takes it; throws if
 * a row has a different number of cells than the header (a separator that split a cell).
 */
export function italianExcelTable(file: string): Record<string, ExcelCell>[] {
  const [headers = [], ...rows] = readAsItalianExcel(file);
  const names = headers.map((header) => (header.kind === 'text' ? header.shown : header.raw));
  return rows.map((row, index) => {
    if (row.length !== names.length) {
      throw new Error(`Row ${index + 1} has ${row.length} cells, the header ${names.length}`);
    }
    return Object.fromEntries(row.map((cell, column) => [names[column] ?? '', cell]));
  });
}

/** What a cell shows: the text without its apostrophe, the number, or the formula's text. */
export function shownValue(cell: ExcelCell | undefined): string | number | undefined {
  if (!cell) return undefined;
  if (cell.kind === 'number') return cell.value;
  return cell.kind === 'text' ? cell.shown : cell.raw;
}
