import { describe, expect, it } from 'vitest';
import { todayInRome } from '#src/lib/format/dates';
import {
  copiedPlans,
  firstNameOf,
  leaveRefusal,
  missingCount,
  plansOfWeek,
  shiftDocument,
  shiftIdOf,
  SHIFT_ID_PATTERN,
  takeRefusal,
  type RotaShift,
  type RotaTemplate,
} from './rota';
import { romeInstant, thisWeek, weekdayOf, weekOf } from './rota-time';

/** The item at `index`, failing the test when there is none. */
function nth<T>(list: readonly T[], index: number): T {
  const item = list.at(index);
  if (item === undefined) throw new Error(`No item ${index}`);
  return item;
}

const template = (over: Partial<RotaTemplate> = {}): RotaTemplate => ({
  slug: 'mattino',
  label: 'Pasto del mattino',
  place: 'Scuderia',
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  start: '07:30',
  minutes: 60,
  needed: 2,
  active: true,
  ...over,
});

const asShift = (plan: ReturnType<typeof plansOfWeek>[number], people = {}): RotaShift => ({
  slug: shiftIdOf(plan),
  ...shiftDocument(plan, people),
});

describe('weeks in Italy', () => {
  it('knows the weekday and the week of a day', () => {
    expect(weekdayOf('2026-12-07')).toBe(1);
    expect(weekdayOf('2026-12-13')).toBe(7);
    expect(weekOf('2026-12-13')).toBe('2026-12-07');
    expect(weekOf('2027-01-01')).toBe('2026-12-28');
  });

  it('takes this week from the day in Italy, not in UTC', () => {
    // Sunday 23:30 in UTC is already Monday in Italy.
    const now = new Date('2026-12-13T23:30:00Z');
    expect(todayInRome(now)).toBe('2026-12-14');
    expect(thisWeek(now)).toBe('2026-12-14');
  });
});

describe('recurrence across summer time (Europe/Rome)', () => {
  it('keeps 07:30 on the wall through the change to summer time (28 March 2027)', () => {
    const week = plansOfWeek([template()], '2027-03-22');
    expect(week.map((plan) => plan.date)).toEqual([
      '2027-03-22',
      '2027-03-23',
      '2027-03-24',
      '2027-03-25',
      '2027-03-26',
      '2027-03-27',
      '2027-03-28',
    ]);
    const instants = week.map((plan) => shiftDocument(plan).startsAt.toISOString());
    expect(instants[5]).toBe('2027-03-27T06:30:00.000Z'); // Saturday, UTC+1
    expect(instants[6]).toBe('2027-03-28T05:30:00.000Z'); // Sunday, UTC+2
  });

  it('keeps 17:00 on the wall through the change back (25 October 2026)', () => {
    const week = plansOfWeek([template({ slug: 'sera', start: '17:00' })], '2026-10-19');
    const saturday = shiftDocument(nth(week, 5));
    const sunday = shiftDocument(nth(week, 6));
    expect(saturday.startsAt.toISOString()).toBe('2026-10-24T15:00:00.000Z');
    expect(sunday.startsAt.toISOString()).toBe('2026-10-25T16:00:00.000Z');
    // 60 minutes of work, whatever the clock did that night.
    expect(sunday.endsAt.getTime() - sunday.startsAt.getTime()).toBe(3_600_000);
  });

  it('reads a time the change skips as the hour after, as the wall clock shows it', () => {
    expect(romeInstant('2027-03-28', '02:30').toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it('a shift across the night of the change lasts its minutes', () => {
    const night = nth(
      plansOfWeek([template({ start: '01:00', minutes: 180, weekdays: [7] })], '2027-03-22'),
      0,
    );
    const stored = shiftDocument(night);
    expect(stored.startsAt.toISOString()).toBe('2027-03-28T00:00:00.000Z');
    expect(stored.endsAt.toISOString()).toBe('2027-03-28T03:00:00.000Z');
  });
});

describe('a week from templates', () => {
  it('makes each active template on its weekdays, by day and time, with stable ids', () => {
    const week = plansOfWeek(
      [
        template({ slug: 'sera', label: 'Pasto della sera', start: '17:00' }),
        template(),
        template({ slug: 'paddock', label: 'Paddock', start: '09:00', weekdays: [6] }),
        template({ slug: 'vecchio', active: false }),
      ],
      '2026-12-07',
    );
    expect(week).toHaveLength(15);
    expect(week.slice(-3).map((plan) => `${plan.date} ${plan.start}`)).toEqual([
      '2026-12-12 17:00',
      '2026-12-13 07:30',
      '2026-12-13 17:00',
    ]);
    const saturday = week.filter((plan) => plan.date === '2026-12-12');
    expect(saturday.map((plan) => plan.start)).toEqual(['07:30', '09:00', '17:00']);
    const id = shiftIdOf(nth(week, 0));
    expect(id).toBe('2026-12-07-0730-mattino');
    expect(id).toMatch(SHIFT_ID_PATTERN);
  });

  it('copies a week to the same weekdays and times, people along and attendance cleared', () => {
    const monday = nth(plansOfWeek([template({ weekdays: [1] })], '2027-03-22'), 0);
    const shift = asShift(monday, { abc: { name: 'Giulia', present: true } });
    const copy = nth(copiedPlans([shift], '2027-03-22', '2027-03-29'), 0);
    expect(copy.plan.date).toBe('2027-03-29');
    expect(shiftIdOf(copy.plan)).toBe('2027-03-29-0730-mattino');
    expect(copy.people).toEqual({ abc: { name: 'Giulia', present: null } });
    // The copy is in summer time: 07:30 is 05:30 UTC, one hour earlier than the original's UTC.
    expect(shiftDocument(copy.plan).startsAt.toISOString()).toBe('2027-03-29T05:30:00.000Z');
  });
});

describe('taking and leaving', () => {
  const plan = nth(
    plansOfWeek([template({ weekdays: [7], start: '17:00', needed: 2 })], '2026-12-07'),
    0,
  );
  const start = romeInstant('2026-12-13', '17:00');
  const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3_600_000);

  it('counts what is missing', () => {
    expect(missingCount(asShift(plan))).toBe(2);
    expect(missingCount(asShift(plan, { a: { name: 'A', present: null } }))).toBe(1);
  });

  it('lets a volunteer take an open place before the cut-off only', () => {
    const shift = asShift(plan, { a: { name: 'A', present: null } });
    expect(takeRefusal(shift, 'b', hoursBefore(13), 12)).toBeNull();
    expect(takeRefusal(shift, 'b', hoursBefore(12), 12)).toBe('closed');
    expect(takeRefusal(shift, 'a', hoursBefore(13), 12)).toBe('already');
    const full = asShift(plan, {
      a: { name: 'A', present: null },
      c: { name: 'C', present: null },
    });
    expect(takeRefusal(full, 'b', hoursBefore(13), 12)).toBe('full');
  });

  it('lets a volunteer leave their own place before the cut-off only', () => {
    const shift = asShift(plan, { a: { name: 'A', present: null } });
    expect(leaveRefusal(shift, 'a', hoursBefore(13), 12)).toBeNull();
    expect(leaveRefusal(shift, 'a', hoursBefore(1), 12)).toBe('closed');
    expect(leaveRefusal(shift, 'b', hoursBefore(13), 12)).toBe('not-on');
  });

  it('names a volunteer by the first word of their access, as the rules do', () => {
    expect(firstNameOf('Giulia Bianchi')).toBe('Giulia');
    expect(firstNameOf('Anna')).toBe('Anna');
  });
});
