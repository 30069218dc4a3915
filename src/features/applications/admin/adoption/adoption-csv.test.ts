import * as z from 'zod/mini';
import { toCsv } from '../../../../lib/csv/csv';
import {
  adoptionApplicationSchema,
  type AdoptionApplication,
} from '../../model/adoption-application';
import { adoptionCsvColumns } from './adoption-csv';

const application = (fields: Partial<AdoptionApplication> = {}): AdoptionApplication => ({
  ...z.parse(adoptionApplicationSchema, { slug: 'adozione-001', date: new Date(0) }),
  ...fields,
});

/** The cells of the CSV by header (the test rows hold no comma, quote or line end). */
function exported(row: AdoptionApplication): Record<string, string> {
  const [headers = '', cells = ''] = toCsv(adoptionCsvColumns, [row]).slice(1).split('\r\n');
  const values = cells.split(',');
  return Object.fromEntries(headers.split(',').map((header, i) => [header, values[i] ?? '']));
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
    const row = application({
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
    expect(exported(application({ evaluation: 'Bocciato' })).Valutazione).toBe('Bocciato');
  });

  it('make a file with a BOM, a header line and one line per application', () => {
    const csv = toCsv(adoptionCsvColumns, [application(), application({ slug: 'adozione-002' })]);
    expect(csv.startsWith('\uFEFFCodice,Data,Valutazione,Preadozione,Note interne,Nome,')).toBe(
      true,
    );
    expect(csv.split('\r\n')).toHaveLength(4); // header, two rows, the final line end
  });
});
