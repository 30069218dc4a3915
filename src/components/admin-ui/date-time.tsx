import { formatDateTime } from '#src/lib/format/dates';

export function DateTime({ date }: { readonly date: Date | null | undefined }) {
  if (!date || Number.isNaN(date.getTime())) return null;
  return <time dateTime={date.toISOString()}>{formatDateTime(date)}</time>;
}
