import { PublicFormPage } from '#src/components/bilingual/public-form-page';
import type { SiteLanguage } from '#src/config/site';
import { useTexts } from '#src/hooks/use-texts';
import { CessionApplicationForm } from './cession-application-form';
import { cessionTexts } from './texts';

export function CessionApplication({ language }: { readonly language: SiteLanguage }) {
  const t = useTexts(cessionTexts);
  return (
    <PublicFormPage language={language} title={t.title} description={t.description} intro={t.intro}>
      <CessionApplicationForm language={language} />
    </PublicFormPage>
  );
}
