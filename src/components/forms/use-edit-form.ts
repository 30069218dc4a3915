import { useCallback, useReducer, useRef } from 'react';
import type { Result } from '#src/lib/data/result';
import {
  editFormReducer,
  hasUnsavedChanges,
  initialEditFormState,
  type EditFormState,
} from './edit-form-state';

export interface EditForm<T> extends EditFormState<T> {
  readonly saving: boolean;
  /** Something on screen is not saved yet (or its save is still running). */
  readonly dirty: boolean;
  /** Changes what is on screen; the update gets the latest value, so quick edits never collide. */
  readonly edit: (update: (item: T) => T) => void;
  /** Sets one field of what is on screen. */
  readonly setField: <K extends keyof T>(field: K, value: T[K]) => void;
  /**
   * Saves what is on screen; a second call while a save runs does nothing. Resolves with what was
   * saved, or undefined when nothing was (a failure is shown by `feedback`).
   */
  readonly save: () => Promise<T | undefined>;
}

/**
 * One edit form: `update` is the api's logged write, `loaded` the item as read. Everything typed
 * stays through a failed save and through a save that is still running (docs/product.md, "Forms").
 */
export function useEditForm<T>(loaded: T, update: (item: T) => Promise<Result<T>>): EditForm<T> {
  const [state, dispatch] = useReducer(editFormReducer<T>, loaded, initialEditFormState<T>);
  // A second click lands before the first one's render: the ref, not the state, says a save runs.
  const running = useRef(false);

  const edit = useCallback(
    (change: (item: T) => T) => dispatch({ type: 'edit', update: change }),
    [],
  );
  const setField = useCallback(
    <K extends keyof T>(field: K, value: T[K]) =>
      dispatch({
        type: 'edit',
        update: (item) => (Object.is(item[field], value) ? item : { ...item, [field]: value }),
      }),
    [],
  );

  const save = useCallback(async () => {
    if (running.current) return undefined;
    running.current = true;
    dispatch({ type: 'save-started' });
    try {
      const result = await update(state.item);
      dispatch(
        result.success
          ? { type: 'save-succeeded', saved: result.data }
          : { type: 'save-failed', message: result.error.message },
      );
      return result.success ? result.data : undefined;
    } finally {
      running.current = false;
    }
  }, [update, state.item]);

  return {
    ...state,
    saving: state.sending !== null,
    dirty: hasUnsavedChanges(state),
    edit,
    setField,
    save,
  };
}
