// Upcoming or past is a matter of days in Italy, where the events happen: an event dated today in
// Rome is upcoming until Rome's midnight, whatever the hour of the event or the visitor's time zone
// (docs/decisions/0032-prerendering-events-and-forms.md). The build and the browser split the same way.

import { startOfRomeDay } from '#src/lib/format/dates';

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
