import type { ReactNode } from 'react';
import { BusyButton } from './busy-button';
import { ModalOverlay } from './modal-overlay';

export interface ConfirmDialogProps {
  readonly show: boolean;
  readonly title: string;
  readonly question: ReactNode;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /**
   * 'delete' cannot be undone: cancel first, the red confirmation last; 'discard': staying is the
   * primary choice.
   */
  readonly kind: 'delete' | 'discard';
  readonly running?: boolean;
  /** Announced while running, e.g. "Eliminazione in corso…". */
  readonly runningText?: string;
  readonly error?: string | null;
}

export function ConfirmDialog({
  show,
  title,
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  kind,
  running = false,
  runningText,
  error,
}: ConfirmDialogProps) {
  const cancel = () => {
    if (!running) onCancel();
  };
  const cancelButton = (
    <button
      type="button"
      className={kind === 'delete' ? 'btn btn-outline-secondary' : 'btn btn-primary'}
      onClick={cancel}
      disabled={running}
    >
      {cancelLabel}
    </button>
  );
  const confirmButton = (
    <BusyButton
      className={kind === 'delete' ? 'btn btn-danger' : 'btn btn-outline-danger'}
      onClick={onConfirm}
      pending={running}
      pendingText={runningText}
    >
      {confirmLabel}
    </BusyButton>
  );
  return (
    <ModalOverlay
      show={show}
      onHide={cancel}
      title={title}
      footer={
        <>
          {cancelButton}
          {confirmButton}
        </>
      }
    >
      <p className={error ? undefined : 'mb-0'}>{question}</p>
      {error && (
        <p role="alert" className="confirm-dialog__error mb-0">
          {error}
        </p>
      )}
    </ModalOverlay>
  );
}
