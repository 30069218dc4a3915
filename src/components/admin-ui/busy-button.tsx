import { useLayoutEffect, useRef, type ButtonHTMLAttributes } from 'react';

export const busyButtonText = { pending: 'Operazione in corso…' } as const;

export interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** An action of `useAction` (or a dialog's `running`) is under way. */
  readonly pending: boolean;
  /** Announced while pending, e.g. "Invio in corso…": the label itself stays, so does its name. */
  readonly pendingText?: string;
}

/**
 * The one button of a one-off action (docs/decisions/0080): while pending it is disabled, shows a
 * spinner and says what is in course to a screen reader; the focus it had comes back to it.
 */
export function BusyButton({
  pending,
  pendingText = busyButtonText.pending,
  disabled = false,
  className = 'btn btn-primary',
  type = 'button',
  children,
  ...rest
}: BusyButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  // A disabled button loses the focus in the browser: it gets it back once the action is over,
  // unless the person has moved on meanwhile. Before paint, while the focus is still on it.
  useLayoutEffect(() => {
    const element = button.current;
    if (pending) {
      hadFocus.current = element !== null && document.activeElement === element;
      return;
    }
    const active = document.activeElement;
    if (hadFocus.current && element && (active === null || active === document.body)) {
      element.focus();
    }
    hadFocus.current = false;
  }, [pending]);
  return (
    <>
      <button
        {...rest}
        ref={button}
        type={type}
        className={className}
        disabled={pending || disabled}
        aria-busy={pending}
        aria-disabled={pending || disabled || undefined}
      >
        {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {children}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {pending ? pendingText : ''}
      </span>
    </>
  );
}
