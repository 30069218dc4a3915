import type { ReactNode } from 'react';
import { Bilingual, type BiText } from '#src/components/bilingual/bilingual';
import type { SiteLanguage } from '#src/config/site';

export interface FormSectionProps {
  readonly title: BiText;
  readonly language: SiteLanguage;
  readonly children: ReactNode;
}

/**
 * A group of questions of a public application (the staff's groups, in order): a fieldset whose
 * legend is the group's h2, in both languages.
 */
export function FormSection({ title, language, children }: FormSectionProps) {
  return (
    <fieldset className="mb-4">
      <legend className="mb-3">
        <h2 className="h4 mb-0">
          <Bilingual text={title} language={language} />
        </h2>
      </legend>
      {children}
    </fieldset>
  );
}
