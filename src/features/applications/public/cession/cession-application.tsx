import { otherLanguage } from '#src/components/bilingual/bilingual';
import { BilingualFormPage } from '#src/components/bilingual/bilingual-form-page';
import { paths } from '#src/config/paths';
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
      alternates={{ it: paths.cessionApplication('it'), en: paths.cessionApplication('en') }}
      otherLanguageHref={paths.cessionApplication(otherLanguage(language))}
    >
      <CessionApplicationForm language={language} />
    </BilingualFormPage>
  );
}
