import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { association } from '#src/config/association';
import { languageOfPath } from '#src/config/language-pages';
import { siteUrl, type SiteLanguage } from '#src/config/site';
import { headerImagePath } from '#src/config/storage-paths';
import { imageUrl } from '#src/lib/images/image-url';
import { absoluteUrl, alternateLinks, buildPageTitle, canonicalUrl } from './head-urls';

export const defaultShareImage = imageUrl(headerImagePath('home'));

const ogLocales: Record<SiteLanguage, string> = { it: 'it_IT', en: 'en_GB' };

export interface PageHeadProps {
  readonly title?: string;
  readonly description?: string;
  readonly image?: string;
  readonly noindex?: boolean;
  /** The address's own language unless given. */
  readonly language?: SiteLanguage;
}

/**
 * React 19 hoists these tags into the head and adopts the prerendered ones; `<html lang>` is not
 * hoisted, so an effect keeps it in step.
 */
export function PageHead({
  title,
  description = association.tagline,
  image = defaultShareImage,
  noindex = false,
  language: givenLanguage,
}: PageHeadProps) {
  const { pathname } = useLocation();
  const language = givenLanguage ?? languageOfPath(pathname);
  const fullTitle = buildPageTitle(title, association.name);
  const canonical = canonicalUrl(siteUrl, pathname);
  const imageUrl = absoluteUrl(siteUrl, image);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={canonical} />
      {/* A page kept out of search results has no language versions to point to. */}
      {!noindex &&
        alternateLinks(siteUrl, pathname).map((link) => (
          <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
        ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={association.name} />
      <meta property="og:locale" content={ogLocales[language]} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
