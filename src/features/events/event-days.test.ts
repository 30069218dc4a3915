import { startOfRomeDay } from '#src/lib/format/dates';
import { splitByRomeDay } from './event-days';

const at = (iso: string) => new Date(iso);
const event = (slug: string, iso: string) => ({ slug, date: at(iso) });
const slugs = (events: readonly { slug: string }[]) => events.map((e) => e.slug);

describe('startOfRomeDay', () => {
  it.each([
    // Summer time (UTC+2): Rome's midnight is 22:00 UTC the day before.
    ['2026-05-19T10:00:00.000Z', '2026-05-18T22:00:00.000Z'],
    ['2026-05-18T22:00:00.000Z', '2026-05-18T22:00:00.000Z'],
    ['2026-05-18T21:59:59.999Z', '2026-05-17T22:00:00.000Z'],
    // 23:30 UTC is already the next day in Rome.
    ['2026-05-18T23:30:00.000Z', '2026-05-18T22:00:00.000Z'],
    // Winter time (UTC+1): midnight is 23:00 UTC the day before.
    ['2026-01-10T23:30:00.000Z', '2026-01-10T23:00:00.000Z'],
    ['2026-01-10T22:59:59.000Z', '2026-01-09T23:00:00.000Z'],
    // The days the clocks change: midnight has the day before's offset.
    ['2026-03-29T12:00:00.000Z', '2026-03-28T23:00:00.000Z'],
    ['2026-10-25T12:00:00.000Z', '2026-10-24T22:00:00.000Z'],
    // New Year in Rome while it is still the old year in UTC.
    ['2026-12-31T23:15:00.000Z', '2026-12-31T23:00:00.000Z'],
  ])('at %s is %s', (now, start) => {
    expect(startOfRomeDay(at(now)).toISOString()).toBe(start);
  });
});

describe('splitByRomeDay', () => {
  it('keeps an event dated today in Rome upcoming for the whole day, however early it was', () => {
    const now = at('2026-05-19T20:00:00.000Z');
    const { next, past } = splitByRomeDay(
      [
        // 01:30 on 19 May in Rome, though still 18 May in UTC: today, so upcoming.
        event('early-today', '2026-05-18T23:30:00.000Z'),
        event('midnight', '2026-05-18T22:00:00.000Z'),
        event('late-yesterday', '2026-05-18T21:59:00.000Z'),
        event('tomorrow', '2026-05-20T08:00:00.000Z'),
        event('last-year', '2025-05-19T08:00:00.000Z'),
      ],
      now,
    );
    expect(slugs(next)).toEqual(['midnight', 'early-today', 'tomorrow']);
    expect(slugs(past)).toEqual(['late-yesterday', 'last-year']);
  });

  it('moves yesterday’s events to the past once Rome’s day has changed, not UTC’s', () => {
    const events = [event('evening', '2026-01-10T19:00:00.000Z')];
    // 23:30 UTC on 10 January is already 00:30 on 11 January in Rome.
    expect(slugs(splitByRomeDay(events, at('2026-01-10T23:30:00.000Z')).past)).toEqual(['evening']);
    // 22:30 UTC is still 23:30 on 10 January in Rome.
    expect(slugs(splitByRomeDay(events, at('2026-01-10T22:30:00.000Z')).next)).toEqual(['evening']);
  });

  it('orders upcoming events soonest first and past ones latest first, whatever the input order', () => {
    const now = at('2026-06-01T10:00:00.000Z');
    const { next, past } = splitByRomeDay(
      [
        event('b', '2026-07-01T08:00:00.000Z'),
        event('x', '2026-01-01T08:00:00.000Z'),
        event('a', '2026-06-02T08:00:00.000Z'),
        event('y', '2026-05-01T08:00:00.000Z'),
      ],
      now,
    );
    expect(slugs(next)).toEqual(['a', 'b']);
    expect(slugs(past)).toEqual(['y', 'x']);
  });

  it('splits nothing into two empty lists', () => {
    expect(splitByRomeDay([], new Date())).toEqual({ next: [], past: [] });
  });
});
