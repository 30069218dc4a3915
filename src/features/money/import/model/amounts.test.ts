import { decimalMarkOf, formatCents, parseCents } from './amounts';

describe('amounts in cents', () => {
  it('reads Italian amounts exactly, with no floating point', () => {
    expect(parseCents('1.234,56', ',')).toBe(123456);
    expect(parseCents('0,07', ',')).toBe(7);
    expect(parseCents('20', ',')).toBe(2000);
    expect(parseCents('5,5', ',')).toBe(550);
    expect(parseCents('-45,90', ',')).toBe(-4590);
    expect(parseCents('45,90-', ',')).toBe(-4590);
    expect(parseCents('+1.000.000,01', ',')).toBe(100000001);
    expect(parseCents('€ 12,00', ',')).toBe(1200);
    // 0.1 + 0.2 in floating point is not 0.3: these cents are.
    expect((parseCents('0,10', ',') ?? 0) + (parseCents('0,20', ',') ?? 0)).toBe(30);
  });

  it('reads dot amounts (Stripe, PayPal in English)', () => {
    expect(parseCents('1234.56', '.')).toBe(123456);
    expect(parseCents('1,234.56', '.')).toBe(123456);
    expect(parseCents('-0.98', '.')).toBe(-98);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '12,345', '1.23,4', '12.34', '--1', '-1-', '1,2,3']) {
      expect(parseCents(text, ',')).toBeNull();
    }
    expect(parseCents('12,34', '.')).toBeNull();
  });

  it('tells the decimal mark of a column', () => {
    expect(decimalMarkOf(['30,00', '-1,37'])).toBe(',');
    expect(decimalMarkOf(['30.00', '84', '-4.25'])).toBe('.');
  });

  it('writes cents the Italian way', () => {
    expect(formatCents(123456)).toBe('1.234,56');
    expect(formatCents(-4590)).toBe('-45,90');
    expect(formatCents(7)).toBe('0,07');
  });
});
