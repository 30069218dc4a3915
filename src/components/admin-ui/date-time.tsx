import { formatDateTime } from '#src/lib/format/dates';

/** A date-time in an admin list: `YYYY-MM-DDTHH:mm:ss`, Italian time (docs/product.md "Dates"). */
export function DateTime({ date }: { readonly date: Date | null | undefined }) {
  if (!date || Number.isNaN(date.getTime())) return null;
  return <time dateTime={date.toISOString()}>{formatDateTime(date)}</time>;
}
