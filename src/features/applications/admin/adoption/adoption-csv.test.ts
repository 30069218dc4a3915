import { toCsv } from '#src/lib/csv/csv';
import { italianExcelTable, readAsItalianExcel, shownValue } from '#src/lib/csv/italian-excel';
import { anAdoptionApplication } from '#src/test-support/factories';
import {
  adoptionApplicationSchema,
  type AdoptionApplication,
} from '../../model/adoption-application';
import { adoptionCsvColumns } from './adoption-csv';
import { adoptionFieldLabels } from './adoption-fields';

function exported(row: AdoptionApplication): Record<string, string | number | undefined> {
  const [cells = {}] = italianExcelTable(toCsv(adoptionCsvColumns, [row]));
  return Object.fromEntries(
    Object.entries(cells).map(([header, cell]) => [header, shownValue(cell)]),
  );
}

describe('the adoption CSV columns', () => {
  it('cover every field once, with Italian headers', () => {
    const fields = Object.keys(adoptionApplicationSchema.def.shape);
    expect(adoptionCsvColumns).toHaveLength(fields.length);
    const headers = adoptionCsvColumns.map((column) => column.header);
    expect(new Set(headers).size).toBe(headers.length);
    expect(headers.slice(0, 4)).toEqual(['Codice', 'Data', 'Valutazione', 'Preadozione']);
    expect(headers).toContain('Perché vuole adottare');
    expect(headers).toContain("Note sull'alimentazione");
  });

  it('write labels, flags, dates, lists and accented text', () => {
    const row = anAdoptionApplication({
      evaluation: '',
      homecheck: 'Non necessario',
      givenName: 'Niccolò',
      region: "Valle d'Aosta",
      horses: ['benji', 'margarita'],
      newsletterUpdates: true,
      humanWhy: 'Perché sì: è il compagno giusto',
      date: new Date('2025-07-06T17:48:09Z'),
    });
    expect(exported(row)).toMatchObject({
      Codice: 'adozione-001',
      Data: '2025-07-06T19:48:09',
      Valutazione: 'Da valutare',
      Preadozione: 'Non necessario',
      Nome: 'Niccolò',
      Regione: "Valle d'Aosta",
      'Cavalli richiesti': 'benji; margarita',
      'Newsletter: aggiornamenti': 'Sì',
      'Newsletter: adozioni': 'No',
      'Perché vuole adottare': 'Perché sì: è il compagno giusto',
    });
    expect(exported(anAdoptionApplication({ evaluation: 'Bocciato' })).Valutazione).toBe(
      'Bocciato',
    );
  });

  it('make a file Italian Excel opens: a header row and one row per application', () => {
    const csv = toCsv(adoptionCsvColumns, [
      anAdoptionApplication({ slug: 'adozione-001' }),
      anAdoptionApplication({ slug: 'adozione-002' }),
    ]);
    const [headers, ...rows] = readAsItalianExcel(csv);
    expect(headers?.slice(0, 6).map(shownValue)).toEqual([
      'Codice',
      'Data',
      'Valutazione',
      'Preadozione',
      'Note interne',
      'Nome',
    ]);
    expect(rows.map((cells) => shownValue(cells[0]))).toEqual(['adozione-001', 'adozione-002']);
    expect(rows.every((cells) => cells.length === adoptionCsvColumns.length)).toBe(true);
  });

  it('keep a public note that holds ";" and a formula in its own text cell', () => {
    const row = anAdoptionApplication({
      horsePlaceNotes: 'Grazie;=WEBSERVICE("http://x")',
      humanWhy: '=HYPERLINK("http://x")',
      phone: '+39 333 1234567',
    });
    const [cells = {}] = italianExcelTable(toCsv(adoptionCsvColumns, [row]));
    const formulas = Object.values(cells).filter((cell) => cell.kind === 'formula');
    expect(formulas).toEqual([]);
    expect(shownValue(cells[adoptionFieldLabels.horsePlaceNotes])).toBe(
      'Grazie;=WEBSERVICE("http://x")',
    );
    expect(shownValue(cells[adoptionFieldLabels.humanWhy])).toBe('=HYPERLINK("http://x")');
    expect(shownValue(cells[adoptionFieldLabels.phone])).toBe('+39 333 1234567');
  });
});
