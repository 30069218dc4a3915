import { Link, useSearchParams } from 'react-router';
import { PageHead } from '#src/components/seo/page-head';
import { horseQueryParam, paths } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import { useHydrated } from '#src/hooks/use-hydrated';
import { CircleApplicationForm } from './circle-application-form';
import { otherLanguage } from '#src/components/bilingual/bilingual';
import { formText } from './circle-text';

/**
 * The circle application page, at `/sostienici/cerchie/candidatura-cerchia` and
 * `/en/circle-application`: the page language comes first, the other one follows.
 */
export function CircleApplication({ language }: { readonly language: SiteLanguage }) {
  const [searchParams] = useSearchParams();
  // The page is prerendered without a query: `?cavallo=` (the preselected horse, kept by the link to
  // the other language) applies once the page has hydrated, so hydration finds the HTML it expects.
  const hydrated = useHydrated();
  const horseSlug = hydrated ? (searchParams.get(horseQueryParam)?.trim() ?? '') : '';
  const other = otherLanguage(language);
  const title = formText.title[language];

  return (
    <section className="container-xxl page-section">
      <PageHead
        title={title}
        description={formText.description[language]}
        language={language}
        alternates={{ it: paths.circleApplication('it'), en: paths.circleApplication('en') }}
      />
      <div className="row">
        <div className="col-lg-9 col-xl-8">
          <h1 className="page-title">{title}</h1>
          <p className="lead">{formText.intro[language]}</p>
          <p lang={other} className="text-body-secondary">
            {formText.intro[other]}
          </p>
          <p>
            <Link
              to={paths.circleApplication(other, { horse: horseSlug })}
              lang={other}
              hrefLang={other}
            >
              {formText.otherLanguageLink[other]}
            </Link>
          </p>
          <CircleApplicationForm language={language} horseSlug={horseSlug} />
        </div>
      </div>
    </section>
  );
}
