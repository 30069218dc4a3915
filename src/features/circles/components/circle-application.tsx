import { useSearchParams } from 'react-router';
import { PublicFormPage } from '#src/components/bilingual/public-form-page';
import { horseQueryParam } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import { useHydrated } from '#src/hooks/use-hydrated';
import { useTexts } from '#src/hooks/use-texts';
import { CircleApplicationForm } from './circle-application-form';
import { circleTexts } from './texts';

export function CircleApplication({ language }: { readonly language: SiteLanguage }) {
  const t = useTexts(circleTexts);
  const [searchParams] = useSearchParams();
  // Prerendered without a query: `?cavallo=` applies once hydrated, so hydration finds the HTML it
  // expects.
  const hydrated = useHydrated();
  const horseSlug = hydrated ? (searchParams.get(horseQueryParam)?.trim() ?? '') : '';

  return (
    <PublicFormPage language={language} title={t.title} description={t.description} intro={t.intro}>
      <CircleApplicationForm language={language} horseSlug={horseSlug} />
    </PublicFormPage>
  );
}
