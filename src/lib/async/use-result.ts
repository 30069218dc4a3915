import { useEffect, useState } from 'react';
import type { DataError, Result } from '#src/lib/data/result';

export type AsyncState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: DataError };

interface Settled<T> {
  dependencies: readonly unknown[];
  state: AsyncState<T>;
}

const sameDependencies = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

const loading = { status: 'loading' } as const;

/**
 * Runs a data-layer call when the component mounts or a dependency changes, and tracks its state.
 * An answer belongs to the dependencies it was asked with: after a change the state reads as
 * loading again, and a late answer for an older request is ignored, so stale data never shows.
 */
export function useResult<T>(
  load: () => Promise<Result<T>>,
  dependencies: readonly unknown[],
): AsyncState<T> {
  const [settled, setSettled] = useState<Settled<T> | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void load().then((result) => {
      if (!current) return;
      setSettled({
        dependencies,
        state: result.success
          ? { status: 'ready', data: result.data }
          : { status: 'failed', error: result.error },
      });
    });
    return () => {
      current = false;
    };
    // The caller lists what `load` depends on, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, dependencies);
  return settled && sameDependencies(settled.dependencies, dependencies) ? settled.state : loading;
}
