import { applicationMatches, foldText, nameMatches } from './name-search';

const mario = { givenName: 'Mario', familyName: 'Rossi' };

describe('the search by name', () => {
  it('finds a name by the start of any of its words, in any order and case', () => {
    expect(nameMatches(mario, 'mario')).toBe(true);
    expect(nameMatches(mario, 'ROS')).toBe(true);
    expect(nameMatches(mario, 'ros mar')).toBe(true);
    expect(nameMatches(mario, '  Mario   Rossi ')).toBe(true);
  });

  it('needs every word searched', () => {
    expect(nameMatches(mario, 'mario bianchi')).toBe(false);
    expect(nameMatches(mario, 'ossi')).toBe(false);
  });

  it('ignores accents and splits on apostrophes and hyphens', () => {
    expect(nameMatches({ givenName: 'Nicolò', familyName: "D'Amico" }, 'nicolo amico')).toBe(true);
    expect(nameMatches({ givenName: 'Anna', familyName: 'Rossi-Bianchi' }, 'bianchi')).toBe(true);
    expect(foldText(' Élodie  ÀLVARO ')).toBe('elodie alvaro');
  });

  it('finds a circle member by the donor they named', () => {
    expect(nameMatches({ ...mario, donorName: 'Classe 4B' }, 'classe')).toBe(true);
  });

  it('finds every name for an empty search', () => {
    expect(nameMatches(mario, '   ')).toBe(true);
  });
});

describe('the search of an application list', () => {
  const stored = { ...mario, slug: 't4xCw6sWb2c4d5e6f7g8', reference: 'T4XC-W6SW' };
  const older = { ...mario, slug: 'k3J9x0A1b2c4d5e6f7g8' };

  it('finds an application by its reference, with or without the dash, in any case', () => {
    for (const search of ['T4XC-W6SW', 't4xcw6sw', 'T4xc W6sw', 't4xc']) {
      expect(applicationMatches(stored, search)).toBe(true);
    }
    expect(applicationMatches(stored, 'K3J9-X0A1')).toBe(false);
  });

  it('finds an application stored without a reference by the one its id gives', () => {
    expect(applicationMatches(older, 'k3j9-x0a1')).toBe(true);
    expect(applicationMatches(older, 'K3J9X0A1')).toBe(true);
  });

  it('still finds the applicant by name', () => {
    expect(applicationMatches(stored, 'ros mar')).toBe(true);
    expect(applicationMatches(stored, 'bianchi')).toBe(false);
  });
});
