import { useSearchParams } from 'react-router';
import { BilingualFormPage } from '#src/components/bilingual/bilingual-form-page';
import { horseQueryParam } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import { useHydrated } from '#src/hooks/use-hydrated';
import { AdoptionApplicationForm } from './adoption-application-form';
import { adoptionText } from './adoption-text';

export function AdoptionApplication({ language }: { readonly language: SiteLanguage }) {
  const [searchParams] = useSearchParams();
  // Prerendered without a query: `?cavallo=` applies once hydrated, so hydration finds the HTML it
  // expects.
  const hydrated = useHydrated();
  const horseSlug = hydrated ? (searchParams.get(horseQueryParam)?.trim() ?? '') : '';

  return (
    <BilingualFormPage
      language={language}
      title={adoptionText.title}
      description={adoptionText.description}
      intro={adoptionText.intro}
    >
      <AdoptionApplicationForm language={language} horseSlug={horseSlug} />
    </BilingualFormPage>
  );
}
