import { circleStatusLabels } from '#src/config/options';
import { toCsv } from '#src/lib/csv/csv';
import { italianExcelTable } from '#src/lib/csv/italian-excel';
import { aCircleApplication } from '#src/test-support/factories';
import {
  circleApplicationSchema,
  circleStaffFields,
  type CircleApplication,
} from '../../model/circle-application';
import { cellText } from '../common/list-columns';
import { LEGACY_SUFFIX, NOT_GIVEN } from '../common/option-choices';
import {
  circleCsvColumns,
  circleDetailRows,
  circleFieldLabels,
  circleGroups,
  circleListColumns,
  circleStatusChoices,
  circleTitle,
  formatEuro,
  horseNames,
  supportedHorseChoices,
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
  it('has its columns, the status as a badge, the amount in euros as Italians write it', () => {
    expect(circleListColumns.map((c) => c.header)).toEqual([
      'Stato',
      'Data',
      'Cavallo',
      'Donatore',
      'Nominativo',
      'Frequenza',
      'Importo',
      'Metodo',
    ]);
    expect(circleListColumns.map((c) => cellText(c.cell(circle())))).toEqual([
      'Da contattare',
      '2 ottobre 2025 alle 09:15',
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

  it('shows each status as a badge with its label, an empty one as "Da contattare"', () => {
    const status = circleListColumns[0];
    expect(status?.cell(circle())).toEqual({ kind: 'badge', value: '', label: 'Da contattare' });
    for (const value of ['Attivo', 'Sospeso', 'Chiuso'] as const) {
      expect(status?.cell(circle({ status: value }))).toEqual({
        kind: 'badge',
        value,
        label: value,
      });
    }
  });

  it('offers each horse name once, sorted, for the filter', () => {
    expect(
      horseNames([{ horse: 'Tom' }, { horse: 'Ada' }, { horse: 'Tom' }, { horse: ' ' }]),
    ).toEqual(['Ada', 'Tom']);
  });
});

describe('the circle detail', () => {
  it('shows every answer of the applicant, notes included, and no staff field', () => {
    const rows = Object.fromEntries(
      circleDetailRows(circle({ status: 'Attivo', internalNotes: 'Chiamata fatta.' })),
    );
    expect(rows).toEqual({
      Cavallo: 'Ada',
      Donatore: 'Classe 4B',
      Nome: 'Marta',
      Cognome: 'Gallo',
      Telefono: '+39 0000 200 001',
      'E-mail': '',
      'Notizie del cavallo per e-mail': 'No',
      Frequenza: 'Mensile',
      Importo: formatEuro(1234.5),
      'Metodo di pagamento': 'Bonifico',
      Note: 'Una foto ogni tanto?',
      Codice: 'cerchia-001',
    });
    // The unsubscribe key is shown nowhere; the date ("Inviata il") and the reference are in the
    // title's lines.
    expect(circleDetailRows(circle()).length + circleStaffFields.length + 3).toBe(
      Object.keys(circleApplicationSchema.def.shape).length,
    );
    expect(circleTitle(circle())).toBe('Candidatura cerchia: Marta Gallo');
    expect(circleTitle(circle({ givenName: '', familyName: ' ' }))).toBe(
      'Candidatura cerchia: cerchia-001',
    );
  });

  it('edits exactly the staff fields, in one group', () => {
    const [group, ...others] = circleGroups([]);
    expect(others).toEqual([]);
    expect(group?.title).toBe('Sostenitore');
    expect(group?.fields.map((spec) => spec.field).sort()).toEqual([...circleStaffFields].sort());
    expect(group?.fields.map((spec) => [spec.kind, spec.label])).toEqual([
      ['select', 'Stato'],
      ['text', 'Data di inizio'],
      ['select', 'Cavallo sostenuto'],
      ['textarea', 'Note interne'],
    ]);
    expect(group?.fields[1]).toMatchObject({ type: 'date' });
  });

  it('offers the four statuses, the empty one as "Da contattare"', () => {
    expect(circleStatusChoices).toEqual([
      { value: '', label: 'Da contattare' },
      { value: 'Attivo', label: 'Attivo' },
      { value: 'Sospeso', label: 'Sospeso' },
      { value: 'Chiuso', label: 'Chiuso' },
    ]);
  });

  it('offers every horse of the registry by name, valued by slug, none chosen first', () => {
    const horses = [
      { slug: 'ada', name: 'Ada' },
      { slug: 'benji', name: 'Benji' },
    ];
    expect(supportedHorseChoices(horses, '')).toEqual([
      { value: '', label: NOT_GIVEN },
      { value: 'ada', label: 'Ada' },
      { value: 'benji', label: 'Benji' },
    ]);
    expect(supportedHorseChoices(horses, 'benji')).toHaveLength(3);
    const select = circleGroups(horses)[0]?.fields.find((spec) => spec.field === 'horseSlug');
    expect(select?.kind === 'select' && select.choices('ada')).toEqual(
      supportedHorseChoices(horses, 'ada'),
    );
  });

  it('keeps a horse no longer in the registry, and tells apart horses with one name', () => {
    expect(supportedHorseChoices([{ slug: 'ada', name: 'Ada' }], 'brina')).toEqual([
      { value: '', label: NOT_GIVEN },
      { value: 'ada', label: 'Ada' },
      { value: 'brina', label: `brina${LEGACY_SUFFIX}` },
    ]);
    expect(
      supportedHorseChoices(
        [
          { slug: 'stella', name: 'Stella' },
          { slug: 'stella-2', name: 'Stella' },
          { slug: 'senza-nome', name: ' ' },
        ],
        'stella-2',
      ).map((choice) => choice.label),
    ).toEqual([NOT_GIVEN, 'Stella (stella)', 'Stella (stella-2)', 'senza-nome']);
  });
});

describe('the circle CSV columns', () => {
  it('cover every field; the amount stays a number; a phone is not read as a formula', () => {
    const csv = toCsv(circleCsvColumns, [circle()]);
    expect(csv).toBe(
      '\uFEFF"Codice";"Data";"Stato";"Data di inizio";"Cavallo";"Cavallo sostenuto";"Donatore";' +
        '"Nome";"Cognome";"Telefono";"Frequenza";"Importo (€)";"Metodo di pagamento";"Note";' +
        '"E-mail";"Notizie del cavallo per e-mail";"Note interne";"Codice di riferimento"\r\n' +
        '"cerchia-001";"2025-10-02T09:15:00";"Da contattare";"";"Ada";"";"Classe 4B";"Marta";' +
        '"Gallo";"\'+39 0000 200 001";"Mensile";"1234,5";"Bonifico";"Una foto ogni tanto?";"";' +
        '"No";"";"CERC-0001"\r\n',
    );
    expect(circleCsvColumns.map((column) => column.header)).toEqual(
      Object.values(circleFieldLabels).filter((label) => label !== circleFieldLabels.newsToken),
    );
    expect(circleCsvColumns).toHaveLength(
      Object.keys(circleApplicationSchema.def.shape).length - 1,
    );
    const [row] = italianExcelTable(csv);
    expect(row?.['Importo (€)']).toEqual({ kind: 'number', raw: '1234,5', value: 1234.5 });
    expect(row?.Telefono).toEqual({
      kind: 'text',
      raw: "'+39 0000 200 001",
      shown: '+39 0000 200 001',
    });
  });

  it('carry the staff side: the status label, the start date, the horse slug, the internal notes', () => {
    const member = circle({
      status: 'Attivo',
      startDate: '2025-11-01',
      horseSlug: 'ada',
      internalNotes: 'Bonifico il 5 di ogni mese.',
    });
    const [row] = italianExcelTable(toCsv(circleCsvColumns, [member]));
    expect(row?.Stato).toMatchObject({ kind: 'text', raw: 'Attivo' });
    expect(row?.['Cavallo sostenuto']).toMatchObject({ raw: 'ada' });
    expect(row?.['Note interne']).toMatchObject({ raw: 'Bonifico il 5 di ogni mese.' });
    expect(row?.['Data di inizio']?.raw).toBe('2025-11-01');
    for (const status of ['Sospeso', 'Chiuso'] as const) {
      const [other] = italianExcelTable(toCsv(circleCsvColumns, [circle({ status })]));
      expect(other?.Stato).toMatchObject({ raw: circleStatusLabels[status] });
    }
  });
});
