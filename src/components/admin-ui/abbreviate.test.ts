import { abbreviate, ABBREVIATION_LENGTH } from './abbreviate';

describe('abbreviate', () => {
  it('keeps a text of up to 30 characters whole', () => {
    const thirty = 'a'.repeat(30);
    expect(ABBREVIATION_LENGTH).toBe(30);
    expect(abbreviate(thirty)).toBe(thirty);
    expect(abbreviate('Box con paddock')).toBe('Box con paddock');
    expect(abbreviate('')).toBe('');
  });

  it('cuts a longer text to its first 30 characters and adds "…"', () => {
    expect(abbreviate('b'.repeat(31))).toBe(`${'b'.repeat(30)}…`);
    expect(abbreviate('Pascolo di due ettari con capannina e acqua')).toBe(
      'Pascolo di due ettari con capa…',
    );
  });

  it('leaves no space before the "…"', () => {
    expect(abbreviate('Pascolo di due ettari con  capannina', 26)).toBe(
      'Pascolo di due ettari con…',
    );
  });

  it('takes another length', () => {
    expect(abbreviate('Stabulazione', 4)).toBe('Stab…');
    expect(abbreviate('Stabulazione', 0)).toBe('…');
  });

  it('never splits an emoji or an accented letter', () => {
    expect(abbreviate('🐴🐴🐴', 2)).toBe('🐴🐴…');
    expect(abbreviate('👨‍👩‍👧 famiglia', 1)).toBe('👨‍👩‍👧…');
    expect(abbreviate('ce\u0301ci', 2)).toBe('ce\u0301…'); // e + combining accent
    expect(abbreviate('🐴'.repeat(30))).toBe('🐴'.repeat(30));
  });

  it('collapses spaces and line breaks and trims', () => {
    expect(abbreviate('  Fieno\n\na volontà  ')).toBe('Fieno a volontà');
    expect(abbreviate('   ')).toBe('');
  });
});
