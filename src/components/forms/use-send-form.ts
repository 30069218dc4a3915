import { useCallback, useEffect, useReducer, useRef, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { Result } from '#src/lib/data/result';
import { sameValue } from './edit-form-state';
import { browserStorage, readDraft, removeDraft, writeDraft } from './form-draft';
import {
  initialSendFormState,
  invalidFields,
  sendFormReducer,
  shownFieldError,
  type FieldErrors,
  type SendState,
} from './send-form-state';
import { useWritePath, type WritePathTriggers } from './use-write-path';

/** A submit sooner than this after the form was first shown is a bot's (docs/decisions/0036). */
export const DEFAULT_MIN_FILL_MS = 3000;

/** A draft is written this long after the last change (and at once when the page is hidden). */
export const DRAFT_SAVE_DELAY_MS = 500;

/** The honeypot's name: a field people never see, so never fill (docs/decisions/0036). */
export const HONEYPOT_NAME = 'website';

/** The failure shown when `send` throws (the data layer never does: a safety net, not a path). */
export const unexpectedSendError =
  'Invio non riuscito per un errore inatteso: riprova. / Sending failed because of an unexpected error: please try again.';

/** The failure shown when the write path (`writePath`) could not be loaded: offline, most likely. */
export const writePathLoadError =
  'Non siamo riusciti a preparare l’invio: controlla la connessione e riprova. / We could not get the sending ready: check your connection and try again.';

export interface SendFormDraftOptions<V> {
  /** The draft is stored in localStorage under `eq-draft:<key>`; one key per form. */
  readonly key: string;
  /** Raise it when the values change shape: a stored draft of another version is dropped. */
  readonly version: number;
  /**
   * Fields that alone do not make a draft worth keeping, e.g. a horse the address preselected:
   * a draft is stored only while another field differs from `initial`. They are stored and
   * restored with the others.
   */
  readonly ignoredFields?: readonly (keyof V)[];
}

export interface SendFormOptions<V extends object, W = undefined> {
  /**
   * The blank form (a module constant: it is compared with what is typed). With `draft`, the values
   * must be plain JSON (strings, numbers, booleans, null, arrays and plain objects; no Date or
   * undefined), as they are stored with JSON.stringify and read back as they were written.
   */
  readonly initial: V;
  /** A message for every field that may not be sent (pure; an empty object sends). */
  readonly validate: (values: V) => FieldErrors<V>;
  /** The fields in the order of the form: the first invalid one gets the focus. */
  readonly fieldOrder: readonly (keyof V)[];
  /**
   * Sends values that passed `validate` (the data layer's write: it reports, never throws), with
   * what `writePath` loaded (undefined without one).
   */
  readonly send: (values: V, writePath: W) => Promise<Result<unknown>>;
  /**
   * Loads what `send` needs to write (a public form's api module, with Firebase and App Check) on
   * the visitor's first focus, input or pointer press in the form, never with the page (decision
   * 44). A send waits for it; one that finds it failed shows `writePathLoadError` and loads it
   * again on the next try.
   */
  readonly writePath?: () => Promise<W>;
  /** Keeps what is typed in this browser until it is sent (see `SendForm.draft`). */
  readonly draft?: SendFormDraftOptions<V>;
  /** The bots' minimum fill time in ms (default 3000). */
  readonly minFillMs?: number;
}

/** Props of the honeypot input: spread them on `HoneypotField` (src/components/bilingual). */
export interface HoneypotProps {
  readonly name: typeof HONEYPOT_NAME;
  readonly value: string;
  readonly onChange: (value: string) => void;
}

export interface SendForm<V extends object> {
  readonly values: V;
  /** Every field's message now (`validate(values)`); show `shownError(field)` instead. */
  readonly errors: FieldErrors<V>;
  /** A field's message once the visitor has left it or tried to send. */
  readonly shownError: (field: keyof V) => string | undefined;
  /** idle, sending, sent (with the values sent) or failed (with the data layer's message). */
  readonly state: SendState<V>;
  readonly sending: boolean;
  /** Changes what is typed; the update gets the latest values, so quick edits never collide. */
  readonly edit: (update: (values: V) => V) => void;
  readonly setField: <K extends keyof V>(field: K, value: V[K]) => void;
  /** The visitor left a field (its `onBlur`). */
  readonly touch: (field: keyof V) => void;
  /**
   * Spread on the `<form>`: its ref, `noValidate`, the submit and, with `writePath`, the first
   * interaction's triggers.
   */
  readonly formProps: {
    readonly ref: RefObject<HTMLFormElement | null>;
    readonly noValidate: true;
    readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  } & Partial<WritePathTriggers>;
  /** On the outcome box (the confirmation or the failure, `tabIndex={-1}`): it gets the focus. */
  readonly outcomeRef: RefObject<HTMLDivElement | null>;
  readonly honeypot: HoneypotProps;
  readonly draft: {
    /** When the draft the form was filled back from was written; null when it was not. */
    readonly restoredAt: Date | null;
    /** "Start over": forgets the draft, empties the form and puts the focus on its first field. */
    readonly discard: () => void;
  };
}

/**
 * A public form that is sent once (docs/product.md, "Forms"; decision 36).
 *
 * - Validation: messages show once the visitor leaves a field or tries to send. A send with
 *   messages renders them, then focuses the first invalid field of `fieldOrder` (`[name="field"]`
 *   in the form), and sends nothing.
 * - Sending: once; a second submit while it runs sends nothing. Success empties the form (back to
 *   `initial`) and forgets the draft; failure keeps everything and shows the message. Either way the
 *   focus moves to the outcome (`outcomeRef`).
 * - Draft (with `draft`): what is typed is written to localStorage 500 ms after the last change and
 *   when the page is hidden or the form leaves the page; nothing is written while the form is blank.
 *   After the page has hydrated (never in the first render: prerendered HTML must match) a draft of
 *   the same version and younger than 30 days fills the form back; `draft.restoredAt` says when it
 *   was written (show `DraftNotice`). Other drafts are removed. Without a usable localStorage the
 *   form works the same, without drafts.
 * - Write path (with `writePath`): loaded on the first focus, input or pointer press inside the
 *   form (`formProps` carries the listeners), never on load; `send` receives it. A send waits for
 *   it; a load that failed shows `writePathLoadError`, keeps everything, and is tried again by the
 *   next send.
 * - Bots: a filled honeypot (`honeypot`, on `HoneypotField`) or a submit sooner than `minFillMs`
 *   after the form was first shown (or after the restored draft was started) sends nothing but
 *   shows the usual success and empties the form, so a bot learns nothing. This stops only simple
 *   bots; App Check and the rules are the real guard. Browser tests fill forms faster than people:
 *   they move the page's clock on (`page.clock.install()`, then `page.clock.fastForward`) before
 *   sending; unit tests fake the date (`vi.useFakeTimers({ toFake: ['Date'] })`) and advance it.
 *
 * Usage (the circle form, src/features/circles/components/circle-application-form.tsx, is one):
 *
 *   const { values, setField, touch, shownError, state, sending, formProps, outcomeRef, honeypot,
 *     draft } = useSendForm({ initial, validate, fieldOrder, send, draft: { key, version: 1 } });
 *   <form {...formProps}>
 *     {state.kind === 'sent' && <Thanks ref={outcomeRef} sent={state.values} />}
 *     <DraftNotice language={language} draft={draft} />
 *     <TextInput name="phone" value={values.phone} error={shownError('phone')}
 *       onChange={(value) => setField('phone', value)} onBlur={() => touch('phone')} ... />
 *     <HoneypotField {...honeypot} />
 *     {state.kind === 'failed' && <Failure ref={outcomeRef} message={state.message} />}
 *     <SendButton ... complete={...} sending={sending} />
 *   </form>
 *
 * Each field's control (or first radio) has `name` = its key, so the focus can find it. Destructure
 * the result as above: React's lint takes `form.outcomeRef` for a ref read while rendering and then
 * refuses every `form.something`.
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
  // When the visitor first saw this form (or started the draft it was filled back from).
  const startedAt = useRef(0);
  // Values waiting to be written to the draft, and the last ones written (or read back).
  const pending = useRef<V | null>(null);
  const written = useRef<V | null>(null);
  // What the timers and page listeners need of the latest render.
  const latest = useRef({ initial, ignored: options.draft?.ignoredFields ?? [] });
  useEffect(() => {
    latest.current = { initial, ignored: options.draft?.ignoredFields ?? [] };
  });

  const writePending = useCallback(() => {
    const values = pending.current;
    if (draftKey === undefined || values === null) return;
    pending.current = null;
    written.current = values;
    const { initial: blank, ignored } = latest.current;
    const storage = browserStorage();
    if (isBlank(values, blank, ignored)) {
      removeDraft(storage, draftKey);
    } else {
      writeDraft(storage, draftKey, {
        version: draftVersion,
        savedAt: Date.now(),
        startedAt: startedAt.current,
        values,
      });
    }
  }, [draftKey, draftVersion]);

  const forgetDraft = useCallback(() => {
    pending.current = null;
    written.current = latest.current.initial;
    if (draftKey !== undefined) removeDraft(browserStorage(), draftKey);
  }, [draftKey]);

  // Once the page has hydrated: the form is shown from now, unless a draft fills it back.
  useEffect(() => {
    startedAt.current = Date.now();
    if (draftKey === undefined) return;
    const draft = readDraft(
      browserStorage(),
      draftKey,
      draftVersion,
      latest.current.initial,
      Date.now(),
    );
    if (draft) {
      startedAt.current = draft.startedAt;
      written.current = draft.values;
    }
    dispatch({
      type: 'draft-checked',
      draft: draft && { values: draft.values, savedAt: new Date(draft.savedAt) },
    });
  }, [draftKey, draftVersion]);

  // Each change is written a moment after the typing stops.
  useEffect(() => {
    if (draftKey === undefined || !state.draftChecked || state.values === written.current) return;
    pending.current = state.values;
    const timer = setTimeout(writePending, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draftKey, state.draftChecked, state.values, writePending]);

  // ... and at once when the page goes away (a closed tab, a phone putting the browser aside) or
  // the form does (a link inside the site).
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

  // Focus follows the outcome: the confirmation, or the failure with its message.
  useEffect(() => {
    if (state.send.kind === 'sent' || state.send.kind === 'failed') outcomeRef.current?.focus();
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

  function focusField(field: keyof V | undefined) {
    if (field === undefined) return;
    formRef.current?.querySelector<HTMLElement>(`[name="${String(field)}"]`)?.focus();
  }

  /** Sent, or taken for a bot's: the form starts again, the draft is forgotten. */
  function finish(values: V) {
    forgetDraft();
    startedAt.current = Date.now();
    dispatch({ type: 'sent', values, initial });
  }

  async function submit() {
    if (running.current) return;
    const invalid = invalidFields(errors, fieldOrder);
    if (invalid.length > 0) {
      // Render the messages first, so the field is announced with its error when it gets the focus.
      flushSync(() => dispatch({ type: 'attempt' }));
      focusField(invalid[0]);
      return;
    }
    const values = state.values;
    if (looksLikeABot(state.honeypot, formRef.current, startedAt.current, minFillMs)) {
      finish(values);
      return;
    }
    running.current = true;
    dispatch({ type: 'send-started' });
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
    if (result.success) finish(values);
    else dispatch({ type: 'send-failed', message: result.error.message });
  }

  const discard = () => {
    forgetDraft();
    startedAt.current = Date.now();
    // The notice and its button go away: the focus goes to the emptied form, not to the page.
    flushSync(() => dispatch({ type: 'discard', initial }));
    focusField(fieldOrder[0]);
  };

  return {
    values: state.values,
    errors,
    shownError: (field) => shownFieldError(state, errors, field),
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

/** The write path of a form without one: `send` receives undefined (its `W` is then undefined). */
const noWritePath = <W>(): Promise<W> => Promise.resolve(undefined as W);

/** Whether the values hold nothing of the visitor's (the ignored fields do not count). */
function isBlank<V extends object>(values: V, initial: V, ignored: readonly (keyof V)[]): boolean {
  const withoutIgnored = { ...values };
  for (const field of ignored) withoutIgnored[field] = initial[field];
  return sameValue(withoutIgnored, initial);
}

/** A filled honeypot (typed, or set by a script without events), or a form filled too fast. */
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
