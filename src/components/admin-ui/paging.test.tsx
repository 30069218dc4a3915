import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Page, PageCursor } from '#src/lib/data/firestore-data';
import { fail, ok, type Result } from '#src/lib/data/result';
import { noResultsText } from './no-results';
import { PagedResults, usePagedList } from './paged-list';
import { PAGE_SIZE, pageCount, Pager } from './pager';
import { useCursorPaging } from './use-cursor-paging';

const cursor = (name: string) => ({ after: name }) as unknown as PageCursor;
const page = (next: PageCursor | null): Page<unknown> => ({ items: [], total: 60, next });

describe('pageCount', () => {
  it('counts pages of 25, at least one', () => {
    expect(PAGE_SIZE).toBe(25);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(pageCount(60)).toBe(3);
    expect(pageCount(10, 5)).toBe(2);
  });

  it('agrees with the data layer', async () => {
    const data = await import('#src/lib/data/firestore-data');
    expect(PAGE_SIZE).toBe(data.PAGE_SIZE);
  });
});

describe('Pager', () => {
  it('is a navigation named "Pagine" with previous, position and next', async () => {
    const user = userEvent.setup();
    const onPrevious = vi.fn();
    const onNext = vi.fn();
    const { rerender } = render(
      <Pager index={0} total={60} hasNext onPrevious={onPrevious} onNext={onNext} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagine' });
    expect(nav).toHaveTextContent('Pagina 1 di 3');
    expect(screen.getByRole('button', { name: 'Precedente' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Successiva' }));
    expect(onNext).toHaveBeenCalledTimes(1);

    rerender(
      <Pager index={2} total={60} hasNext={false} onPrevious={onPrevious} onNext={onNext} />,
    );
    expect(screen.getByText('Pagina 3 di 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Successiva' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Precedente' }));
    expect(onPrevious).toHaveBeenCalledTimes(1);
  });
});

describe('useCursorPaging', () => {
  it('starts on page 0 without a cursor, goes forward with each page’s next cursor and back', () => {
    const { result } = renderHook(() => useCursorPaging(''));
    expect(result.current).toMatchObject({ index: 0, cursor: null });

    act(() => result.current.goTo(1, page(cursor('p2'))));
    expect(result.current).toMatchObject({ index: 1, cursor: cursor('p2') });
    act(() => result.current.goTo(2, page(cursor('p3'))));
    expect(result.current).toMatchObject({ index: 2, cursor: cursor('p3') });

    act(() => result.current.goTo(1, page(null)));
    expect(result.current).toMatchObject({ index: 1, cursor: cursor('p2') });
    act(() => result.current.goTo(0, page(cursor('p2'))));
    expect(result.current).toMatchObject({ index: 0, cursor: null });
  });

  it('ignores a move it has no cursor for', () => {
    const { result } = renderHook(() => useCursorPaging(''));
    act(() => result.current.goTo(1, page(null))); // the last page has no next one
    expect(result.current.index).toBe(0);
    act(() => result.current.goTo(3, page(cursor('x')))); // pages are not skipped
    expect(result.current.index).toBe(0);
    act(() => result.current.goTo(-1, page(cursor('x'))));
    expect(result.current.index).toBe(0);
  });

  it('starts again at page 0 whenever the filters change, also when they come back', () => {
    const { result, rerender } = renderHook(({ key }) => useCursorPaging(key), {
      initialProps: { key: 'species=Asino' },
    });
    act(() => result.current.goTo(1, page(cursor('p2'))));
    expect(result.current.index).toBe(1);

    rerender({ key: 'species=Cavallo' });
    expect(result.current).toMatchObject({ index: 0, cursor: null });
    rerender({ key: 'species=Asino' });
    expect(result.current).toMatchObject({ index: 0, cursor: null });
  });

  it('resets on request', () => {
    const { result } = renderHook(() => useCursorPaging('x'));
    act(() => result.current.goTo(1, page(cursor('p2'))));
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ index: 0, cursor: null });
  });
});

describe('usePagedList and PagedResults', () => {
  function Names({ loadPage }: { loadPage: () => Promise<Result<Page<string>>> }) {
    const list = usePagedList('', loadPage, 'Nomi non caricati');
    return (
      <PagedResults {...list} loadingLabel="Caricamento dei nomi…">
        {(names) => <p>{names.join(', ')}</p>}
      </PagedResults>
    );
  }

  it('shows a failed page with the service’s message, logged; "Riprova" reads it again', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const loadPage = vi
      .fn<() => Promise<Result<Page<string>>>>()
      .mockResolvedValueOnce(fail('unavailable', 'Servizio non raggiungibile.'))
      .mockResolvedValueOnce(ok({ items: ['Ada', 'Blu'], total: 2, next: null }));
    render(<Names loadPage={loadPage} />);
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento dei nomi…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "Non è stato possibile caricare l'elenco: Servizio non raggiungibile.",
    );
    expect(console.error).toHaveBeenCalledExactlyOnceWith(
      'Nomi non caricati: Servizio non raggiungibile.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Ada, Blu')).toBeVisible();
    expect(screen.getByText('Pagina 1 di 1')).toBeVisible();
    expect(loadPage).toHaveBeenCalledTimes(2);
  });

  it('says "There are no results." for an empty page, without a pager', async () => {
    render(<Names loadPage={async () => ok({ items: [], total: 0, next: null })} />);
    expect(await screen.findByText(noResultsText)).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Pagine' })).not.toBeInTheDocument();
  });
});
