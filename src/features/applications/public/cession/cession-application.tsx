import { BilingualFormPage } from '#src/components/bilingual/bilingual-form-page';
import type { SiteLanguage } from '#src/config/site';
import { useTexts } from '#src/hooks/use-texts';
import { CessionApplicationForm } from './cession-application-form';
import { cessionTexts } from './texts';

export function CessionApplication({ language }: { readonly language: SiteLanguage }) {
  const t = useTexts(cessionTexts);
  return (
    <BilingualFormPage
      language={language}
      title={t.title}
      description={t.description}
      intro={t.intro}
    >
      <CessionApplicationForm language={language} />
    </BilingualFormPage>
  );
}
