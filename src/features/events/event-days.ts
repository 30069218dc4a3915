// Upcoming until Rome's midnight, whatever the hour or the visitor's time zone
// (docs/decisions/0032-prerendering-events-and-forms.md).

import { startOfRomeDay } from '#src/lib/format/dates';

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
