import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SaveFeedback, type SaveFeedbackState } from './save-feedback';
import './forms.scss';

export interface SaveBarProps {
  readonly saving: boolean;
  readonly feedback: SaveFeedbackState;
  /** Where "Indietro" goes (no Indietro without it). */
  readonly backTo?: string;
  /** Salva is disabled (it always is while its own save runs). */
  readonly disabled?: boolean;
  /** Why Salva is disabled: shown next to it in red, and describing it. */
  readonly disabledReason?: ReactNode;
  /** The button's text. */
  readonly label?: string;
  /** Lines about what is on screen (e.g. the required fields left empty). */
  readonly children?: ReactNode;
  readonly className?: string;
}

/**
 * The end of every edit form: "Salva" (a spinner while it runs, a second click does nothing),
 * "Indietro", and what the last save said: "Dati salvati correttamente!" or the error in red.
 */
export function SaveBar({
  saving,
  feedback,
  backTo,
  disabled = false,
  disabledReason,
  label = 'Salva',
  children,
  className,
}: SaveBarProps) {
  const reasonId = useId();
  const showReason = disabled && disabledReason !== undefined && disabledReason !== null;
  return (
    <div className={['save-bar', className].filter(Boolean).join(' ')}>
      <button
        type="submit"
        className="btn btn-primary"
        disabled={saving || disabled}
        aria-busy={saving}
        aria-describedby={showReason ? reasonId : undefined}
      >
        {saving && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {label}
      </button>
      {backTo !== undefined && (
        <Link to={backTo} className="btn btn-outline-secondary">
          Indietro
        </Link>
      )}
      {showReason && (
        <p id={reasonId} className="save-bar__reason mb-0">
          {disabledReason}
        </p>
      )}
      <SaveFeedback state={feedback} />
      {children}
    </div>
  );
}
