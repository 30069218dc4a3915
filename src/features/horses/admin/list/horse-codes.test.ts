import { aHorse } from '#src/test-support/factories';
import { horseNameMatches } from '../../model/horse-search';
import { badgeLegend, initialsLegend } from './horse-codes';
import { horseBadges } from './horse-list-rules';

describe('the horse list legend', () => {
  it('explains every badge the list can show', () => {
    const horses = [
      aHorse(),
      aHorse({ isDeceased: 1 }),
      aHorse({ isDeceased: 0 }),
      aHorse({ isAdopted: 1, status: 'Adottato' }),
      aHorse({ isAdopted: 1, status: 'Adottato', isAdoptionContractualized: 1 }),
    ];
    const shown = new Set(horses.flatMap((horse) => horseBadges(horse).map((b) => b.label)));
    const explained = new Set<string>(badgeLegend.map((line) => line.label));
    expect([...shown].filter((label) => !explained.has(label))).toEqual([]);
    expect(explained).toEqual(
      new Set(['ODV', 'GEO', 'BDN', 'PROP', 'CS', 'DEC?', 'REG', 'AD', 'AD:REG', 'AD:CS']),
    );
  });

  it('spells the species and sex letters of the first column from the option lists', () => {
    expect(initialsLegend()).toEqual({
      species: ['Ca = Cavallo', 'As = Asino', 'Al = Altro'],
      sexes: ['F = Femmina', 'C = Castrone', 'S = Stallone', 'M = Maschio'],
    });
  });
});

describe('horseNameMatches', () => {
  const blu = { name: 'Blu', docname: 'Blustar dei Pioppi', slug: 'blu' };

  it('finds a horse by words beginning its name, document name or slug, any order and case', () => {
    expect(horseNameMatches(blu, 'blu')).toBe(true);
    expect(horseNameMatches(blu, 'PIOPPI blustar')).toBe(true);
    expect(
      horseNameMatches({ name: 'Aylen', docname: 'Aylén del Sur', slug: 'aylen' }, 'aylén sur'),
    ).toBe(true);
    expect(horseNameMatches({ name: '', docname: '', slug: 'curry-king' }, 'king')).toBe(true);
  });

  it('does not find a horse by a word that only occurs inside another', () => {
    expect(horseNameMatches(blu, 'star')).toBe(false);
    expect(horseNameMatches(blu, 'blu rossi')).toBe(false);
  });
});
