import { useEffect, useState } from 'react';
import type { DataError, Result } from '#src/lib/data/result';

/** What a loader answers, in the one vocabulary every loader of the app uses. */
export type AsyncState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: DataError };

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

/**
 * The app's way to load data. Starts from what is known without asking (`known`: the data a
 * prerendered page was built with, or an earlier read of the visit), so that a prerendered page
 * renders, and hydrates, with its data at once; then runs `read` and settles its answer against what
 * was shown before. An answer belongs to the dependencies it was asked with, as with useEffect: after
 * a change the state starts over (from `known`, else loading), and a late answer for older
 * dependencies is ignored, so stale data never shows.
 */
export function useSnapshotThenRead<R, T>(
  dependencies: readonly unknown[],
  known: () => T | undefined,
  read: () => Promise<Result<R>>,
  settle: (result: Result<R>, before: AsyncState<T>) => AsyncState<T>,
): AsyncState<T> {
  const initial = (): AsyncState<T> => {
    const value = known();
    return value === undefined ? loading : ready(value);
  };
  const [state, setState] = useState<{ dependencies: readonly unknown[]; value: AsyncState<T> }>(
    () => ({ dependencies, value: initial() }),
  );
  const current = sameDependencies(state.dependencies, dependencies) ? state.value : initial();

  useEffect(() => {
    let active = true;
    void read().then((result) => {
      if (!active) return;
      setState((previous) => ({
        dependencies,
        value: settle(
          result,
          sameDependencies(previous.dependencies, dependencies) ? previous.value : initial(),
        ),
      }));
    });
    return () => {
      active = false;
    };
    // The caller lists what `known`, `read` and `settle` depend on, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, dependencies);

  return current;
}

/**
 * Runs a data-layer call when the component mounts or a dependency changes, and tracks its state:
 * loading, then ready or failed (the case of {@link useSnapshotThenRead} with nothing known before).
 */
export function useResult<T>(
  load: () => Promise<Result<T>>,
  dependencies: readonly unknown[],
): AsyncState<T> {
  return useSnapshotThenRead<T, T>(dependencies, () => undefined, load, settled);
}
