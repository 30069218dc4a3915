import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import {
  Abbreviated,
  DataTable,
  DateTime,
  StatusBadge,
  type DataTableColumn,
} from '#src/components/admin-ui';
import { fromList } from './back-to-list';
import type { Cell, ListColumn } from './list-columns';
import { NewBadge } from './new-badge';

export function renderCell(cell: Cell, search = ''): ReactNode {
  switch (cell.kind) {
    case 'text':
      // The whole text on hover where a laptop's list cuts it.
      return <span title={cell.text}>{cell.text}</span>;
    case 'long':
      return <Abbreviated text={cell.text} />;
    case 'badge':
      return <StatusBadge value={cell.value} label={cell.label} />;
    case 'date':
      return <DateTime date={cell.date} />;
    case 'link':
      // One element, so that on a phone (a labelled grid cell) the badge stays beside the name.
      return (
        <span>
          <Link to={cell.href} state={fromList(search)}>
            {cell.text}
          </Link>
          {cell.isNew && (
            <>
              {' '}
              <NewBadge />
            </>
          )}
        </span>
      );
  }
}

const kindWidths: Partial<Record<Cell['kind'], string>> = {
  badge: '8.5rem',
  link: '11rem',
  date: '12.5rem',
};

export interface ApplicationTableProps<T extends { slug: string }> {
  readonly caption: string;
  readonly columns: readonly ListColumn<T>[];
  readonly rows: readonly T[];
}

/**
 * The name links to the detail, not the whole row, so an abbreviated answer's full text still shows
 * on hover.
 */
export function ApplicationTable<T extends { slug: string }>({
  caption,
  columns,
  rows,
}: ApplicationTableProps<T>) {
  const { search } = useLocation();
  // Badges, names and dates keep their width; the answers share what they leave.
  const first = rows[0];
  const tableColumns: DataTableColumn<T>[] = columns.map((column) => {
    const width = column.width ?? (first ? kindWidths[column.cell(first).kind] : undefined);
    return {
      key: column.key,
      header: column.header,
      cell: (row) => renderCell(column.cell(row), search),
      ...(width !== undefined && { width }),
    };
  });
  return (
    <DataTable
      caption={caption}
      columns={tableColumns}
      rows={rows}
      rowKey={(row) => row.slug}
      rowProps={(row) => ({ 'data-slug': row.slug })}
      scrollable
      fit
    />
  );
}
