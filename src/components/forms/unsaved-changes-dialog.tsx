import { useId, useRef } from 'react';
import Modal from 'react-bootstrap/Modal';

export const unsavedChangesTexts = {
  title: 'Modifiche non salvate',
  message: 'Ci sono modifiche non salvate: se esci adesso andranno perse.',
  stay: 'Resta qui',
  leave: 'Esci senza salvare',
} as const;

export interface UnsavedChangesDialogProps {
  readonly onStay: () => void;
  readonly onLeave: () => void;
}

export default function UnsavedChangesDialog({ onStay, onLeave }: UnsavedChangesDialogProps) {
  const id = useId();
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      animation={false}
      show
      onHide={onStay}
      onShow={() => stay.current?.focus()}
      centered
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      className="admin-modal unsaved-changes"
    >
      <Modal.Body>
        <h2 id={`${id}-title`} className="h5">
          {unsavedChangesTexts.title}
        </h2>
        <p id={`${id}-message`} className="mb-0">
          {unsavedChangesTexts.message}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <button ref={stay} type="button" className="btn btn-primary" onClick={onStay}>
          {unsavedChangesTexts.stay}
        </button>
        <button type="button" className="btn btn-outline-danger" onClick={onLeave}>
          {unsavedChangesTexts.leave}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
