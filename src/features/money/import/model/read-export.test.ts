import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMPORT_KEY_PATTERN } from './import-key';
import type { ExportReading, ReadExport } from './import-line';
import { decodeExport, readExport } from './read-export';

const samples = join(import.meta.dirname, '..', 'samples');
const sample = (name: string) => new Uint8Array(readFileSync(join(samples, name)));

function read(reading: ExportReading): ReadExport {
  if (!reading.ok) throw new Error(reading.problem.message);
  return reading.export;
}

function failure(reading: ExportReading) {
  if (reading.ok) throw new Error('read, not refused');
  return reading.problem;
}

const bankHeader = 'Data contabile;Data valuta;Importo;Descrizione';

describe('the bank sample (Windows-1252, a header after the account lines, two amount columns)', () => {
  it('reads every movement, in and out, with its line and cents', async () => {
    const bank = read(await readExport(sample('banca-estratto-conto.csv')));
    expect(bank.source).toBe('banca');
    expect(bank.lines).toHaveLength(15);
    expect(bank.lines[0]).toMatchObject({
      line: 7,
      date: '2026-03-02',
      valueDate: '2026-03-02',
      amountCents: 2000,
      description: 'BONIFICO A VOSTRO FAVORE DA GALLO MARTA — CERCHIA DI ADA MARZO 2026',
    });
    expect(bank.lines.find((line) => line.line === 11)?.amountCents).toBe(125000);
    expect(bank.lines.find((line) => line.line === 20)).toMatchObject({ amountCents: 500000 });
    // Addebiti are money out.
    expect(bank.lines.find((line) => line.line === 9)?.amountCents).toBe(-4590);
    // A description with a semicolon inside its quotes stays one cell.
    expect(bank.lines.find((line) => line.line === 10)?.description).toBe(
      'BONIFICO DA BELLANDI MARCO — Cerchia T4XC-W6SW; quota di marzo',
    );
    // Windows-1252's à read as à.
    expect(bank.lines.find((line) => line.line === 18)?.description).toContain('à voi');
    expect(new Set(bank.lines.map((line) => line.importKey)).size).toBe(15);
    for (const line of bank.lines) expect(line.importKey).toMatch(IMPORT_KEY_PATTERN);
  });

  it('gives the same keys to the same lines in a later, overlapping export', async () => {
    const text = decodeExport(sample('banca-estratto-conto.csv'));
    const all = read(await readExport(text)).lines;
    const rows = text.split('\r\n');
    // The later export: the same header, the last five movements and one new one.
    const later = [rows[5], ...rows.slice(-6, -1), '01/04/2026;01/04/2026;;20,00;NUOVO;X'].join(
      '\n',
    );
    const again = read(await readExport(later)).lines;
    expect(again.slice(0, 5).map((line) => line.importKey)).toEqual(
      all.slice(-5).map((line) => line.importKey),
    );
    expect(all.map((line) => line.importKey)).not.toContain(again[5]?.importKey);
  });

  it('reads the same file written in UTF-8 with a BOM, as Excel writes it', async () => {
    const text = decodeExport(sample('banca-estratto-conto.csv'));
    const withBom = new TextEncoder().encode(`\uFEFF${text}`);
    const lines = read(await readExport(withBom)).lines;
    expect(lines).toHaveLength(15);
    expect(lines.find((line) => line.line === 18)?.description).toContain('à voi');
  });

  it('tells two equal transfers on one day apart', async () => {
    const text = [
      bankHeader,
      '02/03/2026;02/03/2026;20,00;GALLO',
      '02/03/2026;02/03/2026;20,00;GALLO',
    ];
    const lines = read(await readExport(text.join('\n'))).lines;
    expect(lines[0]?.importKey).not.toBe(lines[1]?.importKey);
  });
});

