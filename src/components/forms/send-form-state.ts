export type FieldErrors<V> = Partial<Record<keyof V, string>>;

export type SendState<V> =
  | { readonly kind: 'idle' }
  | { readonly kind: 'sending' }
  /** `result` is what the send answered (an application's id), absent for a bot's. */
  | { readonly kind: 'sent'; readonly values: V; readonly result?: unknown }
  | { readonly kind: 'failed'; readonly message: string };

export interface SendFormState<V> {
  readonly values: V;
  readonly touched: Partial<Record<keyof V, true>>;
  readonly attempted: boolean;
  readonly send: SendState<V>;
  /** Empty for people (docs/decisions/0036). */
  readonly honeypot: string;
  readonly draftChecked: boolean;
  readonly restoredAt: Date | null;
}

export type SendFormAction<V> =
  | { type: 'edit'; update: (values: V) => V }
  | { type: 'touch'; field: keyof V }
  | { type: 'attempt' }
  | { type: 'honeypot'; value: string }
  | {
      type: 'draft-checked';
      draft: { values: V; savedAt: Date } | null;
      /** Typed before the form hydrated: newer than the draft. */
      typed?: Partial<V>;
    }
  | { type: 'send-started' }
  | { type: 'sent'; values: V; initial: V; result?: unknown }
  | { type: 'send-failed'; message: string }
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
    case 'draft-checked': {
      const typed = action.typed ?? {};
      const values = action.draft ? action.draft.values : state.values;
      return {
        ...state,
        draftChecked: true,
        values: Object.keys(typed).length > 0 ? { ...values, ...typed } : values,
        restoredAt: action.draft ? action.draft.savedAt : state.restoredAt,
      };
    }
    case 'send-started':
      return state.send.kind === 'sending' ? state : { ...state, send: { kind: 'sending' } };
    case 'sent':
      return {
        ...blank(state, action.initial),
        send: { kind: 'sent', values: action.values, result: action.result },
      };
    case 'send-failed':
      return { ...state, send: { kind: 'failed', message: action.message } };
    case 'discard':
      return {
        ...blank(state, action.initial),
        send: state.send.kind === 'sending' ? state.send : { kind: 'idle' },
      };
  }
}

export function shownFieldError<V>(
  state: SendFormState<V>,
  errors: FieldErrors<V>,
  field: keyof V,
): string | undefined {
  return state.touched[field] || state.attempted ? errors[field] : undefined;
}

/** Then any field not in `fieldOrder`, so that no invalid form is ever sent. */
export function invalidFields<V>(errors: FieldErrors<V>, fieldOrder: readonly (keyof V)[]) {
  const invalid = (Object.keys(errors) as (keyof V)[]).filter((field) => errors[field]);
  const ordered = fieldOrder.filter((field) => invalid.includes(field));
  return [...ordered, ...invalid.filter((field) => !ordered.includes(field))];
}
