// Instants are shown and typed as wall-clock time in Italy, whatever the computer's time zone;
// calendar dates have no zone.

export const ASSOCIATION_TIME_ZONE = 'Europe/Rome';

/** The locale each site language writes dates and numbers in (data, not a text: decision 79). */
export const siteLocales = { it: 'it-IT', en: 'en-GB' } as const;

const italianDate = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const englishDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatCalendarDate(value: string, language: 'it' | 'en' = 'it'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return { it: italianDate, en: englishDate }[language].format(date);
}

/** "sabato 18 aprile 2026 alle ore 10:00", "Saturday 18 April 2026 at 10:00": an event's moment. */
export function formatEventDate(date: Date, language: 'it' | 'en' = 'it'): string {
  return formatDayAtTime(date, language, 'weekday');
}

/**
 * "sab 14 giugno 2026", "Sat 14 June 2026": the day of an event in Italy, put together from the
 * parts so that the build's and the browser's locale data write it alike (no hydration mismatch).
 */
export function formatEventDay(date: Date, language: 'it' | 'en' = 'it'): string {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  const format = new Intl.DateTimeFormat(siteLocales[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: ASSOCIATION_TIME_ZONE,
  });
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return [parts.weekday, parts.day, parts.month, parts.year].join(' ');
}

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

export function formatDateTime(date: Date): string {
  if (!isValidDate(date)) return '';
  const clock = wallClock(date);
  return `${datePart(clock)}T${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}`;
}

export function formatDate(date: Date): string {
  return isValidDate(date) ? datePart(wallClock(date)) : '';
}

/**
 * The back office's one way to write an instant (docs/decisions/0077): the day in words, as the
 * care screens write calendar days, "7 dicembre 2026", in Italy whatever the computer's zone.
 */
export function formatItalianDate(date: Date): string {
  return isValidDate(date) ? formatCalendarDate(formatDate(date)) : '';
}

/** "7 dicembre 2026 alle 13:18", Italian time; "" for an invalid date. */
export function formatItalianDateTime(date: Date): string {
  return formatDayAtTime(date, 'it', 'words');
}

const weekdayFormats = {
  it: new Intl.DateTimeFormat('it-IT', { weekday: 'long', timeZone: ASSOCIATION_TIME_ZONE }),
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: ASSOCIATION_TIME_ZONE }),
};

/** How each style writes the day, and the words before the time. */
const dayStyles = {
  /** "7 dicembre 2026" (the back office's instants, decision 77). */
  words: {
    day: (_date: Date, clock: WallClock, language: 'it' | 'en') =>
      formatCalendarDate(datePart(clock), language),
    at: { it: 'alle', en: 'at' },
  },
  /** "07/12/2026" (a public form's saved draft). */
  digits: {
    day: (_date: Date, clock: WallClock) =>
      `${pad(clock.day)}/${pad(clock.month)}/${pad(clock.year, 4)}`,
    at: { it: 'alle', en: 'at' },
  },
  /** "sabato 18 aprile 2026" (an event's page). */
  weekday: {
    day: (date: Date, clock: WallClock, language: 'it' | 'en') =>
      `${weekdayFormats[language].format(date)} ${formatCalendarDate(datePart(clock), language)}`,
    at: { it: 'alle ore', en: 'at' },
  },
} as const;

export type DayStyle = keyof typeof dayStyles;

/**
 * The one "day at time" (decision 82): the day in Italy in the given style, then the time in Italy
 * as hh:mm; "" for an invalid date. Put together from parts, so the build and every browser write
 * it alike.
 */
export function formatDayAtTime(
  date: Date,
  language: 'it' | 'en' = 'it',
  style: DayStyle = 'words',
): string {
  if (!isValidDate(date)) return '';
  const clock = wallClock(date);
  const { day, at } = dayStyles[style];
  return `${day(date, clock, language)} ${at[language]} ${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** Today's calendar day in Italy ("2026-12-07"), whatever the computer's zone. */
export function todayInRome(now: Date = new Date()): string {
  return formatDate(now);
}

export function toDateTimeLocal(date: Date): string {
  return formatDateTime(date).slice(0, 16);
}

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

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

const dayMs = 24 * 60 * 60 * 1000;

export function startOfRomeDay(now: Date): Date {
  const time = now.getTime();
  const wall = time + offsetAt(time);
  const midnight = wall - (((wall % dayMs) + dayMs) % dayMs);
  // The clocks change at 2 or 3 in the night: midnight may have had the offset of the day before.
  return new Date(midnight - offsetAt(midnight - offsetAt(time)));
}

const DAY_MS = 24 * 60 * 60 * 1000;

interface CalendarDay {
  readonly year: number;
  readonly month: number; // 1..12
  readonly day: number;
}

export function parseCalendarDay(value: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return { year, month, day };
}

export const isCalendarDay = (value: string): boolean => parseCalendarDay(value) !== null;

const format = (date: Date): string =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

const utcOf = ({ year, month, day }: CalendarDay): Date => {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year); // years below 100 are not read as 19xx
  return date;
};

export function addDays(date: string, days: number): string {
  const parsed = parseCalendarDay(date);
  if (!parsed) return '';
  return format(new Date(utcOf(parsed).getTime() + days * DAY_MS));
}

/**
 * A day the target month lacks becomes its last day: 31 January + 1 month is 28 February, never 3
 * March.
 */
export function addMonths(date: string, months: number): string {
  const parsed = parseCalendarDay(date);
  if (!parsed) return '';
  const index = parsed.year * 12 + (parsed.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return format(utcOf({ year, month, day: Math.min(parsed.day, daysInMonth(year, month)) }));
}

export const isLeapYear = (year: number): boolean =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export const daysInMonth = (year: number, month: number): number =>
  month === 2 && isLeapYear(year) ? 29 : (monthLengths[month - 1] ?? 31);
