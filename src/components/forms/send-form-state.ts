// The state of a public form that is sent once, as a pure reducer: what is typed, which fields the
// visitor has left, whether a send was tried, the send's outcome and the draft it started from
// (docs/product.md, "Forms"; decision 36). A failed send never touches what is typed.

/** A message for every field that may not be sent as it is; an empty object means "send it". */
export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/** Where the send is: a confirmation can name what was sent (`values`, as typed). */
export type SendState<V> =
  | { readonly kind: 'idle' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'sent'; readonly values: V }
  | { readonly kind: 'failed'; readonly message: string };

export interface SendFormState<V> {
  /** What is on screen. */
  readonly values: V;
  /** The fields the visitor has left: their messages show from then on. */
  readonly touched: Partial<Record<keyof V, true>>;
  /** A send was tried: every message shows. */
  readonly attempted: boolean;
  readonly send: SendState<V>;
  /** The honeypot's text: empty for people (docs/decisions/0036). */
  readonly honeypot: string;
  /** The draft was looked for (after hydration): drafts are written only from then on. */
  readonly draftChecked: boolean;
  /** When the draft the form was filled back from was written; null when there was none. */
  readonly restoredAt: Date | null;
}

export type SendFormAction<V> =
  | { type: 'edit'; update: (values: V) => V }
  | { type: 'touch'; field: keyof V }
  | { type: 'attempt' }
  | { type: 'honeypot'; value: string }
  | { type: 'draft-checked'; draft: { values: V; savedAt: Date } | null }
  | { type: 'send-started' }
  /** Sent, or taken for a bot's and shown as sent: the form starts again from `initial`. */
  | { type: 'sent'; values: V; initial: V }
  | { type: 'send-failed'; message: string }
  /** "Start over": the draft is thrown away. */
  | { type: 'discard'; initial: V };

export const initialSendFormState = <V>(values: V): SendFormState<V> => ({
  values,
  touched: {},
  attempted: false,
  send: { kind: 'idle' },
  honeypot: '',
  draftChecked: false,
  restoredAt: null,
});

/** The form as it is before anything is typed, keeping what is not about the values. */
const blank = <V>(state: SendFormState<V>, initial: V): SendFormState<V> => ({
  ...state,
  values: initial,
  touched: {},
  attempted: false,
  honeypot: '',
  restoredAt: null,
});

export function sendFormReducer<V>(
  state: SendFormState<V>,
  action: SendFormAction<V>,
): SendFormState<V> {
  switch (action.type) {
    case 'edit': {
      const values = action.update(state.values);
      return values === state.values ? state : { ...state, values };
    }
    case 'touch':
      if (state.touched[action.field]) return state;
      return { ...state, touched: { ...state.touched, [action.field]: true } };
    case 'attempt':
      return state.attempted ? state : { ...state, attempted: true };
    case 'honeypot':
      return { ...state, honeypot: action.value };
    case 'draft-checked':
      if (!action.draft) return { ...state, draftChecked: true };
      return {
        ...state,
        draftChecked: true,
        values: action.draft.values,
        restoredAt: action.draft.savedAt,
      };
    case 'send-started':
      return state.send.kind === 'sending' ? state : { ...state, send: { kind: 'sending' } };
    case 'sent':
      return { ...blank(state, action.initial), send: { kind: 'sent', values: action.values } };
    case 'send-failed':
      return { ...state, send: { kind: 'failed', message: action.message } };
    case 'discard':
      return {
        ...blank(state, action.initial),
        // A send still running keeps its spinner; an old outcome no longer applies.
        send: state.send.kind === 'sending' ? state.send : { kind: 'idle' },
      };
  }
}

/** A field's message once the visitor has left it or tried to send; undefined otherwise. */
export function shownFieldError<V>(
  state: SendFormState<V>,
  errors: FieldErrors<V>,
  field: keyof V,
): string | undefined {
  return state.touched[field] || state.attempted ? errors[field] : undefined;
}

/**
 * The fields with a message: those of `fieldOrder` first, in its order (the first one gets the
 * focus), then any other, so that no invalid form is ever sent.
 */
export function invalidFields<V>(errors: FieldErrors<V>, fieldOrder: readonly (keyof V)[]) {
  const invalid = (Object.keys(errors) as (keyof V)[]).filter((field) => errors[field]);
  const ordered = fieldOrder.filter((field) => invalid.includes(field));
  return [...ordered, ...invalid.filter((field) => !ordered.includes(field))];
}
