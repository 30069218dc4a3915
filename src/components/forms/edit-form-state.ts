// A failed save never touches what is typed; what is typed while a save runs is kept when it comes
// back.

import type { SaveFeedbackState } from './save-feedback';

export interface EditFormState<T> {
  readonly item: T;
  readonly saved: T;
  readonly sending: T | null;
  readonly feedback: SaveFeedbackState;
  /** Set by the first save attempt: the form's errors show from then on. */
  readonly attempted: boolean;
}

export type EditFormAction<T> =
  | { type: 'edit'; update: (item: T) => T }
  | { type: 'attempt' }
  | { type: 'save-started' }
  | { type: 'save-succeeded'; saved: T }
  | { type: 'save-failed'; message: string };

export const initialEditFormState = <T>(item: T): EditFormState<T> => ({
  item,
  saved: item,
  sending: null,
  feedback: { status: 'idle' },
  attempted: false,
});

export function editFormReducer<T>(
  state: EditFormState<T>,
  action: EditFormAction<T>,
): EditFormState<T> {
  switch (action.type) {
    case 'edit': {
      const item = action.update(state.item);
      if (item === state.item) return state;
      // A message about the previous save no longer describes what is on screen.
      return { ...state, item, feedback: { status: 'idle' } };
    }
    case 'attempt':
      return state.attempted ? state : { ...state, attempted: true };
    case 'save-started':
      if (state.sending) return state;
      return { ...state, sending: state.item, feedback: { status: 'idle' } };
    case 'save-succeeded':
      return {
        // What was saved replaces the screen, unless something was typed meanwhile.
        item: state.item === state.sending ? action.saved : state.item,
        saved: action.saved,
        sending: null,
        feedback: { status: 'saved' },
        attempted: state.attempted,
      };
    case 'save-failed':
      return { ...state, sending: null, feedback: { status: 'failed', message: action.message } };
  }
}

export function hasUnsavedChanges<T>(state: EditFormState<T>): boolean {
  return state.sending !== null || !sameValue(state.item, state.saved);
}

/** Structural, so typing a letter and deleting it again leaves nothing unsaved. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
