import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import type { DataError, Result } from '#src/lib/data/result';

/** What a loader answers, in the one vocabulary every loader of the app uses. */
export type AsyncState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: DataError };

/** A screen's read: its state, and a way to run it again ("Riprova"). */
export interface Read<T> {
  readonly state: AsyncState<T>;
  readonly retry: () => void;
}

const loading = { status: 'loading' } as const;

/** What is ready to show. */
export const ready = <T>(data: T): AsyncState<T> => ({ status: 'ready', data });

/** A failed read keeps what the page shows rather than taking it away. */
export const keepOrFail = <T>(before: AsyncState<T>, failed: AsyncState<T>): AsyncState<T> =>
  before.status === 'ready' ? before : failed;

/** A read's answer as it is: ready with its data, or failed with its error. */
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
  const current = sameDependencies(state.asked, asked) ? state.value : initial();

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

// Components sharing one answer (the visit's horse list) share its error: it is logged once, as
// it is shown (a layout effect), never after.
const logged = new WeakSet<DataError>();

function useLoggedFailure(what: string, state: AsyncState<unknown>) {
  useLayoutEffect(() => {
    if (state.status !== 'failed' || logged.has(state.error)) return;
    logged.add(state.error);
    console.error(`${what}: ${state.error.message}`);
  }, [state, what]);
}

/**
 * The app's way to load data. Starts from what is known without asking (`known`: the data a
 * prerendered page was built with, or an earlier read of the visit), so that a prerendered page
 * renders, and hydrates, with its data at once; then runs `read` and settles its answer against what
 * was shown before. An answer belongs to the dependencies it was asked with, as with useEffect: after
 * a change, or a retry, the state starts over (from `known`, else loading), and a late answer for
 * older dependencies is ignored, so stale data never shows. A failure on screen is logged once, as
 * "{what}: {message}".
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

/**
 * Runs a data-layer call when the component mounts, a dependency changes or `retry` is called:
 * loading, then ready or failed, a failure logged once as "{what}: {message}". {@link ReadState}
 * shows it.
 */
export function useRead<T>(
  what: string,
  load: () => Promise<Result<T>>,
  dependencies: readonly unknown[],
): Read<T> {
  return useSnapshotThenRead<T, T>(what, dependencies, () => undefined, load, settled);
}

/** {@link useRead}'s state alone, unlogged: for a screen that logs and shows failures itself. */
export function useResult<T>(
  load: () => Promise<Result<T>>,
  dependencies: readonly unknown[],
): AsyncState<T> {
  return useReadState<T, T>(dependencies, () => undefined, load, settled).state;
}
