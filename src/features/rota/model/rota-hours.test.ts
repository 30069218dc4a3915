import { describe, expect, it } from 'vitest';
import { figurativeValueCents, hoursText, volunteerHours } from './rota-hours';

const shift = (date: string, minutes: number, people: Record<string, boolean | null>) => ({
  date,
  minutes,
  people: Object.fromEntries(
    Object.entries(people).map(([key, present]) => [key, { name: key.toUpperCase(), present }]),
  ),
});

describe('volunteerHours', () => {
  it('counts only the shifts a volunteer was present at, per month, year and in all', () => {
    const hours = volunteerHours([
      shift('2026-11-30', 60, { a: true, b: false }),
      shift('2026-12-01', 90, { a: true, b: true }),
      shift('2026-12-02', 60, { a: null }),
      shift('2027-01-03', 30, { a: true }),
    ]);
    expect(hours).toEqual([
      {
        key: 'a',
        name: 'A',
        byMonth: { '2026-11': 60, '2026-12': 90, '2027-01': 30 },
        byYear: { '2026': 150, '2027': 30 },
        totalMinutes: 180,
      },
      { key: 'b', name: 'B', byMonth: { '2026-12': 90 }, byYear: { '2026': 90 }, totalMinutes: 90 },
    ]);
  });

  it('leaves out who was never present', () => {
    expect(volunteerHours([shift('2026-12-01', 60, { a: false, b: null })])).toEqual([]);
  });
});

describe('the figurative value', () => {
  it('is whole cents at the hourly figure', () => {
    expect(figurativeValueCents(90, 1500)).toBe(2250);
    expect(figurativeValueCents(20, 1000)).toBe(333);
    expect(figurativeValueCents(0, 1500)).toBe(0);
  });

  it('writes hours the Italian way', () => {
    expect(hoursText(150)).toBe('2,5');
    expect(hoursText(60)).toBe('1');
  });
});
