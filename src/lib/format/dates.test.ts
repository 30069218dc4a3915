import {
  formatCalendarDate,
  formatDate,
  formatDayAtTime,
  formatDateTime,
  formatEventDate,
  formatEventDay,
  formatItalianDate,
  formatItalianDateTime,
  fromDateTimeLocal,
  toDateTimeLocal,
  todayInRome,
} from './dates';

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

  it('writes an event’s day in Italy, short, in either language', () => {
    // 00:30 on Sunday in Italy is still Saturday in UTC.
    const date = new Date('2026-06-13T22:30:00Z');
    expect(formatEventDay(date)).toBe('dom 14 giugno 2026');
    expect(formatEventDay(date, 'en')).toBe('Sun 14 June 2026');
    expect(formatEventDay(new Date('2026-12-31T10:00:00Z'), 'en')).toBe('Thu 31 December 2026');
  });
});

describe('formatDateTime', () => {
  it('writes Italian wall-clock time as YYYY-MM-DDTHH:mm:ss, in winter and in summer', () => {
    expect(formatDateTime(new Date('2026-01-15T09:05:07Z'))).toBe('2026-01-15T10:05:07');
    expect(formatDateTime(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02T00:30:00');
  });

  it('drops fractions of a second and gives "" for an invalid date', () => {
    expect(formatDateTime(new Date('2026-01-15T09:05:07.999Z'))).toBe('2026-01-15T10:05:07');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
  });

  it('writes the calendar day in Italy', () => {
    expect(formatDate(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('the back office’s Italian date and date-time', () => {
  it('writes the day in words and the time in Italy: "7 dicembre 2026 alle 13:18"', () => {
    const sent = new Date('2026-12-07T12:18:52Z');
    expect(formatItalianDateTime(sent)).toBe('7 dicembre 2026 alle 13:18');
    expect(formatItalianDate(sent)).toBe('7 dicembre 2026');
    expect(formatItalianDateTime(new Date('2026-07-01T07:05:59Z'))).toBe(
      '1 luglio 2026 alle 09:05',
    );
  });

  it('takes the day of Italy at midnight, not the day of UTC', () => {
    expect(formatItalianDateTime(new Date('2026-12-06T22:59:59Z'))).toBe(
      '6 dicembre 2026 alle 23:59',
    );
    expect(formatItalianDateTime(new Date('2026-12-06T23:00:00Z'))).toBe(
      '7 dicembre 2026 alle 00:00',
    );
    expect(formatItalianDate(new Date('2026-12-06T23:00:00Z'))).toBe('7 dicembre 2026');
    // Summer: midnight in Italy is 22:00 UTC.
    expect(formatItalianDateTime(new Date('2026-06-30T22:00:00Z'))).toBe(
      '1 luglio 2026 alle 00:00',
    );
    expect(formatItalianDate(new Date('2026-12-31T23:30:00Z'))).toBe('1 gennaio 2027');
  });

  it('follows the clocks on the nights summer time starts and ends', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST.
    expect(formatItalianDateTime(new Date('2026-03-29T00:59:00Z'))).toBe(
      '29 marzo 2026 alle 01:59',
    );
    expect(formatItalianDateTime(new Date('2026-03-29T01:00:00Z'))).toBe(
      '29 marzo 2026 alle 03:00',
    );
    // 25 October 2026: 03:00 CEST becomes 02:00 CET, so 02:30 happens twice.
    expect(formatItalianDateTime(new Date('2026-10-25T00:30:00Z'))).toBe(
      '25 ottobre 2026 alle 02:30',
    );
    expect(formatItalianDateTime(new Date('2026-10-25T01:30:00Z'))).toBe(
      '25 ottobre 2026 alle 02:30',
    );
  });

  it('writes Rome’s day and hour where UTC’s differ', () => {
    const lateInUtc = new Date('2026-12-06T23:30:00Z');
    expect(lateInUtc.toISOString()).toMatch(/^2026-12-06T23:30/);
    expect(formatItalianDateTime(lateInUtc)).toBe('7 dicembre 2026 alle 00:30');
    const summer = new Date('2026-08-14T22:15:00Z');
    expect(formatItalianDateTime(summer)).toBe('15 agosto 2026 alle 00:15');
  });

  it('gives "" for an invalid date', () => {
    expect(formatItalianDateTime(new Date(Number.NaN))).toBe('');
    expect(formatItalianDate(new Date(Number.NaN))).toBe('');
  });
});

describe('datetime-local values', () => {
  it('shows a date as the input value, minutes precision', () => {
    expect(toDateTimeLocal(new Date('2026-04-18T08:00:00Z'))).toBe('2026-04-18T10:00');
    expect(toDateTimeLocal(new Date('2026-12-13T09:00:00Z'))).toBe('2026-12-13T10:00');
  });

  it('reads the input value as Italian time, summer and winter', () => {
    expect(fromDateTimeLocal('2026-04-18T10:00')?.toISOString()).toBe('2026-04-18T08:00:00.000Z');
    expect(fromDateTimeLocal('2026-12-13T10:00')?.toISOString()).toBe('2026-12-13T09:00:00.000Z');
    expect(fromDateTimeLocal('2026-12-13T10:00:30')?.toISOString()).toBe(
      '2026-12-13T09:00:30.000Z',
    );
  });

  it('reads the days summer time starts and ends', () => {
    // 29 March 2026: clocks go from 02:00 to 03:00; 25 October: from 03:00 back to 02:00.
    expect(fromDateTimeLocal('2026-03-29T01:30')?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(fromDateTimeLocal('2026-03-29T03:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(fromDateTimeLocal('2026-10-25T04:00')?.toISOString()).toBe('2026-10-25T03:00:00.000Z');
  });

  it('round-trips', () => {
    for (const iso of ['2026-01-01T00:00:00Z', '2026-06-30T23:59:00Z', '2027-10-31T12:15:00Z']) {
      const date = new Date(iso);
      expect(fromDateTimeLocal(toDateTimeLocal(date))?.toISOString()).toBe(date.toISOString());
    }
  });

  it('gives null for an empty, partial or impossible value', () => {
    for (const value of [
      '',
      '2026-04-18',
      '2026-04-18T',
      '2026-02-30T10:00',
      '2026-04-18T24:00',
      '2026-04-18T10:60',
      'domani',
    ]) {
      expect(fromDateTimeLocal(value), value).toBeNull();
    }
  });
});

describe('todayInRome', () => {
  it("is Italy's calendar day around midnight, not UTC's", () => {
    // Winter (UTC+1): 23:30 UTC is already tomorrow in Rome; 22:59 UTC is still today.
    expect(todayInRome(new Date('2026-01-14T23:30:00Z'))).toBe('2026-01-15');
    expect(todayInRome(new Date('2026-01-14T22:59:59Z'))).toBe('2026-01-14');
    expect(todayInRome(new Date('2026-01-14T23:00:00Z'))).toBe('2026-01-15');
    // Summer (UTC+2): the day turns at 22:00 UTC.
    expect(todayInRome(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(todayInRome(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
    // New Year's night.
    expect(todayInRome(new Date('2026-12-31T23:15:00Z'))).toBe('2027-01-01');
  });

  it('turns the day right on the nights the clocks change', () => {
    // 29 March 2026: 02:00 becomes 03:00; the evening before is still UTC+1.
    expect(todayInRome(new Date('2026-03-28T22:59:00Z'))).toBe('2026-03-28');
    expect(todayInRome(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(todayInRome(new Date('2026-03-29T21:59:00Z'))).toBe('2026-03-29');
    expect(todayInRome(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    // 25 October 2026: 03:00 becomes 02:00; that evening is UTC+1 again.
    expect(todayInRome(new Date('2026-10-24T21:59:00Z'))).toBe('2026-10-24');
    expect(todayInRome(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(todayInRome(new Date('2026-10-25T22:59:00Z'))).toBe('2026-10-25');
    expect(todayInRome(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });
});

describe('formatDayAtTime', () => {
  const lateEvening = new Date('2026-12-07T22:05:00Z'); // 23:05 in Rome

  it('writes the day and the time in Italy, in each style and language', () => {
    expect(formatDayAtTime(lateEvening)).toBe('7 dicembre 2026 alle 23:05');
    expect(formatDayAtTime(lateEvening, 'en')).toBe('7 December 2026 at 23:05');
    expect(formatDayAtTime(lateEvening, 'it', 'digits')).toBe('07/12/2026 alle 23:05');
    expect(formatDayAtTime(lateEvening, 'en', 'digits')).toBe('07/12/2026 at 23:05');
    expect(formatDayAtTime(lateEvening, 'it', 'weekday')).toBe(
      'lunedì 7 dicembre 2026 alle ore 23:05',
    );
    expect(formatDayAtTime(lateEvening, 'en', 'weekday')).toBe('Monday 7 December 2026 at 23:05');
  });

  it("takes Italy's day past midnight UTC and across the clock change", () => {
    expect(formatDayAtTime(new Date('2026-06-30T22:30:00Z'), 'it', 'weekday')).toBe(
      'mercoledì 1 luglio 2026 alle ore 00:30',
    );
    expect(formatDayAtTime(new Date('2026-03-29T01:30:00Z'))).toBe('29 marzo 2026 alle 03:30');
    expect(formatDayAtTime(new Date('2026-03-29T00:30:00Z'))).toBe('29 marzo 2026 alle 01:30');
  });

  it('writes nothing for an invalid date', () => {
    expect(formatDayAtTime(new Date(Number.NaN))).toBe('');
    expect(formatItalianDateTime(new Date(Number.NaN))).toBe('');
  });
});
