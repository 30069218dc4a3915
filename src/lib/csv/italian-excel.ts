// Test support, never imported by the app: a model of Excel from its documented habits, not from
// our writer's rules.

export type ExcelCell =
  | { readonly kind: 'formula'; readonly raw: string }
  | { readonly kind: 'number'; readonly raw: string; readonly value: number }
  | { readonly kind: 'text'; readonly raw: string; readonly shown: string };

const BOM = '\uFEFF';
const SEPARATOR = ';';

/** Throws without a byte order mark: Excel would garble the accents. */
export function splitItalianCsv(file: string): string[][] {
  if (!file.startsWith(BOM))
    throw new Error('No byte order mark: Excel would not read it as UTF-8');
  const text = file.slice(BOM.length);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
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

const italianNumber = /^ *(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))? *$/;

const invisibleStart = /^[\s\p{Cc}\p{Cf}]*/u;

function firstSigns(raw: string): string[] {
  const [first = ''] = raw.replace(invisibleStart, '');
  return [first, first.normalize('NFKC').charAt(0)];
}

/** Taking folded and invisible-prefixed signs as formulas errs on the side of the attack. */
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

export function readAsItalianExcel(file: string): ExcelCell[][] {
  return splitItalianCsv(file).map((record) => record.map(classifyExcelCell));
}

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

export function shownValue(cell: ExcelCell | undefined): string | number | undefined {
  if (!cell) return undefined;
  if (cell.kind === 'number') return cell.value;
  return cell.kind === 'text' ? cell.shown : cell.raw;
}
