import { formatCalendarDate, formatEventDate } from './dates';

describe('date formatting', () => {
  it('writes calendar dates in words, whatever the time zone', () => {
    expect(formatCalendarDate('2009-04-12')).toBe('12 aprile 2009');
    expect(formatCalendarDate('2009-04-12', 'en')).toBe('12 April 2009');
    expect(formatCalendarDate('')).toBe('');
    expect(formatCalendarDate('12/04/2009')).toBe('');
  });

  it('writes event dates in Italian time', () => {
    const date = new Date(Date.UTC(2026, 3, 18, 8, 0));
    expect(formatEventDate(date)).toBe('sabato 18 aprile 2026 alle ore 10:00');
  });
});
