import type { RotaShift } from './rota';

// RFC 5545 by hand (decision 89): a handful of events, times in UTC (no VTIMEZONE needed), CRLF
// line ends, text escaped and lines folded at 75 octets.

type CalendarShift = Pick<RotaShift, 'slug' | 'startsAt' | 'endsAt' | 'label' | 'place'>;

const utcStamp = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values: backslash, semicolon, comma and newline escaped (RFC 5545 §3.3.11). */
export const escapeText = (value: string): string =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A content line folded at 75 octets, continuation lines starting with a space (§3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + octets > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += octets;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function shiftsCalendar(
  shifts: readonly CalendarShift[],
  options: { readonly now: Date; readonly host: string; readonly calendarName: string },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Equinozio ODV//Turni//IT',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.calendarName)}`,
  ];
  for (const shift of shifts) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${shift.slug}@${options.host}`,
      `DTSTAMP:${utcStamp(options.now)}`,
      `DTSTART:${utcStamp(shift.startsAt)}`,
      `DTEND:${utcStamp(shift.endsAt)}`,
      `SUMMARY:${escapeText(shift.label)}`,
      ...(shift.place ? [`LOCATION:${escapeText(shift.place)}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
