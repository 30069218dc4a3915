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
  readonly dirty: boolean;
  readonly edit: (update: (item: T) => T) => void;
  readonly setField: <K extends keyof T>(field: K, value: T[K]) => void;
  readonly save: () => Promise<T | undefined>;
}

/** Everything typed stays through a failed save and through a save still running. */
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
