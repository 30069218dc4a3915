import { useSearchParams } from 'react-router';
import { otherLanguage } from '#src/components/bilingual/bilingual';
import { BilingualFormPage } from '#src/components/bilingual/bilingual-form-page';
import { horseQueryParam, paths } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import { useHydrated } from '#src/hooks/use-hydrated';
import { AdoptionApplicationForm } from './adoption-application-form';
import { adoptionText } from './adoption-text';

/**
 * The adoption application page, at `/candidatura-adozione` and `/en/adoption-form`: one form
 * labelled in both languages, the page language first (docs/product.md "Public applications").
 */
export function AdoptionApplication({ language }: { readonly language: SiteLanguage }) {
  const [searchParams] = useSearchParams();
  // The page is prerendered without a query: `?cavallo=` (the preselected horse, kept by the link to
  // the other language) applies once the page has hydrated, so hydration finds the HTML it expects.
  const hydrated = useHydrated();
  const horseSlug = hydrated ? (searchParams.get(horseQueryParam)?.trim() ?? '') : '';

  return (
    <BilingualFormPage
      language={language}
      title={adoptionText.title}
      description={adoptionText.description}
      intro={adoptionText.intro}
      alternates={{ it: paths.adoptionApplication('it'), en: paths.adoptionApplication('en') }}
      otherLanguageHref={paths.adoptionApplication(otherLanguage(language), { horse: horseSlug })}
    >
      <AdoptionApplicationForm language={language} horseSlug={horseSlug} />
    </BilingualFormPage>
  );
}
