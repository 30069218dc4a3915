import type { ReactNode } from 'react';
import { PageHead } from '#src/components/seo/page-head';
import type { SiteLanguage } from '#src/config/site';

export interface PublicFormPageProps {
  readonly language: SiteLanguage;
  /** The page's texts in its language, from the form's dictionary. */
  readonly title: string;
  readonly description: string;
  readonly intro: string;
  readonly children: ReactNode;
}

/** A public form's page, in its address's language; the site's switch leads to the other. */
export function PublicFormPage({
  language,
  title,
  description,
  intro,
  children,
}: PublicFormPageProps) {
  return (
    <section className="container-xxl page-section" lang={language}>
      <PageHead title={title} description={description} language={language} />
      <div className="row">
        <div className="col-lg-9 col-xl-8">
          <h1 className="page-title">{title}</h1>
          <p className="lead">{intro}</p>
          {children}
        </div>
      </div>
    </section>
  );
}
