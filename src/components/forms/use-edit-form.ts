import { useCallback, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import { fieldErrors, type DraftSchema } from '#src/lib/data/field-errors';
import type { Result } from '#src/lib/data/result';
import {
  editFormReducer,
  hasUnsavedChanges,
  initialEditFormState,
  type EditFormState,
} from './edit-form-state';
import { focusField } from './field-focus';
import type { FirstInvalid } from './missing-line';
import type { SaveBarProps } from './save-bar';
import { invalidFields } from './send-form-state';

export type ErrorsOf<F extends string> = Partial<Record<F, string>>;

const noErrors = {};

/**
 * How a staff form checks what is typed (docs/product.md, "Staff forms"): the model's schema of the
 * draft, whose messages are the fields' errors (decision 81), or a function of the model that
 * adds to that schema's errors the rules spanning fields or a value the draft does not hold.
 */
export type EditFormChecks<T, F extends string> = (
  | { readonly schema: DraftSchema<Partial<T>>; readonly errors?: never }
  | { readonly errors: (item: T) => ErrorsOf<F>; readonly schema?: never }
) & {
  /** Each field's label as the form shows it, in the form's order: the save bar names the first. */
  readonly labels: Readonly<Record<F, string>>;
  /** Salva disabled while anything is wrong, the errors shown at once: only where the spec says so. */
  readonly disabledWhileInvalid?: boolean;
};

function errorsOf<T, F extends string>(checks: EditFormChecks<T, F>, item: T): ErrorsOf<F> {
  if (!checks.schema) return checks.errors(item);
  // The labels name the draft's fields the form shows.
  const errors: Partial<Record<string, string>> = fieldErrors(checks.schema, item);
  return errors;
}

export interface EditForm<T, F extends string = string> extends EditFormState<T> {
  readonly saving: boolean;
  readonly dirty: boolean;
  readonly edit: (update: (item: T) => T) => void;
  readonly setField: <K extends keyof T>(field: K, value: T[K]) => void;
  /** Refused, with the first field to fix named and focused, while anything is wrong. */
  readonly save: () => Promise<T | undefined>;
  /** The errors to show: none before the first save attempt, every one live after it. */
  readonly errors: ErrorsOf<F>;
  /** The fields missing or wrong now, in the form's order, shown or not. */
  readonly invalid: readonly F[];
  /** For the save bar, once the errors show. */
  readonly missing: FirstInvalid | undefined;
  /** What its save bar shows, Salva disabled for a form `disabledWhileInvalid`: `{...form.bar}`. */
  readonly bar: Pick<SaveBarProps, 'saving' | 'feedback' | 'missing' | 'disabled'>;
  /** Shows the errors from now on; true when there are none. */
  readonly check: () => boolean;
  /** Shows the errors and brings the field into view, focused. */
  readonly goTo: (field: F) => void;
  /** When anything is wrong: shows the errors, focuses the first and answers true. */
  readonly refuse: () => boolean;
  /**
   * The `<form>`'s ref, where `goTo` looks for the fields. A callback with its own name: React's
   * lint takes an object ref (or a name ending in "Ref") for a ref read on every `form.something`.
   */
  readonly bindForm: (element: HTMLFormElement | null) => void;
}

/** Everything typed stays through a failed save and through a save still running. */
export function useEditForm<T, F extends string = never>(
  loaded: T,
  update: (item: T) => Promise<Result<T>>,
  checks?: EditFormChecks<T, F>,
): EditForm<T, F> {
  const [state, dispatch] = useReducer(editFormReducer<T>, loaded, initialEditFormState<T>);
  // A second click lands before the first one's render: the ref, not the state, says a save runs.
  const running = useRef(false);
  const formElement = useRef<HTMLFormElement | null>(null);
  const bindForm = useCallback((element: HTMLFormElement | null) => {
    formElement.current = element;
  }, []);

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

  const allErrors: ErrorsOf<F> = checks ? errorsOf(checks, state.item) : {};
  const order = checks ? (Object.keys(checks.labels) as F[]) : [];
  const invalid = invalidFields<Record<F, unknown>>(allErrors, order);
  const shown = state.attempted || checks?.disabledWhileInvalid === true;

  const check = () => {
    dispatch({ type: 'attempt' });
    return invalid.length === 0;
  };
  const goTo = (field: F) => {
    // Its message renders first, so the field is announced with it when it gets the focus.
    flushSync(() => dispatch({ type: 'attempt' }));
    focusField(formElement.current, field);
  };
  const refuse = () => {
    const [first] = invalid;
    if (first === undefined) return false;
    goTo(first);
    return true;
  };

  const save = async () => {
    if (running.current || refuse()) return undefined;
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
  };

  const [first] = invalid;
  const saving = state.sending !== null;
  const missing =
    shown && first !== undefined && checks
      ? { count: invalid.length, label: checks.labels[first], goTo: () => goTo(first) }
      : undefined;
  return {
    ...state,
    saving,
    dirty: hasUnsavedChanges(state),
    edit,
    setField,
    save,
    errors: shown ? allErrors : noErrors,
    invalid,
    missing,
    bar: {
      saving,
      feedback: state.feedback,
      missing,
      disabled: checks?.disabledWhileInvalid === true && invalid.length > 0,
    },
    check,
    goTo,
    refuse,
    bindForm,
  };
}
