import { formatItalianDateTime } from '#src/lib/format/dates';

export type Cell =
  | { kind: 'text'; text: string }
  | { kind: 'long'; text: string }
  | { kind: 'badge'; value: string; label?: string }
  | { kind: 'date'; date: Date }
  | { kind: 'link'; text: string; href: string; isNew?: boolean };

export interface ListColumn<T> {
  readonly key: string;
  readonly header: string;
  readonly cell: (row: T) => Cell;
  /** Its width in the list, where its kind's (application-table.tsx) does not suit it. */
  readonly width?: string;
}

export function cellText(cell: Cell): string {
  switch (cell.kind) {
    case 'badge':
      return cell.label ?? cell.value;
    case 'date':
      return formatItalianDateTime(cell.date);
    default:
      return cell.text;
  }
}

/** A link needs a name, so an application without one reads "Senza nome". */
export function fullName(person: { givenName: string; familyName: string }): string {
  return [person.givenName.trim(), person.familyName.trim()].filter(Boolean).join(' ');
}

export const NO_NAME = 'Senza nome';

export const linkName = (person: { givenName: string; familyName: string }): string =>
  fullName(person) || NO_NAME;
