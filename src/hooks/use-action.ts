import { useCallback, useReducer, useRef } from 'react';
import type { Result } from '#src/lib/data/result';

/** The data layer never throws: a safety net, not a path (the same words as `messageFor`'s). */
export const unexpectedActionError = 'Qualcosa è andato storto: riprova tra poco.';

export type ActionState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'done'; readonly data: T }
  | { readonly status: 'failed'; readonly code: string; readonly message: string };

export interface Action<A extends readonly unknown[], T> {
  /** Starts the action; a call while one runs does nothing. */
  readonly run: (...args: A) => void;
  readonly pending: boolean;
  /** The arguments of the running call (which row's button is busy), null when none runs. */
  readonly input: A | null;
  /** How the last call ended, until `reset` or the next call starts. */
  readonly state: ActionState<T>;
  /** The failure's Italian message, null unless the last call failed. */
  readonly error: string | null;
  /** Forgets how the last call ended (a dialog opened again, a field typed in again). */
  readonly reset: () => void;
}

interface Progress<A, T> {
  readonly input: A | null;
  readonly state: ActionState<T>;
}

type Step<A, T> =
  | { readonly type: 'start'; readonly input: A }
  | { readonly type: 'end'; readonly state: ActionState<T> }
  | { readonly type: 'reset' };

const idle = { status: 'idle' } as const;

function progress<A, T>(current: Progress<A, T>, step: Step<A, T>): Progress<A, T> {
  switch (step.type) {
    // A new call hides how the last one ended: its message would speak of another attempt.
    case 'start':
      return { input: step.input, state: idle };
    case 'end':
      return { input: null, state: step.state };
    case 'reset':
      return current.state === idle ? current : { ...current, state: idle };
  }
}

/**
 * One-off actions (send, retry, delete, publish, open…): pending while it runs, then how it ended,
 * from its `{ success, data, error }` result; a second start while pending does nothing. Side
 * effects of a success (close a dialog, read a list again) go in `action` itself.
 *
 * The shape of React 19's `useActionState`, but not on it: its action is a transition, and while
 * one is pending every other transition (react-router's navigations) waits for it, so a link
 * followed during a long send would open only once the send is over (docs/decisions/0080).
 */
export function useAction<A extends readonly unknown[], T>(
  action: (...args: A) => Promise<Result<T>>,
  what = 'Action',
): Action<A, T> {
  const [{ input, state }, dispatch] = useReducer(progress<A, T>, { input: null, state: idle });
  // A second click lands before the first one's render: the ref, not the state, says it runs.
  const running = useRef(false);
  // Stable: a form calls it from its field setters.
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  const settle = async (args: A): Promise<ActionState<T>> => {
    try {
      const result = await action(...args);
      return result.success
        ? { status: 'done', data: result.data }
        : { status: 'failed', code: result.error.code, message: result.error.message };
    } catch (error) {
      console.error(`${what} failed unexpectedly`, error);
      return { status: 'failed', code: 'unexpected', message: unexpectedActionError };
    } finally {
      running.current = false;
    }
  };

  return {
    run: (...args) => {
      if (running.current) return;
      running.current = true;
      dispatch({ type: 'start', input: args });
      // Called now, within the click: a tab opened for a file is still allowed.
      void settle(args).then((ended) => dispatch({ type: 'end', state: ended }));
    },
    pending: input !== null,
    input,
    state,
    error: state.status === 'failed' ? state.message : null,
    reset,
  };
}