describe('a bank export of another layout', () => {
  it('finds its columns by their words in any order, with one signed Importo', async () => {
    const text = [
      '\uFEFFCausale;Importo (EUR);Valuta;Data operazione',
      '"Bonifico da Rossi; cerchia";-1.234,56;03/02/2026;04/02/2026',
      'Accredito;+20,00;05/02/2026;05/02/2026',
    ].join('\r\n');
    const lines = read(await readExport(text)).lines;
    expect(lines).toMatchObject([
      { line: 2, date: '2026-02-04', valueDate: '2026-02-03', amountCents: -123456 },
      { line: 3, date: '2026-02-05', amountCents: 2000 },
    ]);
    expect(lines[0]?.description).toBe('Bonifico da Rossi; cerchia');
  });

  it('reads Dare and Avere, and Entrate and Uscite', async () => {
    const dareAvere =
      'Data;Dare;Avere;Descrizione\n01/02/2026;10,00;;Spesa\n02/02/2026;;30,00;Dono';
    expect(read(await readExport(dareAvere)).lines.map((line) => line.amountCents)).toEqual([
      -1000, 3000,
    ]);
    const entrate = 'Entrate;Uscite;Data contabile;Descrizione\n5,00;;01/02/2026;Dono';
    expect(read(await readExport(entrate)).lines[0]?.amountCents).toBe(500);
  });

  it('names the columns it needs when the layout is unknown', async () => {
    const problem = failure(await readExport('Giorno;Soldi;Note\n01/02/2026;10,00;x'));
    expect(problem.message).toContain('manca la data (Data contabile, Data operazione o Data)');
    expect(problem.message).toContain('Accrediti e Addebiti');
    expect(problem.message).toContain('Descrizione o Causale');
  });

  it('names what a nearly right layout lacks', async () => {
    const problem = failure(await readExport('Data contabile;Importo;Note\n01/02/2026;10,00;x'));
    expect(problem.message).toContain('manca la descrizione (Descrizione o Causale)');
    expect(problem.message).not.toContain('manca la data');
  });

  it('refuses the whole file over a line with no date, naming the line', async () => {
    const text = [bankHeader, '02/03/2026;02/03/2026;20,00;A', ';02/03/2026;30,00;B'].join('\n');
    const problem = failure(await readExport(text));
    expect(problem).toEqual({
      line: 3,
      message: 'Riga 3: manca la data (colonna Data contabile). Non è stato importato nulla.',
    });
  });

  it('refuses a wrong date, a bad amount, both amounts or none, naming the line', async () => {
    const cases: [string, string][] = [
      ['31/02/2026;;20,00;A', 'Riga 2: la data "31/02/2026" non è un giorno scritto gg/mm/aaaa'],
      ['01/02/2026;;venti;A', 'Riga 2: l’importo "venti" della colonna Importo non è un importo'],
      ['01/02/2026;;20.5;A', 'Riga 2: l’importo "20.5"'],
      ['01/02/2026;;;A', 'Riga 2: manca l’importo (colonna Importo)'],
      ['01/02/2026;2026-02-01;20,00;A', 'Riga 2: la data valuta "2026-02-01"'],
    ];
    for (const [row, message] of cases) {
      expect(failure(await readExport(`${bankHeader}\n${row}`)).message).toContain(message);
    }
    const pair = 'Data;Accrediti;Addebiti;Causale';
    expect(failure(await readExport(`${pair}\n01/02/2026;1,00;2,00;A`)).message).toBe(
      'Riga 2: ha un importo sia in Accrediti sia in Addebiti. Non è stato importato nulla.',
    );
    expect(failure(await readExport(`${pair}\n01/02/2026;;;A`)).message).toContain(
      'Riga 2: manca l’importo: le colonne Accrediti e Addebiti sono vuote',
    );
  });

  it('says so for an empty file or a broken quote', async () => {
    expect(failure(await readExport('')).message).toBe('Il file è vuoto.');
    expect(failure(await readExport(new Uint8Array([0xef, 0xbb, 0xbf]))).message).toBe(
      'Il file è vuoto.',
    );
    const broken = `${bankHeader}\n01/02/2026;;20,00;"non chiusa\n`;
    expect(failure(await readExport(broken)).message).toContain('non è un CSV leggibile');
  });
});

describe('the PayPal sample (Italian, UTF-8 with a BOM)', () => {
  it('reads the completed lines by their transaction id, and leaves the pending one out', async () => {
    const paypal = read(await readExport(sample('paypal-attivita.csv')));
    expect(paypal.source).toBe('paypal');
    expect(paypal.lines.map((line) => line.amountCents)).toEqual([
      3000, 2000, 100000, -90000, 1500,
    ]);
    expect(paypal.lines[0]).toMatchObject({
      line: 2,
      date: '2026-03-01',
      counterparty: 'Elena Marchetti',
      email: 'elena.marchetti@example.com',
      transactionId: '7XK21954MB0836512',
      description: 'Per i cavalli anziani — Donazione a Equinozio ODV',
    });
    expect(paypal.skipped).toEqual([
      { line: 4, reason: 'stato "In sospeso": il pagamento non è completato' },
    ]);
  });

  it('reads the English columns, with dot amounts, and keys by transaction id alone', async () => {
    const text = [
      'Date,Time,TimeZone,Name,Type,Status,Currency,Gross,Fee,Net,From Email Address,Transaction ID,Note',
      '29/12/2025,07:45:51,CET,Anna Neri,Donation Payment,Completed,EUR,84,-4.25,79.75,a@example.com,TID1,Grazie',
      '30/12/2025,07:45:51,CET,,Currency Conversion,Completed,USD,-50,0,-50,,TID2,',
    ].join('\n');
    const paypal = read(await readExport(text));
    expect(paypal.lines).toMatchObject([{ amountCents: 8400, transactionId: 'TID1' }]);
    expect(paypal.skipped).toEqual([{ line: 3, reason: 'in USD: si importano solo gli euro' }]);
    const italian = read(await readExport(sample('paypal-attivita.csv')));
    const same = text.replace('TID1', '7XK21954MB0836512');
    expect(read(await readExport(same)).lines[0]?.importKey).toBe(italian.lines[0]?.importKey);
  });

  it('refuses a completed line with no date, naming it', async () => {
    const text = 'Data,Nome,Stato,Valuta,Lordo,Codice transazione\n,Anna,Completata,EUR,"10,00",X1';
    expect(failure(await readExport(text))).toMatchObject({ line: 2 });
  });
});

describe('the Stripe sample', () => {
  it('reads paid payments, a refund as money out, and the day in Italy', async () => {
    const stripe = read(await readExport(sample('stripe-pagamenti.csv')));
    expect(stripe.source).toBe('stripe');
    expect(stripe.lines.map((line) => [line.date, line.amountCents])).toEqual([
      ['2026-03-02', 2500],
      ['2026-03-08', 4000],
      // 23:30 UTC on 20 March is 00:30 in Rome on the 21st.
      ['2026-03-21', 6000],
      ['2026-03-21', -6000],
      ['2026-04-01', 10000],
    ]);
    expect(stripe.lines[1]).toMatchObject({
      counterparty: 'Marco Bellandi',
      email: 'marco.bellandi@example.com',
      description: 'Cerchia T4XC-W6SW, quota aprile',
    });
    expect(stripe.skipped).toEqual([
      { line: 4, reason: 'stato "Failed": nessun denaro è arrivato' },
    ]);
    expect(stripe.lines[2]?.importKey).not.toBe(stripe.lines[3]?.importKey);
  });
});
