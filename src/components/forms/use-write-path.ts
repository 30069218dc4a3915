import { useCallback, useEffect, useMemo, useRef } from 'react';

export interface WritePathTriggers {
  readonly onFocus: () => void;
  readonly onInput: () => void;
  readonly onPointerDown: () => void;
}

export interface WritePath<W> {
  readonly triggers: WritePathTriggers;
  readonly get: () => Promise<W>;
}

/**
 * Loaded on the first interaction, never with the page (decision 44): a visitor who only reads
 * downloads none of it.
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
