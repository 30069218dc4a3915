import { BilingualFormPage } from '#src/components/bilingual/bilingual-form-page';
import type { SiteLanguage } from '#src/config/site';
import { CessionApplicationForm } from './cession-application-form';
import { cessionText } from './cession-text';

export function CessionApplication({ language }: { readonly language: SiteLanguage }) {
  return (
    <BilingualFormPage
      language={language}
      title={cessionText.title}
      description={cessionText.description}
      intro={cessionText.intro}
    >
      <CessionApplicationForm language={language} />
    </BilingualFormPage>
  );
}
