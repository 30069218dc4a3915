// @vitest-environment jsdom
import { csvFileName, downloadCsv, toCsv, type CsvColumn } from './csv';
import { italianExcelTable, readAsItalianExcel, shownValue } from './italian-excel';

interface Row {
  name: string;
  amount?: number | null;
  date?: Date;
  horses?: string[];
  ok?: boolean;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Nome', value: (row) => row.name },
  { header: 'Importo', value: (row) => row.amount },
  { header: 'Data', value: (row) => row.date },
  { header: 'Cavalli', value: (row) => row.horses },
  { header: 'Newsletter', value: (row) => row.ok },
];

const BOM = '\uFEFF';

const excel = (csv: string) => readAsItalianExcel(csv);
const onlyRow = (csv: string) => {
  const rows = italianExcelTable(csv);
  expect(rows).toHaveLength(1);
  return rows[0] ?? {};
};

const attacks = [
  '=1+1',
  '=WEBSERVICE("http://x")',
  '=HYPERLINK("http://x","clic")',
  "=cmd|' /C calc'!A0",
  '+39 333 1234567',
  '-2+3',
  '-',
  '@SUM(A1:A2)',
  '\t=1+1',
  '\tcalc',
  '\rcalc',
  '\n=1+1',
  ' =cmd',
  '   +1',
  '\u00a0=1+1', // no-break space
  '\u3000=1+1', // ideographic space
  '\u200b=1+1', // zero-width space
  '\u200e=1+1', // left-to-right mark
  '\uFEFF=1+1', // a byte order mark inside the text
  '\uFF1D1+1', // full-width =
  '\uFF0B39 333', // full-width +
  '\uFF0D2+3', // full-width -
  '\uFF20SUM(A1)', // full-width @
  '\uFE661+1', // small =
  '\u207A1', // superscript +
  '=\u0338', // = with a combining stroke (NFC would make it ≠)
];

