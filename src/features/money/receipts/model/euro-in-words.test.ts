import { euroInWords, numberInWords } from './euro-in-words';

describe('numbers in Italian words', () => {
  it.each([
    [0, 'zero'],
    [1, 'uno'],
    [3, 'tre'],
    [11, 'undici'],
    [17, 'diciassette'],
    [20, 'venti'],
    [21, 'ventuno'],
    [23, 'ventitré'],
    [28, 'ventotto'],
    [33, 'trentatré'],
    [38, 'trentotto'],
    [71, 'settantuno'],
    [99, 'novantanove'],
    [100, 'cento'],
    [101, 'centouno'],
    [103, 'centotré'],
    [108, 'centootto'],
    [180, 'centottanta'],
    [188, 'centottantotto'],
    [200, 'duecento'],
    [999, 'novecentonovantanove'],
    [1000, 'mille'],
    [1001, 'milleuno'],
    [1003, 'milletré'],
    [1230, 'milleduecentotrenta'],
    [2000, 'duemila'],
    [3000, 'tremila'],
    [21_000, 'ventunomila'],
    [23_000, 'ventitremila'],
    [100_000, 'centomila'],
    [999_999, 'novecentonovantanovemilanovecentonovantanove'],
    [1_000_000, 'unmilione'],
    [1_000_003, 'unmilionetré'],
    [2_500_000, 'duemilionicinquecentomila'],
    [21_000_001, 'ventunomilioniuno'],
  ])('%i is "%s"', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it('refuses what is not a whole number in range', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
    expect(() => numberInWords(1_000_000_000)).toThrow(RangeError);
  });
});

describe('euro in words, as a receipt writes them', () => {
  it.each([
    [0, 'zero/00'],
    [1, 'zero/01'],
    [100, 'uno/00'],
    [2000, 'venti/00'],
    [2350, 'ventitré/50'],
    [123_005, 'milleduecentotrenta/05'],
    [3_000_000, 'trentamila/00'],
  ])('%i cents are "%s"', (cents, words) => {
    expect(euroInWords(cents)).toBe(words);
  });

  it('refuses a negative or fractional number of cents', () => {
    expect(() => euroInWords(-100)).toThrow(RangeError);
    expect(() => euroInWords(10.5)).toThrow(RangeError);
  });
});
