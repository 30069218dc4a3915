import { centsOfTyped, formatCents, typedOfCents } from './euro';

describe('euro amounts typed Italian style', () => {
  it('reads commas as the decimal mark and dots as thousands', () => {
    expect(centsOfTyped('20,50')).toBe(2050);
    expect(centsOfTyped('20,5')).toBe(2050);
    expect(centsOfTyped('20')).toBe(2000);
    expect(centsOfTyped(' 1.234,56 € ')).toBe(123456);
    expect(centsOfTyped('1234,56')).toBe(123456);
    expect(centsOfTyped('-5')).toBe(-500);
    expect(centsOfTyped('0,01')).toBe(1);
  });

  it('reads nothing from what is not an amount', () => {
    for (const typed of ['', '20.50', '20,505', 'venti', '1,2,3', '12.34', '1e3', '--5']) {
      expect(centsOfTyped(typed)).toBeNull();
    }
  });

  it('writes cents back as staff read and type them', () => {
    expect(formatCents(123456).replace(/\s/g, ' ')).toBe('1.234,56 €');
    expect(formatCents(-2000).replace(/\s/g, ' ')).toBe('-20,00 €');
    expect(typedOfCents(2050)).toBe('20,50');
    expect(typedOfCents(-5)).toBe('-0,05');
    expect(centsOfTyped(typedOfCents(987654))).toBe(987654);
  });
});
