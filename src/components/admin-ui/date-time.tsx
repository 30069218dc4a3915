import { formatItalianDateTime } from '#src/lib/format/dates';

/** Every instant a staff screen shows: "7 dicembre 2026 alle 13:18", Italian time. */
export function DateTime({ date }: { readonly date: Date | null | undefined }) {
  if (!date || Number.isNaN(date.getTime())) return null;
  return <time dateTime={date.toISOString()}>{formatItalianDateTime(date)}</time>;
}
