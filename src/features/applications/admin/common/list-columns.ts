import { formatDateTime } from '#src/lib/format/dates';

// The columns of the application lists as data: each cell says what it shows, and one table
// component draws every kind. The rules of each list stay pure functions, tested without rendering.

/** What a cell shows. */
export type Cell =
  /** Plain text, shown whole. */
  | { kind: 'text'; text: string }
  /** A free answer: abbreviated, the whole text on hover (and on the detail page). */
  | { kind: 'long'; text: string }
  /**
   * A status badge coloured by the stored `value`, or by `label` when the value is empty (an empty
   * evaluation reads "Da valutare", orange); empty without a label: a grey dash (docs/product.md §4).
   */
  | { kind: 'badge'; value: string; label?: string }
  /** A date-time, `YYYY-MM-DDTHH:mm:ss` in Italian time (docs/product.md "Dates"). */
  | { kind: 'date'; date: Date }
  /** The link to the detail page; `isNew` adds the "Nuova" badge (not opened by staff yet). */
  | { kind: 'link'; text: string; href: string; isNew?: boolean };

export interface ListColumn<T> {
  readonly key: string;
  /** The column heading, and the label of the cell on a phone. */
  readonly header: string;
  readonly cell: (row: T) => Cell;
}

/** The text a cell stands for (for tests and for the title of a row). */
export function cellText(cell: Cell): string {
  switch (cell.kind) {
    case 'badge':
      return cell.label ?? cell.value;
    case 'date':
      return formatDateTime(cell.date);
    default:
      return cell.text;
  }
}

/** "Given Family"; a link needs a name, so an application without one reads "Senza nome". */
export function fullName(person: { givenName: string; familyName: string }): string {
  return [person.givenName.trim(), person.familyName.trim()].filter(Boolean).join(' ');
}

export const NO_NAME = 'Senza nome';

export const linkName = (person: { givenName: string; familyName: string }): string =>
  fullName(person) || NO_NAME;
