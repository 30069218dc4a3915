import { act, renderHook, waitFor } from '@testing-library/react';
import { fail, ok, type Result } from '#src/lib/data/result';
import { keepOrFail, ready, useRead, useSnapshotThenRead, type AsyncState } from './use-result';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('useRead', () => {
  const offline = () => fail<number>('unavailable', 'Servizio non raggiungibile.');

  it('is loading, then ready with the data, and logs nothing', async () => {
    const { result } = renderHook(() => useRead('Numeri', async () => ok(42), []));
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 42 }));
    expect(console.error).not.toHaveBeenCalled();
  });

  it('fails with the service’s error, logged once however often it renders', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const { result, rerender } = renderHook(() =>
      useRead('Numeri non letti', async () => offline(), []),
    );
    await waitFor(() =>
      expect(result.current.state).toEqual({
        status: 'failed',
        error: { code: 'unavailable', message: 'Servizio non raggiungibile.' },
      }),
    );
    rerender();
    rerender();
    expect(console.error).toHaveBeenCalledExactlyOnceWith(
      'Numeri non letti: Servizio non raggiungibile.',
    );
  });

  it('reads again on retry: loading, then the new answer; a new failure is logged again', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const second = deferred<Result<number>>();
    const load = vi
      .fn<() => Promise<Result<number>>>()
      .mockResolvedValueOnce(offline())
      .mockResolvedValueOnce(offline())
      .mockReturnValueOnce(second.promise);
    const { result } = renderHook(() => useRead('Numeri', load, []));
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    expect(console.error).toHaveBeenCalledTimes(2);
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => second.resolve(ok(7)));
    expect(result.current.state).toEqual({ status: 'ready', data: 7 });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('logs one failure shared by several components once', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const shared = offline();
    renderHook(() => useRead('Cavalli', async () => shared, []));
    const other = renderHook(() => useRead('Cavalli', async () => shared, []));
    await waitFor(() => expect(other.result.current.state.status).toBe('failed'));
    expect(console.error).toHaveBeenCalledOnce();
  });

  it('ignores a late answer for older dependencies', async () => {
    const first = deferred<Result<string>>();
    const second = deferred<Result<string>>();
    const { result, rerender } = renderHook(
      ({ slug }: { slug: string }) =>
        useRead('Prova', () => (slug === 'a' ? first.promise : second.promise), [slug]).state,
      { initialProps: { slug: 'a' } },
    );
    rerender({ slug: 'b' });
    await act(async () => first.resolve({ success: true, data: 'a' }));
    expect(result.current).toEqual({ status: 'loading' });
    await act(async () => second.resolve({ success: true, data: 'b' }));
    expect(result.current).toEqual({ status: 'ready', data: 'b' });
  });
});

describe('useSnapshotThenRead', () => {
  const settle = (result: Result<string>, before: AsyncState<string>) =>
    result.success
      ? ready(result.data)
      : keepOrFail(before, { status: 'failed', error: result.error });
  const offline = { code: 'unavailable', message: 'offline' } as const;

  it('is ready at once with what is known, then follows the read', async () => {
    const answer = deferred<Result<string>>();
    const { result } = renderHook(
      () =>
        useSnapshotThenRead(
          'Prova',
          ['a'],
          () => 'built',
          () => answer.promise,
          settle,
        ).state,
    );
    expect(result.current).toEqual({ status: 'ready', data: 'built' });
    await act(async () => answer.resolve({ success: true, data: 'fresh' }));
    expect(result.current).toEqual({ status: 'ready', data: 'fresh' });
  });

  it('starts over once on new dependencies, its value the same until the read answers', async () => {
    const answer = deferred<Result<string>>();
    const { result, rerender } = renderHook(
      ({ page }: { page: string }) =>
        useSnapshotThenRead(
          'Prova',
          [page],
          () => `built for ${page}`,
          () => answer.promise,
          settle,
        ).state,
      { initialProps: { page: 'it' } },
    );
    // Another page's data on the same component (a link to the other language).
    rerender({ page: 'en' });
    const first = result.current;
    expect(first).toEqual({ status: 'ready', data: 'built for en' });
    rerender({ page: 'en' });
    expect(result.current).toBe(first);
    await act(async () => answer.resolve({ success: true, data: 'fresh' }));
    expect(result.current).toEqual({ status: 'ready', data: 'fresh' });
  });

  it('keeps what it shows when the read fails, and fails (logged) when it shows nothing', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const known = renderHook(
      () =>
        useSnapshotThenRead(
          'Prova',
          ['a'],
          () => 'built',
          async () => fail<string>(offline.code, offline.message),
          settle,
        ).state,
    );
    const unknown = renderHook(
      () =>
        useSnapshotThenRead(
          'Prova',
          ['a'],
          () => undefined,
          async () => fail<string>(offline.code, offline.message),
          settle,
        ).state,
    );
    expect(unknown.result.current).toEqual({ status: 'loading' });
    await waitFor(() =>
      expect(unknown.result.current).toEqual({ status: 'failed', error: offline }),
    );
    expect(known.result.current).toEqual({ status: 'ready', data: 'built' });
    expect(console.error).toHaveBeenCalledExactlyOnceWith('Prova: offline');
  });

  it('starts over from what is known for new dependencies, ignoring a late older answer', async () => {
    const first = deferred<Result<string>>();
    const second = deferred<Result<string>>();
    const { result, rerender } = renderHook(
      ({ slug }: { slug: string }) =>
        useSnapshotThenRead(
          'Prova',
          [slug],
          () => (slug === 'b' ? 'b built' : undefined),
          () => (slug === 'a' ? first.promise : second.promise),
          settle,
        ).state,
      { initialProps: { slug: 'a' } },
    );
    expect(result.current).toEqual({ status: 'loading' });
    rerender({ slug: 'b' });
    expect(result.current).toEqual({ status: 'ready', data: 'b built' });
    await act(async () => first.resolve({ success: true, data: 'a fresh' }));
    expect(result.current).toEqual({ status: 'ready', data: 'b built' });
    await act(async () => second.resolve({ success: true, data: 'b fresh' }));
    expect(result.current).toEqual({ status: 'ready', data: 'b fresh' });
  });
});
