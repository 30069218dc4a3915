import { useSearchParams } from 'react-router';
import { PublicFormPage } from '#src/components/bilingual/public-form-page';
import { horseQueryParam } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import { useHydrated } from '#src/hooks/use-hydrated';
import { useTexts } from '#src/hooks/use-texts';
import { AdoptionApplicationForm } from './adoption-application-form';
import { adoptionTexts } from './texts';

export function AdoptionApplication({ language }: { readonly language: SiteLanguage }) {
  const t = useTexts(adoptionTexts);
  const [searchParams] = useSearchParams();
  // Prerendered without a query: `?cavallo=` applies once hydrated, so hydration finds the HTML it
  // expects.
  const hydrated = useHydrated();
  const horseSlug = hydrated ? (searchParams.get(horseQueryParam)?.trim() ?? '') : '';

  return (
    <PublicFormPage language={language} title={t.title} description={t.description} intro={t.intro}>
      <AdoptionApplicationForm language={language} horseSlug={horseSlug} />
    </PublicFormPage>
  );
}
