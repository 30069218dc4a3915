import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SaveFeedback, type SaveFeedbackState } from './save-feedback';
import './forms.scss';

export interface SaveBarProps {
  readonly saving: boolean;
  readonly feedback: SaveFeedbackState;
  readonly backTo?: string;
  readonly disabled?: boolean;
  readonly disabledReason?: ReactNode;
  readonly label?: string;
  readonly children?: ReactNode;
  readonly className?: string;
  /** The id of the form it submits, when the bar stands outside it. */
  readonly form?: string;
}

export function SaveBar({
  saving,
  feedback,
  backTo,
  disabled = false,
  disabledReason,
  label = 'Salva',
  children,
  className,
  form,
}: SaveBarProps) {
  const reasonId = useId();
  const showReason = disabled && disabledReason !== undefined && disabledReason !== null;
  return (
    <div className={['save-bar', className].filter(Boolean).join(' ')}>
      <button
        type="submit"
        form={form}
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
