import { act, renderHook, waitFor } from '@testing-library/react';
import type { Result } from '#src/lib/data/result';
import { useResult } from './use-result';

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
