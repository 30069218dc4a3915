import './forms.scss';

export const savedMessage = 'Dati salvati correttamente!';

export type SaveFeedbackState =
  | { readonly status: 'idle' }
  | { readonly status: 'saved' }
  | { readonly status: 'failed'; readonly message: string };

export interface SaveFeedbackProps {
  readonly state: SaveFeedbackState;
  readonly className?: string;
}

/** The status region stays in the page so that the success is read. */
export function SaveFeedback({ state, className }: SaveFeedbackProps) {
  return (
    <div className={['save-feedback', className].filter(Boolean).join(' ')}>
      <div role="status" className="save-feedback__status">
        {state.status === 'saved' && (
          <div className="alert alert-success save-feedback__saved">{savedMessage}</div>
        )}
      </div>
      {state.status === 'failed' && (
        <div role="alert" className="save-feedback__error text-danger">
          {state.message}
        </div>
      )}
    </div>
  );
}
