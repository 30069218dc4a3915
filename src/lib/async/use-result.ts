import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import type { DataError, Result } from '#src/lib/data/result';

export type AsyncState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: DataError };

export interface Read<T> {
  readonly state: AsyncState<T>;
  readonly retry: () => void;
}

const loading = { status: 'loading' } as const;

export const ready = <T>(data: T): AsyncState<T> => ({ status: 'ready', data });

/** A failed read keeps what the page shows rather than taking it away. */
export const keepOrFail = <T>(before: AsyncState<T>, failed: AsyncState<T>): AsyncState<T> =>
  before.status === 'ready' ? before : failed;

const settled = <T>(result: Result<T>): AsyncState<T> =>
  result.success ? ready(result.data) : { status: 'failed', error: result.error };

const sameDependencies = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

function useReadState<R, T>(
  dependencies: readonly unknown[],
  known: () => T | undefined,
  read: () => Promise<Result<R>>,
  settle: (result: Result<R>, before: AsyncState<T>) => AsyncState<T>,
): Read<T> {
  const [attempt, setAttempt] = useState(0);
  const asked = [...dependencies, attempt];
  const initial = (): AsyncState<T> => {
    const value = known();
    return value === undefined ? loading : ready(value);
  };
  const [state, setState] = useState<{ asked: readonly unknown[]; value: AsyncState<T> }>(() => ({
    asked,
    value: initial(),
  }));
  let current = state.value;
  if (!sameDependencies(state.asked, asked)) {
    // New dependencies (another page's data on the same component): start over now, once, so that
    // the value keeps its identity until the read answers.
    current = initial();
    setState({ asked, value: current });
  }

  useEffect(() => {
    let active = true;
    void read().then((result) => {
      if (!active) return;
      setState((previous) => ({
        asked,
        value: settle(result, sameDependencies(previous.asked, asked) ? previous.value : initial()),
      }));
    });
    return () => {
      active = false;
    };
    // The caller lists what `known`, `read` and `settle` depend on, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, asked);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state: current, retry };
}

// Components sharing one answer share its error: it is logged once, as it is shown (a layout
// effect).
const logged = new WeakSet<DataError>();

function useLoggedFailure(what: string, state: AsyncState<unknown>) {
  useLayoutEffect(() => {
    if (state.status !== 'failed' || logged.has(state.error)) return;
    logged.add(state.error);
    console.error(`${what}: ${state.error.message}`);
  }, [state, what]);
}

/**
 * Starts from what is known (a prerendered page's data), so hydration renders with it; a late
 * answer for older dependencies is ignored.
 */
export function useSnapshotThenRead<R, T>(
  what: string,
  dependencies: readonly unknown[],
  known: () => T | undefined,
  read: () => Promise<Result<R>>,
  settle: (result: Result<R>, before: AsyncState<T>) => AsyncState<T>,
): Read<T> {
  const result = useReadState(dependencies, known, read, settle);
  useLoggedFailure(what, result.state);
  return result;
}

export function useRead<T>(
  what: string,
  load: () => Promise<Result<T>>,
  dependencies: readonly unknown[],
): Read<T> {
  return useSnapshotThenRead<T, T>(what, dependencies, () => undefined, load, settled);
}
