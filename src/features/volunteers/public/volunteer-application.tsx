import { PublicFormPage } from '#src/components/bilingual/public-form-page';
import type { SiteLanguage } from '#src/config/site';
import { useTexts } from '#src/hooks/use-texts';
import { VolunteerApplicationForm } from './volunteer-application-form';
import { volunteerTexts } from './texts';

/** The volunteering page: a short introduction and the form (issue 40, item 1). */
export function VolunteerApplication({ language }: { readonly language: SiteLanguage }) {
  const t = useTexts(volunteerTexts);
  return (
    <PublicFormPage language={language} title={t.title} description={t.description} intro={t.intro}>
      <VolunteerApplicationForm language={language} />
    </PublicFormPage>
  );
}
