import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BusyButton } from '#src/components/admin-ui/busy-button';
import { firstInvalidText, MissingLine, type FirstInvalid } from './missing-line';
import { SaveFeedback, type SaveFeedbackState } from './save-feedback';
import './forms.scss';

export interface SaveBarProps {
  readonly saving: boolean;
  readonly feedback: SaveFeedbackState;
  readonly backTo?: string;
  readonly disabled?: boolean;
  /** The first field to fix, named under Salva with a button that leads to it. */
  readonly missing?: FirstInvalid;
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
  missing,
  label = 'Salva',
  children,
  className,
  form,
}: SaveBarProps) {
  const missingId = useId();
  return (
    <div className={['save-bar', className].filter(Boolean).join(' ')}>
      <BusyButton
        type="submit"
        form={form}
        pending={saving}
        pendingText="Salvataggio in corso…"
        disabled={disabled}
        aria-describedby={missing ? missingId : undefined}
      >
        {label}
      </BusyButton>
      {backTo !== undefined && (
        <Link to={backTo} className="btn btn-outline-secondary">
          Indietro
        </Link>
      )}
      {missing && (
        <MissingLine
          id={missingId}
          className="save-bar__missing my-0"
          text={
            missing.count === 1
              ? firstInvalidText.one(missing.label)
              : firstInvalidText.many(missing.label, missing.count - 1)
          }
          goToLabel={firstInvalidText.goTo(missing.label)}
          onGoTo={missing.goTo}
        />
      )}
      <SaveFeedback state={feedback} />
      {children}
    </div>
  );
}
