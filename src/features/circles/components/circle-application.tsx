import { useSearchParams } from 'react-router';
import { BilingualFormPage } from '#src/components/bilingual/bilingual-form-page';
import { horseQueryParam } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import { useHydrated } from '#src/hooks/use-hydrated';
import { CircleApplicationForm } from './circle-application-form';
import { formText } from './circle-text';

export function CircleApplication({ language }: { readonly language: SiteLanguage }) {
  const [searchParams] = useSearchParams();
  // Prerendered without a query: `?cavallo=` applies once hydrated, so hydration finds the HTML it
  // expects.
  const hydrated = useHydrated();
  const horseSlug = hydrated ? (searchParams.get(horseQueryParam)?.trim() ?? '') : '';

  return (
    <BilingualFormPage
      language={language}
      title={formText.title}
      description={formText.description}
      intro={formText.intro}
    >
      <CircleApplicationForm language={language} horseSlug={horseSlug} />
    </BilingualFormPage>
  );
}
