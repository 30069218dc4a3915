import { useId, type ReactNode } from 'react';

export interface FieldIds {
  readonly id: string;
  readonly descriptionId: string | undefined;
  readonly errorId: string | undefined;
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

/** The error's slot is always there and polite, so a message is read out when it appears. */
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

export function controlAria(ids: FieldIds, required: boolean | undefined, error?: string) {
  return {
    'aria-describedby': ids.describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
  } as const;
}
