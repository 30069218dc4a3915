import { defaultCareIntervals } from '#src/config/options';
import { addDays, addMonths, daysInMonth, isCalendarDay } from '#src/lib/format/dates';
import {
  careDueOf,
  careSummary,
  customIntervals,
  defaultIntervals,
  dueState,
  intervalsOf,
  isValidInterval,
  nextDue,
  recurringCareTypes,
  type CareIntervals,
} from './care-schedule';

const weeks = (every: number) => ({ every, unit: 'settimane' as const });
const months = (every: number) => ({ every, unit: 'mesi' as const });

describe('recurring care types', () => {
  it('are exactly the types with a default interval, with those intervals', () => {
    expect([...recurringCareTypes].sort()).toEqual(Object.keys(defaultCareIntervals).sort());
    expect(defaultIntervals).toEqual({
      Maniscalco: weeks(8),
      Vaccinazione: months(12),
      Dentista: months(12),
      Sverminazione: months(6),
    });
  });
});

describe('calendar days', () => {
  it('knows real days from impossible ones', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2026-04-31')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });

  it('counts the days of each month, February by leap year', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });
});

describe('addDays', () => {
  it('crosses month ends, year ends and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('is not moved by summer time (Rome changes its clocks on 29 March and 25 October 2026)', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 7)).toBe('2026-10-31');
  });

  it('answers nothing for a date that is not a day', () => {
    expect(addDays('2026-02-30', 1)).toBe('');
    expect(addDays('domani', 1)).toBe('');
  });
});

describe('addMonths', () => {
  it('keeps the day of the month when the target month has it', () => {
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-05-31', 2)).toBe('2026-07-31');
    expect(addMonths('2026-03-10', 0)).toBe('2026-03-10');
  });

  it('ends at the last day of a shorter month, never spilling into the next', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
    expect(addMonths('2026-01-30', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-29', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-29', 1)).toBe('2028-02-29');
  });

  it('crosses years, forward and back, leap days included', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 48)).toBe('2028-02-29');
    expect(addMonths('2026-12-31', 12)).toBe('2027-12-31');
    expect(addMonths('2026-01-31', -2)).toBe('2025-11-30');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
  });

  it('answers nothing for a date that is not a day', () => {
    expect(addMonths('2026-02-29', 1)).toBe('');
  });
});

describe('nextDue', () => {
  it('adds weeks as 7 days each', () => {
    expect(nextDue('2026-01-05', weeks(8))).toBe('2026-03-02');
    expect(nextDue('2024-02-01', weeks(4))).toBe('2024-02-29');
    expect(nextDue('2026-12-20', weeks(6))).toBe('2027-01-31');
  });

  it('adds calendar months', () => {
    expect(nextDue('2026-01-31', months(1))).toBe('2026-02-28');
    expect(nextDue('2027-08-31', months(6))).toBe('2028-02-29');
    expect(nextDue('2026-03-15', months(12))).toBe('2027-03-15');
  });
});

describe('dueState', () => {
  const today = '2026-05-20';
  it('is overdue only once the due day has passed', () => {
    expect(dueState('2026-05-19', today)).toBe('overdue');
    expect(dueState('2025-12-31', today)).toBe('overdue');
    expect(dueState('2026-05-20', today)).toBe('due-soon');
  });

  it('is due soon within 14 days, today included, and ok after', () => {
    expect(dueState('2026-06-03', today)).toBe('due-soon');
    expect(dueState('2026-06-04', today)).toBe('ok');
    expect(dueState('2027-01-01', today)).toBe('ok');
    expect(dueState('2027-01-03', '2026-12-25')).toBe('due-soon');
    expect(dueState('2024-03-14', '2024-02-29')).toBe('due-soon');
    expect(dueState('2024-03-15', '2024-02-29')).toBe('ok');
  });
});

describe('intervals', () => {
  it('accepts whole numbers from 1 to 120 of weeks or months', () => {
    expect(isValidInterval(weeks(1))).toBe(true);
    expect(isValidInterval(months(120))).toBe(true);
    expect(isValidInterval(weeks(0))).toBe(false);
    expect(isValidInterval(weeks(121))).toBe(false);
    expect(isValidInterval(weeks(1.5))).toBe(false);
    expect(isValidInterval(weeks(Number.NaN))).toBe(false);
    expect(isValidInterval({ every: 2, unit: 'giorni' as 'mesi' })).toBe(false);
  });

  it('stores only the intervals that differ from the defaults, and reads them back whole', () => {
    const own: CareIntervals = { ...defaultIntervals, Maniscalco: weeks(6) };
    expect(customIntervals(defaultIntervals)).toEqual({});
    expect(customIntervals(own)).toEqual({ Maniscalco: weeks(6) });
    expect(customIntervals({ ...defaultIntervals, Dentista: weeks(52) })).toEqual({
      Dentista: weeks(52),
    });
    expect(intervalsOf({ Maniscalco: weeks(6) })).toEqual(own);
    expect(intervalsOf({})).toEqual(defaultIntervals);
  });
});

describe('a horse’s schedule', () => {
  const today = '2026-05-20';
  const records = [
    { type: 'Maniscalco', date: '2026-03-01' },
    { type: 'Maniscalco', date: '2026-01-05' },
    { type: 'Sverminazione', date: '2025-11-28' },
    { type: 'Vaccinazione', date: '2026-04-10' },
    { type: 'Visita veterinaria', date: '2026-05-01' },
    { type: 'Dentista', date: 'non valida' },
  ];

  it('gives each recurring type its last date, next due date and state', () => {
    expect(careSummary(records, defaultIntervals, today)).toEqual([
      {
        type: 'Maniscalco',
        interval: weeks(8),
        lastDate: '2026-03-01',
        nextDue: '2026-04-26',
        state: 'overdue',
      },
      {
        type: 'Vaccinazione',
        interval: months(12),
        lastDate: '2026-04-10',
        nextDue: '2027-04-10',
        state: 'ok',
      },
      { type: 'Dentista', interval: months(12), lastDate: '', nextDue: '', state: null },
      {
        type: 'Sverminazione',
        interval: months(6),
        lastDate: '2025-11-28',
        nextDue: '2026-05-28',
        state: 'due-soon',
      },
    ]);
  });

  it('follows the horse’s own interval', () => {
    const [farrier] = careSummary(records, { ...defaultIntervals, Maniscalco: weeks(12) }, today);
    expect(farrier).toMatchObject({ nextDue: '2026-05-24', state: 'due-soon' });
  });

  it('lists what needs attention, the earliest due first', () => {
    expect(careDueOf('ada', records, defaultIntervals, today)).toEqual([
      {
        horseSlug: 'ada',
        type: 'Maniscalco',
        lastDate: '2026-03-01',
        nextDue: '2026-04-26',
        state: 'overdue',
      },
      {
        horseSlug: 'ada',
        type: 'Sverminazione',
        lastDate: '2025-11-28',
        nextDue: '2026-05-28',
        state: 'due-soon',
      },
    ]);
    expect(careDueOf('ada', [], defaultIntervals, today)).toEqual([]);
  });
});
