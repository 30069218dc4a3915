import { Link } from 'react-router';
import { otherLanguage } from '#src/components/bilingual/bilingual';
import { PageHead } from '#src/components/seo/page-head';
import { paths } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import { applicationText } from '../common/common-text';
import { CessionApplicationForm } from './cession-application-form';
import { cessionText } from './cession-text';

/**
 * The cession form's page, at `/candidatura-cessione` and `/en/surrender-form`, for owners who must
 * give up a horse (docs/product.md "Public applications"): the page language comes first, the
 * other one follows.
 */
export function CessionApplication({ language }: { readonly language: SiteLanguage }) {
  const other = otherLanguage(language);
  const title = cessionText.title[language];

  return (
    <section className="container-xxl page-section">
      <PageHead
        title={title}
        description={cessionText.description[language]}
        language={language}
        alternates={{ it: paths.cessionApplication('it'), en: paths.cessionApplication('en') }}
      />
      <div className="row">
        <div className="col-lg-9 col-xl-8">
          <h1 className="page-title">{title}</h1>
          <p className="lead">{cessionText.intro[language]}</p>
          <p lang={other} className="text-body-secondary">
            {cessionText.intro[other]}
          </p>
          <p>
            <Link to={paths.cessionApplication(other)} lang={other} hrefLang={other}>
              {applicationText.otherLanguageLink[other]}
            </Link>
          </p>
          <CessionApplicationForm language={language} />
        </div>
      </div>
    </section>
  );
}
