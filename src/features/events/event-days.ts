// Upcoming or past is a matter of days in Italy, where the events happen: an event dated today in
// Rome is upcoming until Rome's midnight, whatever the hour of the event or the visitor's time zone
// (docs/decisions/0032-prerendering-events-and-forms.md). The build and the browser split the same way.

const romeClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const dayMs = 24 * 60 * 60 * 1000;

/** What Rome's wall clock reads at `time` (whole seconds), as a UTC time with those same numbers. */
function romeWallClock(time: number): number {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(romeClock.formatToParts(time).find((candidate) => candidate.type === type)?.value);
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
}

/** How far Rome's clock is ahead of UTC at `time` (one or two hours). */
function romeOffset(time: number): number {
  const seconds = Math.floor(time / 1000) * 1000;
  return romeWallClock(seconds) - seconds;
}

/** The instant today began in Rome: midnight of `now`'s calendar day there. */
export function startOfRomeDay(now: Date): Date {
  const time = now.getTime();
  const wall = time + romeOffset(time);
  const midnight = wall - (((wall % dayMs) + dayMs) % dayMs);
  // The clocks change at 2 or 3 in the night: midnight may have had the offset of the day before.
  return new Date(midnight - romeOffset(midnight - romeOffset(time)));
}

/** Events from the start of today in Rome on (soonest first), and the ones before (latest first). */
export function splitByRomeDay<T extends { readonly date: Date }>(
  events: readonly T[],
  now: Date,
): { next: T[]; past: T[] } {
  const start = startOfRomeDay(now).getTime();
  const next = events.filter((event) => event.date.getTime() >= start);
  const past = events.filter((event) => event.date.getTime() < start);
  next.sort((a, b) => a.date.getTime() - b.date.getTime());
  past.sort((a, b) => b.date.getTime() - a.date.getTime());
  return { next, past };
}
