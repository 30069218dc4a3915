import type { ReactNode } from 'react';
import { Bilingual, type BiText } from '#src/components/bilingual/bilingual';
import type { SiteLanguage } from '#src/config/site';

export interface FormSectionProps {
  readonly title: BiText;
  readonly language: SiteLanguage;
  readonly children: ReactNode;
}

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
