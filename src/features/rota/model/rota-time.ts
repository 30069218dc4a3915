import {
  addDays,
  formatCalendarDate,
  fromDateTimeLocal,
  parseCalendarDay,
  todayInRome,
} from '#src/lib/format/dates';

// docs/decisions/0089-barn-rota.md: a shift is a calendar day and a wall-clock time in Italy; its
// instant is computed from them, so a recurring shift keeps its local time across summer time.

/** An ISO weekday: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const weekdays: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

export const weekdayNames: Readonly<Record<Weekday, string>> = {
  1: 'Lunedì',
  2: 'Martedì',
  3: 'Mercoledì',
  4: 'Giovedì',
  5: 'Venerdì',
  6: 'Sabato',
  7: 'Domenica',
};

export const CLOCK_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** The weekday of a calendar day ("2026-12-07" is a Monday: 1). */
export function weekdayOf(date: string): Weekday {
  const day = parseCalendarDay(date);
  if (!day) throw new RangeError(`Not a calendar day: ${date}`);
  const utc = new Date(Date.UTC(2000, day.month - 1, day.day));
  utc.setUTCFullYear(day.year);
  return (((utc.getUTCDay() + 6) % 7) + 1) as Weekday;
}

/** The Monday of the week a day is in: the week's id. */
export const weekOf = (date: string): string => addDays(date, 1 - weekdayOf(date));

/** This week's Monday in Italy. */
export const thisWeek = (now: Date = new Date()): string => weekOf(todayInRome(now));

/** The seven days of the week that starts on `monday`. */
export const daysOfWeek = (monday: string): string[] =>
  weekdays.map((weekday) => addDays(monday, weekday - 1));

/**
 * The instant of a wall-clock time in Italy on a calendar day. A time the change to summer time
 * skips (02:30 on its Sunday) is read as the hour after it, as the clock on the wall shows.
 */
export function romeInstant(date: string, clock: string): Date {
  const instant = fromDateTimeLocal(`${date}T${clock}`);
  if (!instant) throw new RangeError(`Not a day and time: ${date} ${clock}`);
  return instant;
}

/** "07:30" from 450 minutes after midnight and back. */
export const minutesOfClock = (clock: string): number =>
  Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** "Domenica 13 dicembre 2026": a day's heading in the plan. */
export const dayHeading = (date: string): string =>
  `${weekdayNames[weekdayOf(date)]} ${formatCalendarDate(date)}`;
