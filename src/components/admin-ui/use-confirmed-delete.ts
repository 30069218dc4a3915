import { useRef, useState } from 'react';
import type { Result } from '#src/lib/data/result';

export interface ConfirmedDeleteDialog {
  readonly show: boolean;
  readonly running: boolean;
  readonly error: string;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

export interface ConfirmedDelete<T> {
  readonly target: T | null;
  readonly ask: (item: T) => void;
  readonly dialog: ConfirmedDeleteDialog;
}

/** The dialog cannot be closed while the deletion runs. */
export function useConfirmedDelete<T, R>(
  remove: (item: T) => Promise<Result<R>>,
  onDeleted: (item: T, data: R) => void,
): ConfirmedDelete<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [state, setState] = useState({ running: false, error: '' });
  // A second click lands before the first one's render: the ref, not the state, says it runs.
  const busy = useRef(false);

  const confirm = async () => {
    if (target === null || busy.current) return;
    busy.current = true;
    setState({ running: true, error: '' });
    const result = await remove(target);
    busy.current = false;
    if (!result.success) {
      setState({ running: false, error: result.error.message });
      return;
    }
    setState({ running: false, error: '' });
    setTarget(null);
    onDeleted(target, result.data);
  };

  return {
    target,
    ask: (item) => {
      setState({ running: false, error: '' });
      setTarget(item);
    },
    dialog: {
      show: target !== null,
      running: state.running,
      error: state.error,
      onCancel: () => {
        if (!busy.current) setTarget(null);
      },
      onConfirm: () => void confirm(),
    },
  };
}
