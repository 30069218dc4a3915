import { useEffect, useState } from 'react';
import type { Result } from '#src/lib/data/result';
import type { AsyncState } from './use-result';

const loading = { status: 'loading' } as const;

/** What is ready to show. */
export const ready = <T>(data: T): AsyncState<T> => ({ status: 'ready', data });

/** A failed read keeps what the page shows rather than taking it away. */
export const keepOrFail = <T>(before: AsyncState<T>, failed: AsyncState<T>): AsyncState<T> =>
  before.status === 'ready' ? before : failed;

/**
 * The public pages' way to load data: starts from what is known without asking (the data a
 * prerendered page was built with, or an earlier read of the visit), so that a prerendered page
 * renders, and hydrates, with its data at once; then follows the visit's fresh read, settled
 * against what was shown before. `key` names what is asked: a new key starts over.
 */
export function useSnapshotThenRead<R, T>(
  key: string,
  fromSnapshot: () => T | undefined,
  read: () => Promise<Result<R>>,
  settle: (result: Result<R>, before: AsyncState<T>) => AsyncState<T>,
): AsyncState<T> {
  const initial = (): AsyncState<T> => {
    const known = fromSnapshot();
    return known === undefined ? loading : ready(known);
  };
  const [state, setState] = useState<{ key: string; value: AsyncState<T> }>(() => ({
    key,
    value: initial(),
  }));
  const current = state.key === key ? state.value : initial();

  useEffect(() => {
    let active = true;
    void read().then((result) => {
      if (!active) return;
      setState((previous) => ({
        key,
        value: settle(result, previous.key === key ? previous.value : initial()),
      }));
    });
    return () => {
      active = false;
    };
    // `fromSnapshot`, `read` and `settle` are derived from `key` by the callers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return current;
}
