// Date-times of the back office as the association reads them: wall-clock time in Italy, whatever
// the time zone of the staff member's computer (public pages do the same, see format/dates.ts).

export const ASSOCIATION_TIME_ZONE = 'Europe/Rome';

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const wallClockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: ASSOCIATION_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const isValidDate = (date: Date) => !Number.isNaN(date.getTime());

function wallClock(date: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

const datePart = (clock: WallClock) =>
  `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;

/** `YYYY-MM-DDTHH:mm:ss` in Italy (docs/product.md "Dates": admin lists); '' for an invalid date. */
export function formatDateTime(date: Date): string {
  if (!isValidDate(date)) return '';
  const clock = wallClock(date);
  return `${datePart(clock)}T${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}`;
}

/** `YYYY-MM-DD` in Italy; '' for an invalid date. */
export function formatDate(date: Date): string {
  return isValidDate(date) ? datePart(wallClock(date)) : '';
}

/** The value of an `<input type="datetime-local">` for a date: `YYYY-MM-DDTHH:mm` in Italy. */
export function toDateTimeLocal(date: Date): string {
  return formatDateTime(date).slice(0, 16);
}

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/** How far Italy's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(time: number): number {
  const clock = wallClock(new Date(time));
  const asUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  return asUtc - Math.floor(time / 1000) * 1000;
}

/**
 * The instant of a `datetime-local` value read as Italian wall-clock time, or null when the text is
 * not a date-time (an emptied input).
 */
export function fromDateTimeLocal(value: string): Date | null {
  const match = localPattern.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  const guess = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
  const check = new Date(guess);
  // 2026-02-30 is not a day, 24:00 or 10:60 not a time.
  const realDay = check.getUTCMonth() === (month ?? 1) - 1 && check.getUTCDate() === day;
  if (!realDay || (hour ?? 0) > 23 || (minute ?? 0) > 59 || (second ?? 0) > 59) return null;
  // Italy's offset depends on the instant (summer time): correct once with the offset found there.
  const approximate = guess - offsetAt(guess);
  return new Date(guess - offsetAt(approximate));
}
