import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ready, useRead, type AsyncState } from '#src/lib/async/use-result';
import { fail, ok, type Result } from '#src/lib/data/result';
import { ReadState } from './read-state';

const failed: AsyncState<string[]> = {
  status: 'failed',
  error: { code: 'unavailable', message: 'Servizio non raggiungibile.' },
};

function Names({ state, retry = () => {} }: { state: AsyncState<string[]>; retry?: () => void }) {
  return (
    <ReadState
      read={{ state, retry }}
      loading="Caricamento dei nomi…"
      failed="Nomi non caricati:"
      isEmpty={(names) => names.length === 0}
      empty={<p>Nessun nome.</p>}
    >
      {(names) => <p>{names.join(', ')}</p>}
    </ReadState>
  );
}

describe('ReadState', () => {
  it('shows the spinner with what is loading while the read runs', () => {
    render(<Names state={{ status: 'loading' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento dei nomi…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the service’s message in red after its words, and "Riprova" runs the read again', async () => {
    const retry = vi.fn();
    render(<Names state={failed} retry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('alert-danger');
    expect(within(alert).getByText('Nomi non caricati: Servizio non raggiungibile.')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows the message alone without words of its own, and the retry in the page’s language', () => {
    render(
      <ReadState read={{ state: failed, retry: () => {} }} loading="Loading…" retry="Try again">
        {() => null}
      </ReadState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Servizio non raggiungibile\.Try again$/);
  });

  it('shows the empty state for empty data, and the children otherwise', () => {
    const { rerender } = render(<Names state={ready([])} />);
    expect(screen.getByText('Nessun nome.')).toBeVisible();
    rerender(<Names state={ready(['Ada', 'Blu'])} />);
    expect(screen.getByText('Ada, Blu')).toBeVisible();
    expect(screen.queryByText('Nessun nome.')).not.toBeInTheDocument();
  });

  it('boxes the loader, the failure and the empty state in `className`, never the children', () => {
    const boxed = (state: AsyncState<string[]>) => (
      <ReadState
        read={{ state, retry: () => {} }}
        loading="Caricamento…"
        isEmpty={(names) => names.length === 0}
        empty="Nessuno."
        className="page-box"
      >
        {(names) => <p>{names.join(', ')}</p>}
      </ReadState>
    );
    const { container, rerender } = render(boxed({ status: 'loading' }));
    expect(container.querySelector('.page-box [role="status"]')).not.toBeNull();
    rerender(boxed(failed));
    expect(container.querySelector('.page-box [role="alert"]')).not.toBeNull();
    rerender(boxed(ready([])));
    expect(container.querySelector('.page-box')).toHaveTextContent('Nessuno.');
    rerender(boxed(ready(['Ada'])));
    expect(container.querySelector('.page-box')).toBeNull();
    expect(screen.getByText('Ada')).toBeVisible();
  });

  it('with useRead: a failure, logged once, then "Riprova" reads again and shows the data', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<Result<string[]>>>()
      .mockResolvedValueOnce(fail('unavailable', 'Servizio non raggiungibile.'))
      .mockResolvedValueOnce(ok(['Ada']));
    function Screen() {
      const read = useRead('Nomi non caricati', load, []);
      return <Names state={read.state} retry={read.retry} />;
    }
    render(<Screen />);
    const alert = await screen.findByRole('alert');
    expect(console.error).toHaveBeenCalledExactlyOnceWith(
      'Nomi non caricati: Servizio non raggiungibile.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Ada')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(console.error).toHaveBeenCalledOnce();
  });
});
