// The state of an application's detail form as a pure reducer: what is typed, whether a save is
// running, and what the last save said. A failed save never touches what is typed.

import type { SaveFeedbackState } from '#src/components/admin-ui';

export interface FormState<T> {
  /** What is on screen. */
  readonly item: T;
  /** As last loaded or saved (the page title follows it, not what is being typed). */
  readonly saved: T;
  /** The item being saved, while a save runs. */
  readonly sending: T | null;
  readonly feedback: SaveFeedbackState;
}

export type FormAction<T> =
  | { type: 'edit'; item: T }
  | { type: 'save-started' }
  | { type: 'save-succeeded'; saved: T }
  | { type: 'save-failed'; message: string };

export const initialFormState = <T>(item: T): FormState<T> => ({
  item,
  saved: item,
  sending: null,
  feedback: { status: 'idle' },
});

export function formReducer<T>(state: FormState<T>, action: FormAction<T>): FormState<T> {
  switch (action.type) {
    case 'edit':
      // A message about the previous save no longer describes what is on screen.
      return { ...state, item: action.item, feedback: { status: 'idle' } };
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
      };
    case 'save-failed':
      return { ...state, sending: null, feedback: { status: 'failed', message: action.message } };
  }
}
