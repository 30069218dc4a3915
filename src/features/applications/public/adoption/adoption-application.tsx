import { Link, useSearchParams } from 'react-router';
import { otherLanguage } from '#src/components/bilingual/bilingual';
import { PageHead } from '#src/components/seo/page-head';
import { horseQueryParam, paths } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import { useHydrated } from '#src/hooks/use-hydrated';
import { applicationText } from '../common/common-text';
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
  const other = otherLanguage(language);
  const title = adoptionText.title[language];

  return (
    <section className="container-xxl page-section">
      <PageHead
        title={title}
        description={adoptionText.description[language]}
        language={language}
        alternates={{ it: paths.adoptionApplication('it'), en: paths.adoptionApplication('en') }}
      />
      <div className="row">
        <div className="col-lg-9 col-xl-8">
          <h1 className="page-title">{title}</h1>
          <p className="lead">{adoptionText.intro[language]}</p>
          <p lang={other} className="text-body-secondary">
            {adoptionText.intro[other]}
          </p>
          <p>
            <Link
              to={paths.adoptionApplication(other, { horse: horseSlug })}
              lang={other}
              hrefLang={other}
            >
              {applicationText.otherLanguageLink[other]}
            </Link>
          </p>
          <AdoptionApplicationForm language={language} horseSlug={horseSlug} />
        </div>
      </div>
    </section>
  );
}
