// Euro amounts as staff type and read them, Italian style: "20,50", "1.234,56", "-5". Stored as
// integers of cents (money-record.ts); never a float on the way.

const TYPED = /^(-)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/**
 * The cents a typed amount says: "20,50" is 2050, "1.234,56" is 123456, "20" is 2000, "-5" is
 * -500; null when it says none (a dot as the decimal mark, three decimals, letters, empty).
 */
export function centsOfTyped(typed: string): number | null {
  const match = TYPED.exec(typed.replace(/\s+|€/g, ''));
  if (!match) return null;
  const [, minus, whole = '0', decimals = ''] = match;
  const cents = Number(whole.replaceAll('.', '')) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return minus ? -cents : cents;
}

const euroFormat = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/** "1.234,56 €", "-20,00 €". */
export const formatCents = (cents: number): string => `${euroFormat.format(cents / 100)} €`;

/** What a form shows for stored cents: "20,50" (no thousands mark, as staff type it). */
export const typedOfCents = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
};
