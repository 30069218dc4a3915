import { useCallback, useEffect, useMemo, useRef } from 'react';

/**
 * The form's first focus, input or pointer press: spread on the `<form>` (`useSendForm` puts them in
 * its `formProps`). React's focus, input and pointer events bubble from every field.
 */
export interface WritePathTriggers {
  readonly onFocus: () => void;
  readonly onInput: () => void;
  readonly onPointerDown: () => void;
}

export interface WritePath<W> {
  readonly triggers: WritePathTriggers;
  /**
   * What `load` answers, loading it now unless it is loaded or loading. Rejects when the load
   * failed; the next call (or interaction) loads again.
   */
  readonly get: () => Promise<W>;
}

/**
 * What a public form needs to write (its api module with Firebase and App Check, decision 44),
 * loaded on the visitor's first interaction with the form, never with the page: a visitor who only
 * reads downloads none of it, and one who fills the form has it by the time they send. Nothing else
 * loads it: not the first render, hydration, a restored draft or a preselected horse.
 */
export function useWritePath<W>(load: () => Promise<W>): WritePath<W> {
  const loading = useRef<Promise<W> | null>(null);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });

  const get = useCallback(() => {
    if (loading.current === null) {
      const attempt = new Promise<W>((resolve) => resolve(latestLoad.current()));
      loading.current = attempt;
      attempt.catch(() => {
        if (loading.current === attempt) loading.current = null;
      });
    }
    return loading.current;
  }, []);

  return useMemo(() => {
    // A failure is reported by the send that needs the write path, not here.
    const start = () => {
      if (loading.current === null) get().catch(() => undefined);
    };
    return { triggers: { onFocus: start, onInput: start, onPointerDown: start }, get };
  }, [get]);
}
