import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { BusyButton } from './busy-button';
import { fail, ok, type Result } from '#src/lib/data/result';
import { unexpectedActionError, useAction } from '#src/hooks/use-action';

/** A call that ends when the test says so. */
function controlled<T>() {
  let finish: (result: Result<T>) => void = () => {};
  const call = vi.fn(
    (..._args: unknown[]) =>
      new Promise<Result<T>>((resolve) => {
        finish = resolve;
      }),
  );
  return { call, finish: (result: Result<T>) => finish(result) };
}

function Retry({ action }: { readonly action: () => Promise<Result<string>> }) {
  const retry = useAction(action);
  return (
    <>
      <BusyButton pending={retry.pending} pendingText="Invio in corso…" onClick={() => retry.run()}>
        Invia di nuovo
      </BusyButton>
      {retry.state.status === 'done' && <p role="status">Fatto: {retry.state.data}</p>}
      {retry.error && <p role="alert">{retry.error}</p>}
    </>
  );
}

describe('useAction', () => {
  it('is pending while the action runs, then done with its data', async () => {
    const { call, finish } = controlled<string>();
    const { result } = renderHook(() => useAction(call));
    expect(result.current).toMatchObject({ pending: false, state: { status: 'idle' } });

    act(() => result.current.run());
    expect(call).toHaveBeenCalledOnce();
    expect(result.current.pending).toBe(true);
    expect(result.current.error).toBeNull();

    await act(async () => finish(ok('in coda')));
    expect(result.current).toMatchObject({
      pending: false,
      state: { status: 'done', data: 'in coda' },
      error: null,
    });
  });

  it('gives the failure’s Italian message, and forgets it on reset', async () => {
    const { result } = renderHook(() =>
      useAction(async () => fail('unavailable', 'Il servizio non è raggiungibile.')),
    );
    act(() => result.current.run());
    await waitFor(() => expect(result.current.error).toBe('Il servizio non è raggiungibile.'));
    expect(result.current.state).toEqual({
      status: 'failed',
      code: 'unavailable',
      message: 'Il servizio non è raggiungibile.',
    });
    act(() => result.current.reset());
    expect(result.current.error).toBeNull();
    expect(result.current.state.status).toBe('idle');
  });

  it('runs once however often it is started while pending, and says with what', async () => {
    const { call, finish } = controlled<string>();
    const { result } = renderHook(() => useAction((id: string) => call(id)));
    act(() => {
      result.current.run('mail-1');
      result.current.run('mail-2');
    });
    act(() => result.current.run('mail-3'));
    expect(call).toHaveBeenCalledOnce();
    expect(call).toHaveBeenCalledWith('mail-1');
    expect(result.current.input).toEqual(['mail-1']);

    await act(async () => finish(ok('fatto')));
    expect(result.current.input).toBeNull();
    act(() => result.current.run('mail-2'));
    expect(call).toHaveBeenCalledTimes(2);
    expect(call).toHaveBeenLastCalledWith('mail-2');
  });

  it('turns an exception into the general failure message, logged', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const { result } = renderHook(() =>
      useAction(() => Promise.reject(new Error('bug')), 'The retry'),
    );
    act(() => result.current.run());
    await waitFor(() => expect(result.current.error).toBe(unexpectedActionError));
    expect(result.current.state).toMatchObject({ status: 'failed', code: 'unexpected' });
    expect(console.error).toHaveBeenCalledWith(
      'The retry failed unexpectedly',
      expect.objectContaining({ message: 'bug' }),
    );
    expect(result.current.pending).toBe(false);
  });

  it('with its button: busy and deaf while pending, the error shown, hidden again on a new try', async () => {
    const user = userEvent.setup();
    const { call, finish } = controlled<string>();
    render(<Retry action={call} />);
    const button = screen.getByRole('button', { name: 'Invia di nuovo' });

    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(call).toHaveBeenCalledOnce();

    await act(async () => finish(fail('permission-denied', 'Non hai i permessi.')));
    expect(screen.getByRole('alert')).toHaveTextContent('Non hai i permessi.');
    expect(button).toBeEnabled();

    await user.click(button);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => finish(ok('posta')));
    expect(screen.getByRole('status')).toHaveTextContent('Fatto: posta');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('lets a link followed meanwhile open its page at once (no transition held open)', async () => {
    const user = userEvent.setup();
    const { call, finish } = controlled<string>();
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <Retry action={call} />
            <Link to="/posta">Posta in uscita</Link>
          </>
        ),
      },
      { path: '/posta', element: <h1>Posta in uscita</h1> },
    ]);
    render(<RouterProvider router={router} />);
    await user.click(screen.getByRole('button', { name: 'Invia di nuovo' }));
    await user.click(screen.getByRole('link', { name: 'Posta in uscita' }));
    expect(await screen.findByRole('heading', { name: 'Posta in uscita' })).toBeVisible();
    await act(async () => finish(ok('posta')));
  });
});
