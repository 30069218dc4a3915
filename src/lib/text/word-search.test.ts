import { foldText, wordsMatch } from './word-search';

describe('wordsMatch', () => {
  it('folds case and accents', () => {
    expect(foldText(' Élodie  ÀLVARO ')).toBe('elodie alvaro');
    expect(wordsMatch(['Nicolò Bianchi'], 'nicolo')).toBe(true);
  });

  it('wants every word searched to begin a word of the texts, in any order', () => {
    expect(wordsMatch(['Mario', 'Rossi'], 'ros mar')).toBe(true);
    expect(wordsMatch(['Blu', 'Blustar dei Pioppi'], 'pio')).toBe(true);
    expect(wordsMatch(['Blu (Blustar dei Pioppi)'], 'blustar')).toBe(true);
    expect(wordsMatch(['Mario', 'Rossi'], 'ossi')).toBe(false);
    expect(wordsMatch(['Mario', 'Rossi'], 'mario bianchi')).toBe(false);
  });

  it('finds everything for an empty search', () => {
    expect(wordsMatch(['Mario'], '  ')).toBe(true);
  });
});
