import {
  startTransition,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  type FormEvent,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import type { Result } from '#src/lib/data/result';
import { sameValue } from './edit-form-state';
import { focusField } from './field-focus';
import { browserStorage, readDraft, removeDraft, writeDraft } from './form-draft';
import {
  initialSendFormState,
  invalidFields,
  sendFormReducer,
  shownFieldError,
  type FieldErrors,
  type SendState,
} from './send-form-state';
import { typedBeforeStart } from './typed-before-start';
import { useWritePath, type WritePathTriggers } from './use-write-path';

/** A submit sooner than this after the form was first shown is a bot's (docs/decisions/0036). */
export const DEFAULT_MIN_FILL_MS = 3000;

export const DRAFT_SAVE_DELAY_MS = 500;

/** A field people never see, so never fill (docs/decisions/0036). */
export const HONEYPOT_NAME = 'website';

// A failure's message is a key of the public forms' `failures` texts
// (src/components/bilingual/texts), which `SendFailure` shows in the page's language.

/** The data layer never throws: a safety net, not a path. */
export const unexpectedSendError = 'sendUnexpected';

export const writePathLoadError = 'writePathLoad';

export interface SendFormDraftOptions<V> {
  readonly key: string;
  readonly version: number;
  readonly ignoredFields?: readonly (keyof V)[];
  /**
   * Name, phone, e-mail, address: after a send attempt, failed or not, the draft keeps them only
   * when the visitor ticks `keepContactsField` (docs/product.md, "Drafts").
   */
  readonly contactFields?: readonly (keyof V)[];
  /** Never written in a draft (what the page alone holds, such as picked photos). */
  readonly unsavedFields?: readonly (keyof V)[];
  readonly keepContactsField?: keyof V;
}

export interface SendFormOptions<V extends object, W = undefined> {
  /**
   * A module constant, as it is compared with what is typed; with `draft`, plain JSON only (stored
   * with JSON.stringify).
   */
  readonly initial: V;
  readonly validate: (values: V) => FieldErrors<V>;
  readonly fieldOrder: readonly (keyof V)[];
  readonly send: (values: V, writePath: W) => Promise<Result<unknown>>;
  /** Loaded on the first focus, input or pointer press, never with the page (decision 44). */
  readonly writePath?: () => Promise<W>;
  readonly draft?: SendFormDraftOptions<V>;
  readonly minFillMs?: number;
}

export interface HoneypotProps {
  readonly name: typeof HONEYPOT_NAME;
  readonly value: string;
  readonly onChange: (value: string) => void;
}

export interface SendForm<V extends object> {
  readonly values: V;
  readonly errors: FieldErrors<V>;
  readonly shownError: (field: keyof V) => string | undefined;
  /** The fields still missing or wrong, in the form's order. */
  readonly invalid: readonly (keyof V)[];
  /** Brings a field into the middle of the screen and focuses it. */
  readonly goTo: (field: keyof V) => void;
  readonly state: SendState<V>;
  readonly sending: boolean;
  readonly edit: (update: (values: V) => V) => void;
  readonly setField: <K extends keyof V>(field: K, value: V[K]) => void;
  readonly touch: (field: keyof V) => void;
  readonly formProps: {
    readonly ref: RefObject<HTMLFormElement | null>;
    readonly noValidate: true;
    readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  } & Partial<WritePathTriggers>;
  readonly outcomeRef: RefObject<HTMLDivElement | null>;
  readonly honeypot: HoneypotProps;
  readonly draft: {
    readonly restoredAt: Date | null;
    readonly discard: () => void;
  };
}

/**
 * Destructure the result: React's lint takes `form.outcomeRef` for a ref read while rendering and
 * then refuses every `form.something`.
 */
export function useSendForm<V extends object, W = undefined>(
  options: SendFormOptions<V, W>,
): SendForm<V> {
  const { initial, validate, fieldOrder, send, minFillMs = DEFAULT_MIN_FILL_MS } = options;
  const hasWritePath = options.writePath !== undefined;
  const writePath = useWritePath(options.writePath ?? noWritePath<W>);
  const draftKey = options.draft?.key;
  const draftVersion = options.draft?.version ?? 0;
  const [state, dispatch] = useReducer(sendFormReducer<V>, initial, initialSendFormState<V>);
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  // A second submit lands before the first one's render: the ref, not the state, says a send runs.
  const running = useRef(false);
  const startedAt = useRef(0);
  const pending = useRef<V | null>(null);
  const written = useRef<V | null>(null);
  const attempted = useRef(false);
  const latestOptions = () => ({
    initial,
    ignored: options.draft?.ignoredFields ?? [],
    contacts: options.draft?.contactFields ?? [],
    unsaved: options.draft?.unsavedFields ?? [],
    keep: options.draft?.keepContactsField,
    shown: state.values,
  });
  const latest = useRef(latestOptions());
  useEffect(() => {
    latest.current = latestOptions();
  });

  const writePending = useCallback(() => {
    const values = pending.current;
    if (draftKey === undefined || values === null) return;
    pending.current = null;
    written.current = values;
    const { initial: blank, ignored, contacts, keep, unsaved } = latest.current;
    const storage = browserStorage();
    const dropped =
      attempted.current && !(keep !== undefined && values[keep] === true)
        ? [...unsaved, ...contacts]
        : unsaved;
    const kept = withFieldsOf(values, blank, dropped);
    if (isBlank(kept, blank, ignored)) {
      removeDraft(storage, draftKey);
    } else {
      writeDraft(storage, draftKey, {
        version: draftVersion,
        savedAt: Date.now(),
        startedAt: startedAt.current,
        ...(attempted.current ? { attempted: true } : {}),
        values: kept,
      });
    }
  }, [draftKey, draftVersion]);

  const forgetDraft = useCallback(() => {
    pending.current = null;
    written.current = latest.current.initial;
    if (draftKey !== undefined) removeDraft(browserStorage(), draftKey);
  }, [draftKey]);

  // Restored only after hydration: the prerendered HTML must match the first render. With what
  // was typed before it, which is newer.
  useEffect(() => {
    startedAt.current = Date.now();
    const typed = typedBeforeStart(formRef.current, latest.current.shown);
    const draft =
      draftKey === undefined
        ? null
        : readDraft(browserStorage(), draftKey, draftVersion, latest.current.initial, Date.now());
    if (draft) {
      attempted.current = draft.attempted === true;
      startedAt.current = draft.startedAt;
      written.current = draft.values;
    }
    if (draftKey === undefined && Object.keys(typed).length === 0) return;
    // A transition, as the re-render of a whole form after hydration: it yields to the browser.
    startTransition(() =>
      dispatch({
        type: 'draft-checked',
        draft: draft && { values: draft.values, savedAt: new Date(draft.savedAt) },
        typed,
      }),
    );
  }, [draftKey, draftVersion]);

  useEffect(() => {
    if (draftKey === undefined || !state.draftChecked || state.values === written.current) return;
    pending.current = state.values;
    const timer = setTimeout(writePending, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draftKey, state.draftChecked, state.values, writePending]);

  // And at once when the page goes away (a closed tab, a phone putting the browser aside) or the
  // form does.
  useEffect(() => {
    if (draftKey === undefined) return;
    const whenHidden = () => {
      if (document.visibilityState === 'hidden') writePending();
    };
    window.addEventListener('pagehide', writePending);
    document.addEventListener('visibilitychange', whenHidden);
    return () => {
      window.removeEventListener('pagehide', writePending);
      document.removeEventListener('visibilitychange', whenHidden);
      writePending();
    };
  }, [draftKey, writePending]);

  useEffect(() => {
    const box = outcomeRef.current;
    if (box === null || (state.send.kind !== 'sent' && state.send.kind !== 'failed')) return;
    // The thanks replace a form nine screens long: its top, not the middle of the page, in view.
    box.scrollIntoView?.({ block: state.send.kind === 'sent' ? 'start' : 'center' });
    box.focus({ preventScroll: true });
  }, [state.send]);

  const edit = useCallback((update: (values: V) => V) => dispatch({ type: 'edit', update }), []);
  const setField = useCallback(
    <K extends keyof V>(field: K, value: V[K]) =>
      dispatch({
        type: 'edit',
        update: (values) =>
          Object.is(values[field], value) ? values : { ...values, [field]: value },
      }),
    [],
  );
  const touch = useCallback((field: keyof V) => dispatch({ type: 'touch', field }), []);
  const setHoneypot = useCallback((value: string) => dispatch({ type: 'honeypot', value }), []);

  const errors = validate(state.values);

  const invalid = invalidFields(errors, fieldOrder);

  const focus = (field: keyof V | undefined) => {
    if (field !== undefined) focusField(formRef.current, String(field));
  };

  function finish(values: V, result?: unknown) {
    attempted.current = false;
    forgetDraft();
    startedAt.current = Date.now();
    dispatch({ type: 'sent', values, initial, result });
  }

  async function submit() {
    if (running.current) return;
    if (invalid.length > 0) {
      // Render the messages first, so the field is announced with its error when it gets the focus.
      flushSync(() => dispatch({ type: 'attempt' }));
      focus(invalid[0]);
      return;
    }
    const values = state.values;
    if (looksLikeABot(state.honeypot, formRef.current, startedAt.current, minFillMs)) {
      finish(values);
      return;
    }
    running.current = true;
    dispatch({ type: 'send-started' });
    // The draft drops the contact data now, should the send fail and the page be left.
    attempted.current = true;
    pending.current = values;
    writePending();
    let result: Result<unknown>;
    try {
      const loaded = await writePath.get().then(
        (value) => ({ value }),
        () => undefined,
      );
      result = loaded
        ? await send(values, loaded.value)
        : { success: false, error: { code: 'write-path', message: writePathLoadError } };
    } catch {
      result = { success: false, error: { code: 'unexpected', message: unexpectedSendError } };
    } finally {
      running.current = false;
    }
    if (result.success) finish(values, result.data);
    else dispatch({ type: 'send-failed', message: result.error.message });
  }

  const discard = () => {
    attempted.current = false;
    forgetDraft();
    startedAt.current = Date.now();
    // The notice and its button go away: the focus goes to the emptied form, not to the page.
    flushSync(() => dispatch({ type: 'discard', initial }));
    focus(fieldOrder[0]);
  };

  return {
    values: state.values,
    errors,
    shownError: (field) => shownFieldError(state, errors, field),
    invalid,
    goTo: (field) => {
      // Its message shows at once, so the field is announced with it.
      flushSync(() => dispatch({ type: 'touch', field }));
      focus(field);
    },
    state: state.send,
    sending: state.send.kind === 'sending',
    edit,
    setField,
    touch,
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        void submit();
      },
      ...(hasWritePath ? writePath.triggers : {}),
    },
    outcomeRef,
    honeypot: { name: HONEYPOT_NAME, value: state.honeypot, onChange: setHoneypot },
    draft: { restoredAt: state.restoredAt, discard },
  };
}

const noWritePath = <W>(): Promise<W> => Promise.resolve(undefined as W);

function withFieldsOf<V extends object>(values: V, from: V, fields: readonly (keyof V)[]): V {
  const result = { ...values };
  for (const field of fields) result[field] = from[field];
  return result;
}

function isBlank<V extends object>(values: V, initial: V, ignored: readonly (keyof V)[]): boolean {
  const withoutIgnored = { ...values };
  for (const field of ignored) withoutIgnored[field] = initial[field];
  return sameValue(withoutIgnored, initial);
}

/** A honeypot set by a script fires no events, so the field's DOM value is read too. */
function looksLikeABot(
  honeypot: string,
  form: HTMLFormElement | null,
  startedAt: number,
  minFillMs: number,
): boolean {
  const field = form?.querySelector<HTMLInputElement>(`[name="${HONEYPOT_NAME}"]`);
  if (honeypot !== '' || (field?.value ?? '') !== '') return true;
  return Date.now() - startedAt < minFillMs;
}
