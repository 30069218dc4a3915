import type { ReactNode } from 'react';

export interface FormSectionProps {
  /** In the page's language, from the form's dictionary. */
  readonly title: string;
  readonly children: ReactNode;
}

export function FormSection({ title, children }: FormSectionProps) {
  return (
    <fieldset className="mb-4">
      <legend className="mb-3">
        <h2 className="h4 mb-0">{title}</h2>
      </legend>
      {children}
    </fieldset>
  );
}
