import { countText, countZone, zoneAnnouncement } from './character-count';

describe('the live count of a limited text', () => {
  // Italian groups thousands from five digits on (CLDR): 2000 as "Al massimo 2000 caratteri.".
  it('says what is used of the limit, in Italian and in English', () => {
    expect(countText(0, 2000, 'it')).toBe('0 di 2000 caratteri.');
    expect(countText(1234, 2000, 'en')).toBe('1,234 of 2,000 characters.');
  });

  it('says what is left from nine tenths of the limit, and how much is too many over it', () => {
    expect(countZone(1799, 2000)).toBe('within');
    expect(countZone(1800, 2000)).toBe('near');
    expect(countText(1850, 2000, 'it')).toBe('1850 di 2000 caratteri: ne restano 150.');
    expect(countText(2000, 2000, 'en')).toBe('2,000 of 2,000 characters: 0 left.');
    expect(countZone(2001, 2000)).toBe('over');
    expect(countText(22000, 2000, 'it')).toBe(
      '22.000 di 2000 caratteri: 20.000 di troppo, accorcia il testo.',
    );
    expect(countText(2150, 2000, 'en')).toBe(
      '2,150 of 2,000 characters: 150 too many, please shorten the text.',
    );
  });

  it('announces each zone in words of its own', () => {
    expect(zoneAnnouncement('near', 1850, 2000, 'it')).toBe('Ne restano 150 caratteri.');
    expect(zoneAnnouncement('over', 2150, 2000, 'en')).toBe(
      'Over the limit of 2,000 characters: 150 too many.',
    );
    expect(zoneAnnouncement('within', 10, 2000, 'it')).toBe('Entro il limite di 2000 caratteri.');
  });
});
