import { describe, expect, it } from 'vitest';
import { romeInstant } from './rota-time';
import { escapeText, foldLine, shiftsCalendar } from './rota-ics';

/** The item at `index`, failing the test when there is none. */
function nth<T>(list: readonly T[], index: number): T {
  const item = list.at(index);
  if (item === undefined) throw new Error(`No item ${index}`);
  return item;
}

/** A reader of what the file says: unfolds lines, then each event's properties, unescaped. */
function readCalendar(text: string): Record<string, string>[] {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical)
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const lines = text.slice(0, -2).replace(/\r\n /g, '').split('\r\n');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  expect(lines).toContain('VERSION:2.0');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      if (current) events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line
        .slice(colon + 1)
        .replace(/\\n/g, '\n')
        .replace(/\\([,;\\])/g, '$1');
    }
  }
  return events;
}

const fromUtc = (value: string): Date =>
  new Date(value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));

describe('shiftsCalendar', () => {
  const sunday = {
    slug: '2027-03-28-1700-sera',
    startsAt: romeInstant('2027-03-28', '17:00'),
    endsAt: romeInstant('2027-03-28', '18:00'),
    label: 'Pasto della sera, box; "nord"',
    place: 'Scuderia grande, fienile',
  };
  const saturday = {
    slug: '2027-03-27-0730-mattino',
    startsAt: romeInstant('2027-03-27', '07:30'),
    endsAt: romeInstant('2027-03-27', '08:30'),
    label: 'Pasto del mattino',
    place: '',
  };

  it('reads back as the shifts, at their instants in UTC across summer time', () => {
    const text = shiftsCalendar([saturday, sunday], {
      now: new Date('2027-03-20T10:00:00Z'),
      host: 'equinozio.example.org',
      calendarName: 'I miei turni',
    });
    const events = readCalendar(text);
    expect(events).toHaveLength(2);
    expect(events[1]).toEqual({
      UID: '2027-03-28-1700-sera@equinozio.example.org',
      DTSTAMP: '20270320T100000Z',
      DTSTART: '20270328T150000Z',
      DTEND: '20270328T160000Z',
      SUMMARY: sunday.label,
      LOCATION: sunday.place,
    });
    expect(fromUtc(nth(events, 0).DTSTART ?? '').toISOString()).toBe('2027-03-27T06:30:00.000Z');
    expect(events[0]).not.toHaveProperty('LOCATION');
  });

  it('folds a long line at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'è'.repeat(100)}`;
    const folded = foldLine(line);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    for (const part of folded.split('\r\n')) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    }
  });

  it('escapes what TEXT values must', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });
});
