import type { ReactNode } from 'react';
import { ModalOverlay } from './modal-overlay';

export interface ConfirmDialogProps {
  readonly show: boolean;
  readonly title: string;
  /** What is asked, e.g. "Eliminare la notizia «Ada al pascolo»? L'operazione non si può annullare." */
  readonly question: ReactNode;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly onConfirm: () => void;
  /** Also what the close button, Escape and a click outside do (not while `running`). */
  readonly onCancel: () => void;
  /**
   * 'delete': an action that cannot be undone: "cancel" first, the red confirmation last, with a
   * spinner while it runs. 'discard': losing what was typed: staying is the primary choice, first.
   */
  readonly kind: 'delete' | 'discard';
  /** The confirmed action runs: both choices wait for it. */
  readonly running?: boolean;
  /** Why the confirmed action failed, said under the question (the dialog stays open). */
  readonly error?: string | null;
}

/**
 * The back office's yes-or-no question before deleting something or dropping what was typed: one
 * look and one behaviour for every section that asks it.
 */
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
    <button
      type="button"
      className={kind === 'delete' ? 'btn btn-danger' : 'btn btn-outline-danger'}
      onClick={onConfirm}
      disabled={running}
    >
      {running && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {confirmLabel}
    </button>
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
