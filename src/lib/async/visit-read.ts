import type { Result } from '#src/lib/data/result';

/**
 * Created by a provider, never a module, so each visit (each prerendered page, each test) starts
 * with none; a failure is not kept.
 */
export interface VisitRead<T> {
  read(): Promise<Result<T>>;
  latest(): T | undefined;
}

export function createVisitRead<T>(load: () => Promise<Result<T>>): VisitRead<T> {
  let pending: Promise<Result<T>> | undefined;
  let answered: T | undefined;
  const forget = () => {
    pending = undefined;
  };
  return {
    read() {
      pending ??= load().then(
        (result) => {
          if (result.success) answered = result.data;
          else forget();
          return result;
        },
        (error: unknown) => {
          forget();
          throw error;
        },
      );
      return pending;
    },
    latest: () => answered,
  };
}
