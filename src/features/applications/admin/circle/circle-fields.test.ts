import { toCsv } from '#src/lib/csv/csv';
import { italianExcelTable } from '#src/lib/csv/italian-excel';
import { aCircleApplication } from '#src/test-support/factories';
import { circleApplicationSchema, type CircleApplication } from '../../model/circle-application';
import { cellText } from '../common/list-columns';
import {
  circleCsvColumns,
  circleDetailRows,
  circleListColumns,
  circleTitle,
  formatEuro,
  horseNames,
} from './circle-fields';

const circle = (fields: Partial<CircleApplication> = {}) =>
  aCircleApplication({
    donorName: 'Classe 4B',
    amount: 1234.5,
    notes: 'Una foto ogni tanto?',
    date: new Date('2025-10-02T07:15:00Z'),
    ...fields,
  });

describe('the circle list', () => {
  it('has its columns, the amount in euros as Italians write it', () => {
    expect(circleListColumns.map((c) => c.header)).toEqual([
      'Data',
      'Cavallo',
      'Donatore',
      'Nominativo',
      'Frequenza',
      'Importo',
      'Metodo',
    ]);
    expect(circleListColumns.map((c) => cellText(c.cell(circle())))).toEqual([
      '2025-10-02T09:15:00',
      'Ada',
      'Classe 4B',
      'Marta Gallo',
      'Mensile',
      formatEuro(1234.5),
      'Bonifico',
    ]);
    expect(formatEuro(20).replace(/\s/g, ' ')).toBe('20,00 €');
    // Italian groups thousands from five digits on.
    expect(formatEuro(12345.5).replace(/\s/g, ' ')).toBe('12.345,50 €');
  });

  it('offers each horse name once, sorted, for the filter', () => {
    expect(
      horseNames([{ horse: 'Tom' }, { horse: 'Ada' }, { horse: 'Tom' }, { horse: ' ' }]),
    ).toEqual(['Ada', 'Tom']);
  });
});

describe('the circle detail', () => {
  it('shows every field, notes included', () => {
    const rows = Object.fromEntries(circleDetailRows(circle()));
    expect(rows).toMatchObject({
      Data: '2025-10-02T09:15:00',
      Cavallo: 'Ada',
      Donatore: 'Classe 4B',
      Nome: 'Marta',
      Cognome: 'Gallo',
      Telefono: '+39 0000 200 001',
      Frequenza: 'Mensile',
      'Metodo di pagamento': 'Bonifico',
      Note: 'Una foto ogni tanto?',
      Codice: 'cerchia-001',
    });
    expect(circleDetailRows(circle())).toHaveLength(
      Object.keys(circleApplicationSchema.def.shape).length,
    );
    expect(circleTitle(circle())).toBe('Candidatura cerchia: Marta Gallo');
  });
});

describe('the circle CSV columns', () => {
  it('cover every field; the amount stays a number; a phone is not read as a formula', () => {
    const csv = toCsv(circleCsvColumns, [circle()]);
    expect(csv).toBe(
      '\uFEFF"Codice";"Data";"Cavallo";"Donatore";"Nome";"Cognome";"Telefono";"Frequenza";' +
        '"Importo (€)";"Metodo di pagamento";"Note"\r\n' +
        '"cerchia-001";"2025-10-02T09:15:00";"Ada";"Classe 4B";"Marta";"Gallo";"\'+39 0000 200 001";' +
        '"Mensile";"1234,5";"Bonifico";"Una foto ogni tanto?"\r\n',
    );
    const [row] = italianExcelTable(csv);
    expect(row?.['Importo (€)']).toEqual({ kind: 'number', raw: '1234,5', value: 1234.5 });
    expect(row?.Telefono).toEqual({
      kind: 'text',
      raw: "'+39 0000 200 001",
      shown: '+39 0000 200 001',
    });
  });
});
