import { anAdoptionApplication } from '#src/test-support/factories';
import type { AdoptionApplication } from '../../model/adoption-application';
import { cellText } from '../common/list-columns';
import { adoptionListColumns, horsesCell } from './adoption-list-columns';

const cell = (key: string, fields: Partial<AdoptionApplication> = {}) => {
  const column = adoptionListColumns().find((c) => c.key === key);
  if (!column) throw new Error(`no column ${key}`);
  return column.cell(anAdoptionApplication(fields));
};

describe('the adoption list columns', () => {
  it('are those of docs/product.md §2, in order', () => {
    expect(adoptionListColumns().map((c) => c.header)).toEqual([
      'Valutazione',
      'Preadozione',
      'Nominativo',
      'Cavallo',
      'Regione',
      'Data',
      'Luogo',
      'Compagnia',
      'Stabulazione',
      'Cibo',
      'Piedi',
      'Prob. fis.',
      'Prob. comp.',
    ]);
  });

  it('show the evaluation as a badge; an empty one reads "Da valutare"', () => {
    expect(cell('evaluation', { evaluation: 'Promosso' })).toEqual({
      kind: 'badge',
      value: 'Promosso',
      label: 'Promosso',
    });
    expect(cell('evaluation')).toEqual({ kind: 'badge', value: '', label: 'Da valutare' });
  });

  it('show the home check as a badge, without a label when empty (a grey dash)', () => {
    expect(cell('homecheck', { homecheck: 'Da fare' })).toEqual({
      kind: 'badge',
      value: 'Da fare',
    });
    expect(cell('homecheck')).toEqual({ kind: 'badge', value: '' });
  });

  it('link the full name to the detail, and name a nameless application', () => {
    expect(cell('name', { givenName: 'Chiara', familyName: ' Rinaldi ' })).toEqual({
      kind: 'link',
      text: 'Chiara Rinaldi',
      href: '/admin/adoption-applications/adozione-001',
      isNew: false,
    });
    expect(cellText(cell('name'))).toBe('Senza nome');
  });

  it('mark an application no staff member has opened yet as new, beside the name', () => {
    expect(cell('name', { givenName: 'Chiara', isNew: true })).toEqual({
      kind: 'link',
      text: 'Chiara',
      href: '/admin/adoption-applications/adozione-001',
      isNew: true,
    });
  });

  it('show the date as the back office writes it, in Italian time', () => {
    expect(cellText(cell('date', { date: new Date('2025-01-14T20:12:00Z') }))).toBe(
      '14 gennaio 2025 alle 21:12',
    );
    expect(cellText(cell('date', { date: new Date('2025-07-06T17:48:09Z') }))).toBe(
      '6 luglio 2025 alle 19:48',
    );
  });

  it('abbreviate the answers; Stabulazione is the housing answer', () => {
    const house = 'Pascolo con capannina e un box per le giornate di pioggia battente';
    expect(cell('horseHouse', { horseHouse: house })).toEqual({ kind: 'long', text: house });
    for (const key of ['horsePlace', 'horseFriends', 'horseFeeding', 'horseFeet']) {
      expect(cell(key).kind).toBe('long');
    }
    expect(cell('desiredHealth', { desiredHealth: 'Solo un cavallo sano' })).toEqual({
      kind: 'long',
      text: 'Solo un cavallo sano',
    });
    expect(cellText(cell('desiredBrain', { desiredBrain: 'Anche con problemi' }))).toBe(
      'Anche con problemi',
    );
  });
});

describe('the horse column', () => {
  const horses = [
    { slug: 'benji', name: 'Benji' },
    { slug: 'sugar', name: 'Sugar Smart Spot' },
  ];

  it('names the horses asked for, and "Qualsiasi" for any suitable one', () => {
    expect(horsesCell({ horses: ['sugar', 'benji'], anyHorse: false }, horses)).toBe(
      'Sugar Smart Spot, Benji',
    );
    expect(horsesCell({ horses: ['benji'], anyHorse: true }, horses)).toBe('Benji, Qualsiasi');
    expect(horsesCell({ horses: [], anyHorse: false }, horses)).toBe('');
  });

  it('shows the slug of a horse whose name is not known (yet, or any more)', () => {
    expect(horsesCell({ horses: ['dudu'], anyHorse: false }, [])).toBe('dudu');
    const column = adoptionListColumns(horses).find((c) => c.key === 'horses');
    expect(column && cellText(column.cell(anAdoptionApplication({ horses: ['benji'] })))).toBe(
      'Benji',
    );
  });
});
