import {
  classifyExcelCell,
  italianExcelTable,
  readAsItalianExcel,
  shownValue,
  splitItalianCsv,
} from './italian-excel';

const BOM = '\uFEFF';

describe('splitItalianCsv (the test model of Italian Excel)', () => {
  it('splits records on line ends and fields on ";" outside quotes, never on ","', () => {
    expect(splitItalianCsv(`${BOM}"a";"b, c";d\r\n"";e;\r\n`)).toEqual([
      ['a', 'b, c', 'd'],
      ['', 'e', ''],
    ]);
  });

  it('puts a comma-separated file in one column, as Italian Excel does', () => {
    expect(splitItalianCsv(`${BOM}Nome,Importo\r\nAda,20\r\n`)).toEqual([
      ['Nome,Importo'],
      ['Ada,20'],
    ]);
  });

  it('keeps separators, doubled quotes and line ends inside quotes', () => {
    expect(splitItalianCsv(`${BOM}"x;""y""\r\nz";"w\nv"\r\n`)).toEqual([['x;"y"\r\nz', 'w\nv']]);
  });

  it('ends a record at a bare LF or CR too, and keeps text after a closing quote', () => {
    expect(splitItalianCsv(`${BOM}a\nb\rc\r\n"q"r;s"t`)).toEqual([
      ['a'],
      ['b'],
      ['c'],
      ['qr', 's"t'],
    ]);
  });

  it('refuses a file without a byte order mark or with an unclosed quote', () => {
    expect(() => splitItalianCsv('"a"\r\n')).toThrow(/byte order mark/);
    expect(() => splitItalianCsv(`${BOM}"a\r\n`)).toThrow(/never closed/);
  });
});

describe('classifyExcelCell', () => {
  it('reads Italian numbers: decimal comma, optional grouping, minus', () => {
    expect(classifyExcelCell('-5')).toEqual({ kind: 'number', raw: '-5', value: -5 });
    expect(shownValue(classifyExcelCell('20,5'))).toBe(20.5);
    expect(shownValue(classifyExcelCell('1.234,5'))).toBe(1234.5);
    expect(shownValue(classifyExcelCell(' 0 '))).toBe(0);
    // A decimal point is a date or text to Italian Excel, not a number.
    expect(classifyExcelCell('20.5').kind).toBe('text');
    expect(classifyExcelCell('1,2,3').kind).toBe('text');
  });

  it('takes a formula sign, even after blanks or in a folded form, as a formula', () => {
    for (const raw of [
      '=1+1',
      '+39 333 1234567',
      '-2+3',
      '@SUM(A1)',
      '\tcalc',
      '\rcalc',
      ' =cmd',
      '\u00a0=cmd',
      '\u200b@x',
      '\uFF1D1+1', // full-width =
      '\uFE63x', // small hyphen-minus
    ]) {
      expect(classifyExcelCell(raw).kind, JSON.stringify(raw)).toBe('formula');
    }
  });

  it('takes an apostrophe as "this is text" and shows the text without it', () => {
    expect(classifyExcelCell("'=1+1")).toEqual({ kind: 'text', raw: "'=1+1", shown: '=1+1' });
    expect(classifyExcelCell('a=b')).toEqual({ kind: 'text', raw: 'a=b', shown: 'a=b' });
  });
});

describe('italianExcelTable', () => {
  it('keys each row by the headers', () => {
    const [row] = italianExcelTable(`${BOM}"Nome";"Importo"\r\n"Ada";"-5"\r\n`);
    expect(shownValue(row?.Nome)).toBe('Ada');
    expect(row?.Importo?.kind).toBe('number');
    expect(readAsItalianExcel(`${BOM}"a"\r\n`)).toEqual([[{ kind: 'text', raw: 'a', shown: 'a' }]]);
  });

  it('refuses a row whose cells do not line up with the headers', () => {
    expect(() => italianExcelTable(`${BOM}"Nome";"Nota"\r\n"Ada";Grazie;=1\r\n`)).toThrow(
      /Row 1 has 3 cells, the header 2/,
    );
  });
});
