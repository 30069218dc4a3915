import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useFocusWrap } from './use-focus-wrap';
import './modals.scss';

export interface ModalOverlayProps {
  readonly show: boolean;
  readonly onHide: () => void;
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
  readonly size?: 'sm' | 'lg' | 'xl';
  readonly onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  readonly className?: string;
}

/**
 * Tab and Shift+Tab go round its controls while it is open; the focus goes back where it was after.
 */
export function ModalOverlay({
  show,
  onHide,
  title,
  children,
  footer,
  size,
  onSubmit,
  className,
}: ModalOverlayProps) {
  const titleId = `${useId()}-title`;
  const header = useRef<HTMLDivElement>(null);
  useFocusWrap(show, header);
  const content = (
    <>
      <Modal.Header ref={header} closeButton closeLabel="Chiudi">
        <Modal.Title as="h2" id={titleId} className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      {footer && <Modal.Footer>{footer}</Modal.Footer>}
    </>
  );
  return (
    <Modal
      animation={false}
      show={show}
      onHide={onHide}
      size={size}
      centered
      aria-labelledby={titleId}
      className={className ? `admin-modal ${className}` : 'admin-modal'}
    >
      {onSubmit ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(event);
          }}
        >
          {content}
        </form>
      ) : (
        content
      )}
    </Modal>
  );
}
