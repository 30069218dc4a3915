// Amounts as the exports write them, read into integer cents with no floating point: the digits
// are put together as text, so "1.234,56" is exactly 123456.

/** Which character separates the cents: Italian exports write "1.234,56", Stripe "1234.56". */
export type DecimalMark = ',' | '.';

const patterns: Record<DecimalMark, RegExp> = {
  ',': /^([+-])?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?(-)?$/,
  '.': /^([+-])?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(-)?$/,
};

/**
 * Signed cents of an amount ("1.234,56", "-20,00", "20", "€ 5,5"), or null when the text is not
 * one. A trailing minus ("20,00-", some banks' debits) counts as a leading one.
 */
export function parseCents(text: string, mark: DecimalMark): number | null {
  const plain = text.replace(/\s|\u00a0|€|EUR/gi, '');
  const match = patterns[mark].exec(plain);
  if (!match) return null;
  const [, sign, whole = '', fraction = '', trailing] = match;
  if (sign && trailing) return null;
  const digits = whole.replace(/[.,]/g, '');
  const cents = Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' || trailing ? -cents : cents;
}

/** The mark a set of amounts uses: a comma before the last one or two digits says Italian. */
export function decimalMarkOf(texts: readonly string[]): DecimalMark {
  return texts.some((text) => /,\d{1,2}-?\s*$/.test(text.trim())) ? ',' : '.';
}

/** "1.234,56": cents written as the Italian exports and the screen write them. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')}`;
}
