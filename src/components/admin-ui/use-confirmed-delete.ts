import { useState } from 'react';
import { useAction } from '#src/hooks/use-action';
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
  const deletion = useAction(async (item: T) => {
    const result = await remove(item);
    if (result.success) {
      setTarget(null);
      onDeleted(item, result.data);
    }
    return result;
  }, 'Deletion');

  return {
    target,
    ask: (item) => {
      deletion.reset();
      setTarget(item);
    },
    dialog: {
      show: target !== null,
      running: deletion.pending,
      error: deletion.error ?? '',
      onCancel: () => {
        if (!deletion.pending) setTarget(null);
      },
      onConfirm: () => {
        if (target !== null) deletion.run(target);
      },
    },
  };
}
