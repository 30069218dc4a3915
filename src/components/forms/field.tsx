import { useId, type ReactNode } from 'react';

// What every labelled field of the kit shares: its ids, the label with the required mark, the
// description and the error, linked to the control with aria-describedby.

export interface FieldIds {
  /** The control's id (the label points at it). */
  readonly id: string;
  readonly descriptionId: string | undefined;
  readonly errorId: string | undefined;
  /** The ids that describe the control, or undefined when there are none. */
  readonly describedBy: string | undefined;
}

export function useFieldIds(
  id: string | undefined,
  description: ReactNode,
  error: string | undefined,
): FieldIds {
  const generated = useId();
  const base = id ?? generated;
  const descriptionId = hasContent(description) ? `${base}-description` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return { id: base, descriptionId, errorId, describedBy };
}

const hasContent = (node: ReactNode) => node !== undefined && node !== null && node !== '';

/** The asterisk after the label of a required field; the control itself says it is required. */
export function RequiredMark({ required }: { readonly required: boolean | undefined }) {
  if (!required) return null;
  return (
    <>
      {' '}
      <span aria-hidden="true" className="admin-field__required">
        *
      </span>
    </>
  );
}

export interface FieldLabelProps {
  readonly htmlFor: string;
  readonly id?: string;
  readonly required: boolean | undefined;
  readonly children: ReactNode;
}

export function FieldLabel({ htmlFor, id, required, children }: FieldLabelProps) {
  return (
    <label className="form-label admin-field__label" htmlFor={htmlFor} id={id}>
      {children}
      <RequiredMark required={required} />
    </label>
  );
}

export interface FieldHelpProps {
  readonly ids: FieldIds;
  readonly description: ReactNode;
  readonly error: string | undefined;
}

/**
 * The description, then the error (in red), under a field. The error's slot is always there and
 * polite, so a message is read out when it appears.
 */
export function FieldHelp({ ids, description, error }: FieldHelpProps) {
  return (
    <>
      {ids.descriptionId && (
        <div id={ids.descriptionId} className="form-text admin-field__description">
          {description}
        </div>
      )}
      <div aria-live="polite">
        {ids.errorId && (
          <div id={ids.errorId} className="invalid-feedback d-block admin-field__error">
            {error}
          </div>
        )}
      </div>
    </>
  );
}

/** The ARIA attributes every control of the kit sets from its field props. */
export function controlAria(ids: FieldIds, required: boolean | undefined, error?: string) {
  return {
    'aria-describedby': ids.describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
  } as const;
}
