import { addDays, parseCalendarDay } from '#src/lib/format/dates';

// The ISO week of a day in Italy (decision 94): the id of that week's one weekly mail. Its own
// module, free of the back office's code, so that Node scripts and browser journeys read it too.

/** An ISO week, Monday to Sunday: `2026-W50`, the id of that week's one weekly mail. */
export interface IsoWeek {
  readonly id: string;
  readonly monday: string;
  readonly sunday: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function isoWeekOf(day: string): IsoWeek | null {
  const parsed = parseCalendarDay(day);
  if (!parsed) return null;
  const date = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day));
  const weekday = date.getUTCDay() || 7; // Monday 1 … Sunday 7
  const monday = addDays(day, 1 - weekday);
  // The ISO year is the year of the week's Thursday.
  const thursday = new Date(date.getTime() + (4 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return {
    id: `${String(year).padStart(4, '0')}-W${String(week).padStart(2, '0')}`,
    monday,
    sunday: addDays(monday, 6),
  };
}
