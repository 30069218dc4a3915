import { toCsv } from '#src/lib/csv/csv';
import { readAsItalianExcel, shownValue } from '#src/lib/csv/italian-excel';
import { aCessionApplication } from '#src/test-support/factories';
import {
  cessionApplicationSchema,
  cessionRequiredFields,
  type CessionApplication,
} from '../../model/cession-application';
import { cellText } from '../common/list-columns';
import { cessionCsvColumns } from './cession-csv';
import {
  cessionFieldsShownApart,
  cessionGroups,
  cessionTitle,
  isRequired,
  missingRequired,
  statusChoices,
} from './cession-fields';
import { cessionListColumns } from './cession-list-columns';

const formFields = cessionGroups.flatMap((group) => group.fields.map((spec) => spec.field));

describe('the cession form', () => {
  it('shows every field but the code, the date and those shown apart, once', () => {
    const apart = Object.keys(cessionFieldsShownApart);
    expect(apart.sort()).toEqual(['isNew', 'photos']);
    const shown = Object.keys(cessionApplicationSchema.def.shape).filter(
      (field) => !['slug', 'reference', 'date', ...apart].includes(field),
    );
    expect([...formFields].sort()).toEqual(shown.sort());
  });

  it('shows the declaration read-only, first among the applicant’s data', () => {
    const applicant = cessionGroups.find((group) => group.key === 'applicant');
    expect(applicant?.title).toBe('Richiedente');
    expect(applicant?.fields[0]).toEqual({
      kind: 'fact',
      field: 'declaration',
      label: 'Dichiarazione accettata',
    });
    expect(isRequired('declaration')).toBe(false);
  });

  it('marks exactly the required fields of docs/product.md §5', () => {
    expect(formFields.filter(isRequired).sort()).toEqual([...cessionRequiredFields].sort());
    expect(isRequired('email')).toBe(false);
    expect(isRequired('notes')).toBe(false);
    expect(isRequired('horseManagementNotes')).toBe(false);
  });

  it('lists the required fields still empty, in the form’s order', () => {
    const complete = aCessionApplication({
      ...(Object.fromEntries(
        cessionRequiredFields.map((field) => [field, 'x']),
      ) as Partial<CessionApplication>),
      priority: 'Immediata',
      horseRegion: 'Piemonte',
      horseBirthdate: '2003-04-02',
    });
    expect(missingRequired(complete)).toEqual([]);
    expect(missingRequired({ ...complete, horseHeight: ' ', horseBirthdate: '' })).toEqual([
      'Data di nascita',
      'Altezza',
    ]);
    expect(missingRequired({ ...complete, email: '', notes: '' })).toEqual([]);
  });

  it('offers the statuses with the empty one read as "Da prendere in carico"', () => {
    expect(statusChoices.map((choice) => choice.label)).toEqual([
      'Da prendere in carico',
      'In carico',
      'Riuscito',
      'Annullato',
    ]);
  });

  it('is titled with the applicant', () => {
    expect(cessionTitle(aCessionApplication({ givenName: 'Anna', familyName: 'Esposito' }))).toBe(
      'Candidatura cessione: Anna Esposito',
    );
    expect(cessionTitle(aCessionApplication({ slug: 'cessione-001' }))).toBe(
      'Candidatura cessione: cessione-001',
    );
  });
});

describe('the cession list', () => {
  it('has the columns of docs/product.md §2; an empty status reads "Da prendere in carico"', () => {
    expect(cessionListColumns.map((c) => c.header)).toEqual([
      'Status',
      'Priorità',
      'Nominativo',
      'Cavallo',
      'Regione',
      'Data',
    ]);
    const row = aCessionApplication({
      givenName: 'Anna',
      priority: 'Immediata',
      horseName: 'Stella',
      horseRegion: 'Campania',
      date: new Date('2025-03-02T10:30:00Z'),
    });
    expect(cessionListColumns.map((c) => cellText(c.cell(row)))).toEqual([
      'Da prendere in carico',
      'Immediata',
      'Anna',
      'Stella',
      'Campania',
      '2 marzo 2025 alle 11:30',
    ]);
    expect(cessionListColumns[2]?.cell(row)).toMatchObject({
      href: '/admin/cession-applications/cessione-001',
    });
    expect(cessionListColumns[2]?.cell(row)).toMatchObject({ isNew: false });
    expect(cessionListColumns[2]?.cell({ ...row, isNew: true })).toMatchObject({
      kind: 'link',
      isNew: true,
    });
  });
});

describe('the cession CSV columns', () => {
  it('cover every field with a label for the empty status and dates as written', () => {
    expect(cessionCsvColumns).toHaveLength(Object.keys(cessionApplicationSchema.def.shape).length);
    const row = aCessionApplication({
      date: new Date('2025-03-02T10:30:00Z'),
      priority: "Non c'è fretta",
      horseBirthdate: '2003-04-02',
      cause: 'Età, salute',
    });
    const [headers = [], cells = [], ...more] = readAsItalianExcel(toCsv(cessionCsvColumns, [row]));
    expect(more).toEqual([]);
    expect(headers.map(shownValue)).toEqual(cessionCsvColumns.map((c) => c.header));
    expect(headers.slice(0, 6).map(shownValue)).toEqual([
      'Codice',
      'Data',
      'Status',
      'Priorità',
      'Nome',
      'Cognome',
    ]);
    expect(cells.map(shownValue)).toEqual([
      'cessione-001',
      '2025-03-02T11:30:00',
      'Da prendere in carico',
      "Non c'è fretta",
      ...Array<string>(4).fill(''),
      'Età, salute',
      ...Array<string>(4).fill(''),
      '2003-04-02',
      ...Array<string>(16).fill(''), // 16 empty fields after the birth date
      'No', // declaration
      '', // no photos
      'No', // not new
      'CESS-0001', // the reference to quote
    ]);
  });

  it('write the declaration, the photo names and whether it is new', () => {
    const row = aCessionApplication({
      declaration: true,
      photos: ['k3j9x0a1b2c4.webp', 'a0b1c2d3e4f5.webp'],
      isNew: true,
    });
    const [headers = [], cells = []] = readAsItalianExcel(toCsv(cessionCsvColumns, [row]));
    const byHeader = Object.fromEntries(
      headers.map((header, i) => [shownValue(header), shownValue(cells[i])]),
    );
    expect(byHeader).toMatchObject({
      'Dichiarazione accettata': 'Sì',
      Foto: 'k3j9x0a1b2c4.webp; a0b1c2d3e4f5.webp',
      Nuova: 'Sì',
    });
  });
});
