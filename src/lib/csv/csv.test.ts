import { csvFileName, downloadCsv, toCsv, type CsvColumn } from './csv';

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

/** The lines of a CSV text without the BOM and the last line end. */
const lines = (csv: string) => csv.slice(1).replace(/\r\n$/, '').split('\r\n');

describe('toCsv', () => {
  it('starts with the UTF-8 byte order mark, then the headers, CRLF after every line', () => {
    const csv = toCsv(columns, [{ name: 'Ada' }]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv).toBe(`${BOM}Nome,Importo,Data,Cavalli,Newsletter\r\nAda,,,,\r\n`);
  });

  it('has only the header line for no rows', () => {
    expect(toCsv(columns, [])).toBe(`${BOM}Nome,Importo,Data,Cavalli,Newsletter\r\n`);
  });

  it('keeps accents and other letters as they are', () => {
    const csv = toCsv(columns, [{ name: "Perché c'è già l'Oasi — sì ✓" }]);
    expect(lines(csv)[1]).toBe("Perché c'è già l'Oasi — sì ✓,,,,");
  });

  it('quotes fields with commas, quotes and line ends (RFC 4180), doubling quotes', () => {
    const csv = toCsv(columns, [
      { name: 'Rossi, Maria' },
      { name: 'Detto "il Saggio"' },
      { name: 'riga uno\nriga due' },
      { name: 'a\r\nb' },
    ]);
    expect(csv).toContain('\r\n"Rossi, Maria",,,,\r\n');
    expect(csv).toContain('\r\n"Detto ""il Saggio""",,,,\r\n');
    expect(csv).toContain('\r\n"riga uno\nriga due",,,,\r\n');
    expect(csv).toContain('\r\n"a\r\nb",,,,\r\n');
  });

  it('guards text that a spreadsheet would run as a formula', () => {
    const names = ['=SUM(A1:A2)', '+39 333 1234567', '-2+3', '@cmd', '\tcalc', '\rcalc'];
    const csv = toCsv(
      columns,
      names.map((name) => ({ name })),
    );
    expect(
      lines(csv)
        .slice(1)
        .map((line) => line.split(',')[0]),
    ).toEqual(["'=SUM(A1:A2)", "'+39 333 1234567", "'-2+3", "'@cmd", "'\tcalc", `"'\rcalc"`]);
    // The guard comes before the quoting: a quoted formula is still guarded.
    expect(lines(toCsv(columns, [{ name: '=HYPERLINK("x","y")' }]))[1]).toBe(
      `"'=HYPERLINK(""x"",""y"")",,,,`,
    );
  });

  it('leaves numbers as numbers, negative ones included', () => {
    const csv = toCsv(columns, [
      { name: 'a', amount: -20 },
      { name: 'b', amount: 12.5 },
      { name: 'c', amount: 0 },
      { name: 'd', amount: Number.NaN },
      { name: 'e', amount: null },
    ]);
    expect(lines(csv).slice(1)).toEqual(['a,-20,,,', 'b,12.5,,,', 'c,0,,,', 'd,,,,', 'e,,,,']);
  });

  it('writes date-times as YYYY-MM-DDTHH:mm:ss in Italian time', () => {
    const csv = toCsv(columns, [{ name: 'a', date: new Date('2026-04-18T08:00:00.123Z') }]);
    expect(lines(csv)[1]).toBe('a,,2026-04-18T10:00:00,,');
  });

  it('joins lists with "; " and guards and quotes the joined text', () => {
    const csv = toCsv(columns, [
      { name: 'a', horses: ['ada', 'benji'] },
      { name: 'b', horses: [] },
      { name: 'c', horses: ['-x', 'y,z'] },
    ]);
    expect(lines(csv).slice(1)).toEqual(['a,,,ada; benji,', 'b,,,,', `c,,,"'-x; y,z",`]);
  });

  it('writes flags as Sì and No', () => {
    const csv = toCsv(columns, [
      { name: 'a', ok: true },
      { name: 'b', ok: false },
    ]);
    expect(lines(csv).slice(1)).toEqual(['a,,,,Sì', 'b,,,,No']);
  });

  it('quotes and guards headers too', () => {
    const csv = toCsv(
      [
        { header: 'Nome, cognome', value: () => '' },
        { header: '=1', value: () => '' },
      ],
      [{}],
    );
    expect(lines(csv)[0]).toBe(`"Nome, cognome",'=1`);
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
