const italianDate = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const englishDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A `YYYY-MM-DD` calendar date for people: "12 aprile 2009" (or '' when unknown or malformed). */
export function formatCalendarDate(value: string, language: 'it' | 'en' = 'it'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return (language === 'it' ? italianDate : englishDate).format(date);
}

/** An event's date and time in Italy, e.g. "sabato 18 aprile 2026, 10:00". */
export function formatEventDate(date: Date, language: 'it' | 'en' = 'it'): string {
  return new Intl.DateTimeFormat(language === 'it' ? 'it-IT' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Rome',
  }).format(date);
}
