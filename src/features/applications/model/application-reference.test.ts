import {
  applicationReference,
  parseReference,
  referenceMatches,
  referenceOf,
} from './application-reference';

describe('applicationReference', () => {
  it('is the id’s first 8 characters, upper case, in two groups of four', () => {
    expect(applicationReference('k3J9x0A1b2c4d5e6f7g8')).toBe('K3J9-X0A1');
  });

  it('tells apart ids that differ within their first 8 characters', () => {
    expect(applicationReference('abcdefgh12')).not.toBe(applicationReference('abcdefgi12'));
  });

  it('shows a short id whole', () => {
    expect(applicationReference('abc')).toBe('ABC');
    expect(applicationReference('')).toBe('');
  });
});

describe('referenceOf', () => {
  it('is the stored reference', () => {
    expect(referenceOf({ slug: 'k3J9x0A1b2c4d5e6f7g8', reference: 'K3J9-X0A1' })).toBe('K3J9-X0A1');
  });

  it('is derived from the id for an application stored without one', () => {
    expect(referenceOf({ slug: 't4xCw6sWb2c4d5e6f7g8' })).toBe('T4XC-W6SW');
    expect(referenceOf({ slug: 't4xCw6sWb2c4d5e6f7g8', reference: '' })).toBe('T4XC-W6SW');
  });
});

describe('parseReference', () => {
  it('reads a reference in any case, with or without its dash or with spaces', () => {
    for (const typed of ['T4XC-W6SW', 't4xc-w6sw', 'T4XCW6SW', ' t4xc w6sw ', 't4Xc-W6sw']) {
      expect(parseReference(typed)).toBe('T4XC-W6SW');
    }
  });

  it('refuses what is not 8 letters and digits', () => {
    for (const typed of ['', 'T4XC', 'T4XC-W6SW1', 'T4XC_W6SW', 'T4XC-W6SÈ', 'Mario Rossi']) {
      expect(parseReference(typed)).toBeNull();
    }
  });
});

describe('referenceMatches', () => {
  it('finds a reference typed with or without the dash, in any case', () => {
    for (const search of ['T4XC-W6SW', 't4xc-w6sw', 'T4XCW6SW', 't4xcw6sw', ' T4XC W6SW ']) {
      expect(referenceMatches('T4XC-W6SW', search)).toBe(true);
    }
  });

  it('finds it from its first four characters on', () => {
    expect(referenceMatches('T4XC-W6SW', 't4xc')).toBe(true);
    expect(referenceMatches('T4XC-W6SW', 'T4XC-W')).toBe(true);
    expect(referenceMatches('T4XC-W6SW', 't4x')).toBe(false);
  });

  it('finds no other reference, and nothing for a name or punctuation', () => {
    expect(referenceMatches('T4XC-W6SW', 'T4XC-W6SX')).toBe(false);
    expect(referenceMatches('T4XC-W6SW', 'W6SW')).toBe(false);
    expect(referenceMatches('T4XC-W6SW', 'Rossi')).toBe(false);
    expect(referenceMatches('T4XC-W6SW', '----')).toBe(false);
    expect(referenceMatches('T4XC-W6SW', 'T4XC.W6SW')).toBe(false);
  });
});
