import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHead } from '#src/components/seo/page-head';
import type { SiteLanguage } from '#src/config/site';
import { otherLanguage, type BiText } from './bilingual';

export const otherLanguageLinkText: BiText = { it: 'Leggi in italiano', en: 'Read in English' };

export interface BilingualFormPageProps {
  readonly language: SiteLanguage;
  readonly title: BiText;
  readonly description: BiText;
  readonly intro: BiText;
  readonly alternates: Readonly<Record<SiteLanguage, string>>;
  readonly otherLanguageHref: string;
  readonly children: ReactNode;
}

export function BilingualFormPage({
  language,
  title,
  description,
  intro,
  alternates,
  otherLanguageHref,
  children,
}: BilingualFormPageProps) {
  const other = otherLanguage(language);
  return (
    <section className="container-xxl page-section">
      <PageHead
        title={title[language]}
        description={description[language]}
        language={language}
        alternates={alternates}
      />
      <div className="row">
        <div className="col-lg-9 col-xl-8">
          <h1 className="page-title">{title[language]}</h1>
          <p className="lead">{intro[language]}</p>
          <p lang={other} className="text-body-secondary">
            {intro[other]}
          </p>
          <p>
            <Link to={otherLanguageHref} lang={other} hrefLang={other}>
              {otherLanguageLinkText[other]}
            </Link>
          </p>
          {children}
        </div>
      </div>
    </section>
  );
}
