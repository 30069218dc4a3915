import { formatDate, parseCalendarDay } from '#src/lib/format/dates';

// Days as the exports write them: dd/mm/yyyy (the bank, PayPal; also with - or .), and Stripe's
// UTC moment "2026-03-31 22:59:30", whose day is the day in Italy.

/** `YYYY-MM-DD` of "02/03/2026" (also 2/3/2026, 02-03-2026, 02.03.2026), or null. */
export function parseItalianDay(text: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return parseCalendarDay(iso) ? iso : null;
}

/** The day in Italy of a UTC moment "2026-03-31 22:59:30" (or ISO with T and Z), or null. */
export function romeDayOfUtc(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?Z?$/.exec(
    text.trim(),
  );
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  if (!parseCalendarDay(match.slice(1, 4).join('-'))) return null;
  const moment = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second));
  return formatDate(moment);
}
