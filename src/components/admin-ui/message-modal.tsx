import { useEffect, useId, useRef, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useFocusWrap } from './use-focus-wrap';
import './modals.scss';

export type MessageTone = 'success' | 'danger' | 'info';

export interface MessageModalProps {
  readonly show: boolean;
  readonly onHide: () => void;
  readonly title?: ReactNode;
  readonly message: ReactNode;
  readonly tone?: MessageTone;
}

export const defaultMessageTitles: Record<MessageTone, string> = {
  success: 'Fatto',
  danger: 'Errore',
  info: 'Avviso',
};

/** Its OK button has the focus, so a keyboard user knows where they are. */
export function MessageModal({ show, onHide, title, message, tone = 'info' }: MessageModalProps) {
  const id = useId();
  const ok = useRef<HTMLButtonElement>(null);
  useFocusWrap(show, ok);

  useEffect(() => {
    if (!show) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter') return;
      event.preventDefault(); // one close, not a second click on the focused button
      onHide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show, onHide]);

  return (
    <Modal
      animation={false}
      show={show}
      onHide={onHide}
      onShow={() => ok.current?.focus()}
      centered
      size="sm"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      className={`admin-modal message-modal message-modal--${tone}`}
    >
      {/* Enter and Escape close it from anywhere (document listeners) and OK is a button: the
          click on the whole message (OK included) is a shortcut for the mouse. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className="message-modal__content" onClick={onHide}>
        <Modal.Body>
          <h2 id={`${id}-title`} className="h5 message-modal__title">
            {title ?? defaultMessageTitles[tone]}
          </h2>
          <div id={`${id}-message`} className="message-modal__message">
            {message}
          </div>
        </Modal.Body>
        <Modal.Footer>
          <button ref={ok} type="button" className="btn btn-primary">
            OK
          </button>
        </Modal.Footer>
      </div>
    </Modal>
  );
}
