import type { HTMLAttributes, ReactNode } from 'react';
import './lists.scss';

export interface DataTableColumn<T> {
  readonly key: string;
  readonly header: string;
  readonly cell: (row: T) => ReactNode;
  readonly className?: string;
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
}: DataTableProps<T>) {
  const wrap = ['admin-table-wrap', scrollable && 'admin-table-wrap--scroll', className];
  return (
    <div
      className={wrap.filter(Boolean).join(' ')}
      {...(scrollable && { role: 'region', 'aria-label': caption, tabIndex: 0 })}
    >
      <table className="table table-hover align-middle admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
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
