import type { ReactNode } from 'react';
import { PageHead } from '#src/components/seo/page-head';
import type { SiteLanguage } from '#src/config/site';
import type { BiText } from './bilingual';

export interface BilingualFormPageProps {
  readonly language: SiteLanguage;
  readonly title: BiText;
  readonly description: BiText;
  readonly intro: BiText;
  readonly children: ReactNode;
}

/** A public form's page, in its address's language; the site's switch leads to the other. */
export function BilingualFormPage({
  language,
  title,
  description,
  intro,
  children,
}: BilingualFormPageProps) {
  return (
    <section className="container-xxl page-section" lang={language}>
      <PageHead title={title[language]} description={description[language]} language={language} />
      <div className="row">
        <div className="col-lg-9 col-xl-8">
          <h1 className="page-title">{title[language]}</h1>
          <p className="lead">{intro[language]}</p>
          {children}
        </div>
      </div>
    </section>
  );
}
