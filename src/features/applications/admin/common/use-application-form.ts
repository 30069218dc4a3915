import { useReducer } from 'react';
import type { Result } from '#src/lib/data/result';
import { formReducer, initialFormState, type FormState } from './form-state';

export interface ApplicationForm<T> extends FormState<T> {
  readonly saving: boolean;
  readonly edit: (item: T) => void;
  /** Saves what is on screen; a second click while saving does nothing. */
  readonly save: () => Promise<void>;
}

/** The detail form of an application: `update` is the logged write of the api. */
export function useApplicationForm<T>(
  loaded: T,
  update: (item: T) => Promise<Result<T>>,
): ApplicationForm<T> {
  const [state, dispatch] = useReducer(formReducer<T>, loaded, initialFormState<T>);
  const save = async () => {
    if (state.sending) return;
    const sent = state.item;
    dispatch({ type: 'save-started' });
    const result = await update(sent);
    dispatch(
      result.success
        ? { type: 'save-succeeded', saved: result.data }
        : { type: 'save-failed', message: result.error.message },
    );
  };
  return {
    ...state,
    saving: state.sending !== null,
    edit: (item) => dispatch({ type: 'edit', item }),
    save,
  };
}
