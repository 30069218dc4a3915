import type { Result } from '#src/lib/data/result';

/**
 * A read made at most once per visit: the first ask starts it, every later ask shares it, so the
 * pages of one visit read once. A failed read is not kept: the next ask tries again. Whoever holds
 * the visit creates it (a provider around the app), never a module, so each visit starts with none:
 * each page rendered at build time, each test.
 */
export interface VisitRead<T> {
  /** The visit's read, started on the first ask. */
  read(): Promise<Result<T>>;
  /** What the read answered, once it has succeeded: pages opened later start from it. */
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
