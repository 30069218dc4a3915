import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from './data-table';
import { DateTime } from './date-time';
import { ListHeader, listTitle } from './list-header';
import { NoResults, noResultsText } from './no-results';
import { SaveFeedback, savedMessage } from '#src/components/forms/save-feedback';

describe('ListHeader', () => {
  it('shows the title alone until the total is known, then "Title (N)"', () => {
    const { rerender } = render(<ListHeader title="Eventi" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Eventi$/);
    rerender(
      <ListHeader title="Eventi" total={0} actions={<button type="button">Nuovo</button>} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Eventi (0)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuovo' })).toBeInTheDocument();
    expect(listTitle('Cavalli', 31)).toBe('Cavalli (31)');
  });

  it('takes a lower heading level', () => {
    render(<ListHeader title="Esempio" total={3} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Esempio (3)' })).toBeInTheDocument();
  });
});

describe('NoResults', () => {
  it('says the empty-list text of docs/product.md §8', () => {
    render(<NoResults />);
    expect(noResultsText).toBe('There are no results.');
    expect(screen.getByText('There are no results.')).toBeInTheDocument();
  });
});

describe('SaveFeedback', () => {
  it('says nothing while idle, but keeps its status region', () => {
    render(<SaveFeedback state={{ status: 'idle' }} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('confirms a save with the text of docs/product.md §8, politely', () => {
    render(<SaveFeedback state={{ status: 'saved' }} />);
    expect(savedMessage).toBe('Dati salvati correttamente!');
    expect(screen.getByRole('status')).toHaveTextContent('Dati salvati correttamente!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failure in red as an alert', () => {
    render(<SaveFeedback state={{ status: 'failed', message: 'Non hai i permessi.' }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Non hai i permessi.');
    expect(alert).toHaveClass('text-danger');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('DateTime', () => {
  it('shows YYYY-MM-DDTHH:mm:ss in Italian time with the instant as its datetime', () => {
    render(<DateTime date={new Date('2026-04-18T08:00:05.250Z')} />);
    const time = screen.getByText('18 aprile 2026 alle 10:00');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-04-18T08:00:05.250Z');
  });

  it('shows nothing without a valid date', () => {
    const { container } = render(
      <>
        <DateTime date={null} />
        <DateTime date={new Date(Number.NaN)} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('DataTable', () => {
  interface Row {
    slug: string;
    name: string;
    place: string;
  }
  const rows: Row[] = [
    { slug: 'a', name: 'Ada', place: 'Oasi' },
    { slug: 'b', name: 'Benji', place: 'Torino' },
  ];

  it('renders a captioned table whose cells carry their column label', async () => {
    const user = userEvent.setup();
    const onRow = vi.fn();
    render(
      <DataTable
        caption="Esempio"
        columns={[
          { key: 'name', header: 'Nome', cell: (row) => row.name },
          {
            key: 'place',
            header: 'Luogo',
            cell: (row) => (
              <button type="button" onClick={() => onRow(row.slug)}>
                {row.place}
              </button>
            ),
          },
        ]}
        rows={rows}
        rowKey={(row) => row.slug}
        rowProps={(row) => ({ 'data-slug': row.slug, className: 'riga' })}
      />,
    );
    const table = screen.getByRole('table', { name: 'Esempio' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nome', 'Luogo']);
    const benji = table.querySelector('tr[data-slug="b"]');
    expect(benji).toHaveClass('riga');
    expect(benji?.querySelector('td')).toHaveAttribute('data-label', 'Nome');
    await user.click(within(benji as HTMLElement).getByRole('button', { name: 'Torino' }));
    expect(onRow).toHaveBeenCalledWith('b');
  });

  it('is a plain block by default, and a named, focusable region when it scrolls', () => {
    const columns = [{ key: 'name', header: 'Nome', cell: (row: Row) => row.name }];
    const { rerender } = render(
      <DataTable caption="Esempio" columns={columns} rows={rows} rowKey={(row) => row.slug} />,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    rerender(
      <DataTable
        caption="Esempio"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.slug}
        scrollable
      />,
    );
    const region = screen.getByRole('region', { name: 'Esempio' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('admin-table-wrap--scroll');
    expect(within(region).getByRole('table', { name: 'Esempio' })).toBeInTheDocument();
  });
});
