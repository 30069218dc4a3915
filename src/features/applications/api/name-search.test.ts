import { foldText, nameMatches } from './name-search';

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
