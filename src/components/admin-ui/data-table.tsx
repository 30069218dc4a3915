import type { HTMLAttributes, ReactNode } from 'react';
import './lists.scss';

export interface DataTableColumn<T> {
  readonly key: string;
  readonly header: string;
  readonly cell: (row: T) => ReactNode;
  readonly className?: string;
  /**
   * In a `fit` table, the column's width ("8rem"); the columns without one share what is left.
   */
  readonly width?: string;
}

export interface DataTableProps<T> {
  readonly caption: string;
  readonly columns: readonly DataTableColumn<T>[];
  readonly rows: readonly T[];
  readonly rowKey: (row: T) => string;
  readonly rowProps?: (
    row: T,
  ) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
  readonly className?: string;
  /** Scrolls inside a region named by the caption, which the keyboard can reach and scroll. */
  readonly scrollable?: boolean;
  /**
   * A list's table on a laptop: one line a row, as wide as the page and no wider (decision 77). The
   * columns with a `width` keep it; the others share what is left, their text cut with an ellipsis
   * (the whole text on hover where it is long, and on the item's own page).
   */
  readonly fit?: boolean;
}

/**
 * Under 600 px each row becomes a block of labelled lines; the headings stay for screen readers.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
  className,
  scrollable = false,
  fit = false,
}: DataTableProps<T>) {
  const wrap = ['admin-table-wrap', scrollable && 'admin-table-wrap--scroll', className];
  return (
    <div
      className={wrap.filter(Boolean).join(' ')}
      {...(scrollable && { role: 'region', 'aria-label': caption, tabIndex: 0 })}
    >
      <table
        className={`table table-hover align-middle admin-table${fit ? ' admin-table--fit' : ''}`}
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.className}
                style={fit && column.width ? { width: column.width } : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => (
                <td key={column.key} data-label={column.header} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
