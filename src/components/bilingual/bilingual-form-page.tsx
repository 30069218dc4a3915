import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHead } from '#src/components/seo/page-head';
import type { SiteLanguage } from '#src/config/site';
import { otherLanguage, type BiText } from './bilingual';

/** The link to the same page in the other language, in that language. */
export const otherLanguageLinkText: BiText = { it: 'Leggi in italiano', en: 'Read in English' };

export interface BilingualFormPageProps {
  readonly language: SiteLanguage;
  readonly title: BiText;
  readonly description: BiText;
  /** Under the title: the page language first, then the other, quieter. */
  readonly intro: BiText;
  /** The page's address in each language (the head's alternates). */
  readonly alternates: Readonly<Record<SiteLanguage, string>>;
  /** Where the link to the other language goes (it may keep the page's query). */
  readonly otherLanguageHref: string;
  /** The form. */
  readonly children: ReactNode;
}

/**
 * The page of a public form labelled in both languages (docs/product.md "Public forms"): its head
 * with the other language's address, the title and intro in the page language, the intro again in
 * the other, a link to the other language's page, then the form.
 */
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