describe('toCsv', () => {
  it('starts with the UTF-8 byte order mark; every cell quoted, ";" between them, CRLF after every line', () => {
    const csv = toCsv(columns, [{ name: 'Ada', amount: 3 }]);
    expect(csv).toBe(
      `${BOM}"Nome";"Importo";"Data";"Cavalli";"Newsletter"\r\n"Ada";"3";"";"";""\r\n`,
    );
  });

  it('has only the header line for no rows', () => {
    expect(toCsv(columns, [])).toBe(`${BOM}"Nome";"Importo";"Data";"Cavalli";"Newsletter"\r\n`);
  });

  it('puts every column in its own cell in Italian Excel', () => {
    const csv = toCsv(columns, [
      { name: 'Rossi, Maria; Bianchi', amount: 1, horses: ['a', 'b'], ok: true },
    ]);
    const [headers, row] = excel(csv);
    expect(headers?.map(shownValue)).toEqual(['Nome', 'Importo', 'Data', 'Cavalli', 'Newsletter']);
    expect(row?.map(shownValue)).toEqual(['Rossi, Maria; Bianchi', 1, '', 'a; b', 'Sì']);
  });

  it('keeps a note with ";" and a formula in one text cell', () => {
    for (const name of ['Grazie;=WEBSERVICE("http://x")', 'Grazie;=WEBSERVICE(A1)']) {
      const row = onlyRow(toCsv(columns, [{ name }]));
      expect(row.Nome).toEqual({ kind: 'text', raw: name, shown: name });
      expect(Object.keys(row)).toHaveLength(columns.length);
    }
  });

  it('keeps accents and other letters as they are', () => {
    const name = "Perché c'è già l'Oasi — sì ✓ Zoë Ñ 馬";
    expect(shownValue(onlyRow(toCsv(columns, [{ name }])).Nome)).toBe(name);
  });

  it('round-trips quotes, separators and line ends inside a cell', () => {
    const names = ['Detto "il Saggio"', 'riga uno\nriga due', 'a\r\nb;c', '"', '""', ';', '\r\n'];
    const rows = italianExcelTable(
      toCsv(
        columns,
        names.map((name) => ({ name })),
      ),
    );
    expect(rows.map((row) => shownValue(row.Nome))).toEqual(names);
  });

  it('guards every text that Excel could run as a formula, and shows it unchanged', () => {
    const rows = italianExcelTable(
      toCsv(
        columns,
        attacks.map((name) => ({ name })),
      ),
    );
    expect(rows).toHaveLength(attacks.length);
    rows.forEach((row, i) => {
      expect(row.Nome?.kind, JSON.stringify(attacks[i])).toBe('text');
      expect(shownValue(row.Nome)).toBe(attacks[i]);
    });
  });

  it('leaves a text alone that is no formula', () => {
    const safe = ['a=b', 'Grazie', '39 333', '2+2', '\u2212' + '5', "l'anno"];
    const rows = italianExcelTable(
      toCsv(
        columns,
        safe.map((name) => ({ name })),
      ),
    );
    expect(rows.map((row) => row.Nome?.raw)).toEqual(safe);
  });

  it('no single sign, whatever it is, makes a text run as a formula', () => {
    const names: string[] = [];
    for (let code = 0; code <= 0xffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue; // lone surrogates are no text
      const sign = String.fromCharCode(code);
      names.push(`${sign}1+1`, `${sign}=1+1`, ` ${sign}1`);
    }
    const rows = italianExcelTable(
      toCsv(
        columns,
        names.map((name) => ({ name })),
      ),
    );
    const formulas = rows.filter((row) => row.Nome?.kind === 'formula').map((row) => row.Nome);
    expect(formulas).toEqual([]);
  }, 30_000); // 196,000 rows: slow on a busy machine

  it('guards the headers too', () => {
    const csv = toCsv(
      [
        { header: 'Nome; cognome', value: () => '' },
        { header: '=1', value: () => '' },
      ],
      [{}],
    );
    const [headers] = excel(csv);
    expect(headers).toEqual([
      { kind: 'text', raw: 'Nome; cognome', shown: 'Nome; cognome' },
      { kind: 'text', raw: "'=1", shown: '=1' },
    ]);
  });

  it('keeps text that Excel would read as a number, or whose apostrophe it would hide, as is', () => {
    const texts = [
      '00184', // a CAP keeps its leading zero
      '06500',
      '0612345678',
      '123456789012345678',
      '12,5',
      '1.234',
      ' -5 ',
      "'già tra apici'",
    ];
    const rows = italianExcelTable(
      toCsv(
        columns,
        texts.map((name) => ({ name })),
      ),
    );
    expect(rows.map((row) => row.Nome)).toEqual(
      texts.map((text) => ({ kind: 'text', raw: `'${text}`, shown: text })),
    );
  });

  it('writes numbers as Italian Excel reads them: decimal comma, a negative one is no formula', () => {
    const amounts = [-5, 20.5, 0, -0, 1234.5, -1234567.891, 0.1 + 0.2, 1e21, 1e-7, 2 ** 53];
    const csv = toCsv(
      columns,
      amounts.map((amount) => ({ name: 'a', amount })),
    );
    const cells = italianExcelTable(csv).map((row) => row.Importo);
    expect(cells.map((cell) => cell?.kind)).toEqual(amounts.map(() => 'number'));
    expect(cells.map(shownValue)).toEqual(amounts.map((amount) => amount + 0));
    expect(cells.slice(0, 4).map((cell) => cell?.raw)).toEqual(['-5', '20,5', '0', '0']);
    expect(cells[7]?.raw).toBe('1000000000000000000000'); // never 1e+21
  });

  it('leaves a missing or impossible number empty', () => {
    const csv = toCsv(
      columns,
      [Number.NaN, Number.POSITIVE_INFINITY, null, undefined].map((amount) => ({
        name: 'a',
        amount,
      })),
    );
    expect(italianExcelTable(csv).map((row) => row.Importo)).toEqual(
      Array(4).fill({ kind: 'text', raw: '', shown: '' }),
    );
  });

  it('writes date-times as YYYY-MM-DDTHH:mm:ss in Italian time', () => {
    const csv = toCsv(columns, [{ name: 'a', date: new Date('2026-04-18T08:00:00.123Z') }]);
    expect(onlyRow(csv).Data).toEqual({
      kind: 'text',
      raw: '2026-04-18T10:00:00',
      shown: '2026-04-18T10:00:00',
    });
  });

  it('joins lists with "; " in one cell, guarding the joined text', () => {
    const csv = toCsv(columns, [
      { name: 'a', horses: ['ada', 'benji'] },
      { name: 'b', horses: [] },
      { name: 'c', horses: ['-x', 'y;z'] },
      { name: 'd', horses: ['ada', '=1+1'] },
    ]);
    const cells = italianExcelTable(csv).map((row) => row.Cavalli);
    expect(cells.map((cell) => cell?.kind)).toEqual(['text', 'text', 'text', 'text']);
    expect(cells.map((cell) => cell?.raw)).toEqual(['ada; benji', '', "'-x; y;z", 'ada; =1+1']);
  });

  it('writes flags as Sì and No', () => {
    const csv = toCsv(columns, [
      { name: 'a', ok: true },
      { name: 'b', ok: false },
    ]);
    expect(italianExcelTable(csv).map((row) => shownValue(row.Newsletter))).toEqual(['Sì', 'No']);
  });
});

describe('csvFileName', () => {
  it('adds the date in Italy and the extension', () => {
    expect(csvFileName('candidature-adozione', new Date('2026-05-31T22:30:00Z'))).toBe(
      'candidature-adozione-2026-06-01.csv',
    );
  });
});

describe('downloadCsv', () => {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv-1');
  const revokeObjectURL = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  afterEach(() => {
    vi.useRealTimers();
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
  });

  it('clicks a temporary link to a blob of the text, then removes it and revokes the URL', async () => {
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
      expect(document.body.contains(this)).toBe(true);
    });
    const csv = toCsv(columns, [{ name: 'Perché' }]);

    downloadCsv('eventi-2026-04-18.csv', csv);

    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('eventi-2026-04-18.csv');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:csv-1');
    expect(document.body.contains(clicked[0] ?? null)).toBe(false);
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM, in UTF-8
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv-1');
    click.mockRestore();
  });
});
