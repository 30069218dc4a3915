import { act, renderHook, waitFor } from '@testing-library/react';
import { fail, type Result } from '#src/lib/data/result';
import { keepOrFail, ready, useResult, useSnapshotThenRead, type AsyncState } from './use-result';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('useResult', () => {
  it('is loading, then ready with the data', async () => {
    const { result } = renderHook(() => useResult(async () => ({ success: true, data: 42 }), []));
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 42 }));
  });

  it('reports a failure with its error', async () => {
    const error = { code: 'not-found', message: 'Non trovato.' };
    const { result } = renderHook(() =>
      useResult(async (): Promise<Result<number>> => ({ success: false, error }), []),
    );
    await waitFor(() => expect(result.current).toEqual({ status: 'failed', error }));
  });

  it('ignores a late answer for older dependencies', async () => {
    const first = deferred<Result<string>>();
    const second = deferred<Result<string>>();
    const { result, rerender } = renderHook(
      ({ slug }: { slug: string }) =>
        useResult(() => (slug === 'a' ? first.promise : second.promise), [slug]),
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
    const { result } = renderHook(() =>
      useSnapshotThenRead(
        ['a'],
        () => 'built',
        () => answer.promise,
        settle,
      ),
    );
    expect(result.current).toEqual({ status: 'ready', data: 'built' });
    await act(async () => answer.resolve({ success: true, data: 'fresh' }));
    expect(result.current).toEqual({ status: 'ready', data: 'fresh' });
  });

  it('keeps what it shows when the read fails, and fails when it shows nothing', async () => {
    const known = renderHook(() =>
      useSnapshotThenRead(
        ['a'],
        () => 'built',
        async () => fail<string>(offline.code, offline.message),
        settle,
      ),
    );
    const unknown = renderHook(() =>
      useSnapshotThenRead(
        ['a'],
        () => undefined,
        async () => fail<string>(offline.code, offline.message),
        settle,
      ),
    );
    expect(unknown.result.current).toEqual({ status: 'loading' });
    await waitFor(() =>
      expect(unknown.result.current).toEqual({ status: 'failed', error: offline }),
    );
    expect(known.result.current).toEqual({ status: 'ready', data: 'built' });
  });

  it('starts over from what is known for new dependencies, ignoring a late older answer', async () => {
    const first = deferred<Result<string>>();
    const second = deferred<Result<string>>();
    const { result, rerender } = renderHook(
      ({ slug }: { slug: string }) =>
        useSnapshotThenRead(
          [slug],
          () => (slug === 'b' ? 'b built' : undefined),
          () => (slug === 'a' ? first.promise : second.promise),
          settle,
        ),
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
