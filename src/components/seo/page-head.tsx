import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { association } from '#src/config/association';
import { siteUrl, type SiteLanguage } from '#src/config/site';
import { headerImagePath } from '#src/config/storage-paths';
import { imageUrl } from '#src/components/gallery/image-url';
import {
  absoluteUrl,
  alternateLinks,
  buildPageTitle,
  canonicalUrl,
  type AlternatePaths,
} from './head-urls';

/** Share image used when a page has none of its own: the home page's header photo, in Storage. */
export const defaultShareImage = imageUrl(headerImagePath('home'));

const ogLocales: Record<SiteLanguage, string> = { it: 'it_IT', en: 'en_GB' };

export interface PageHeadProps {
  /** Page title, without the organisation (added here). Omit on the home page. */
  readonly title?: string;
  readonly description?: string;
  /** Path on the site host or absolute URL of the share image. */
  readonly image?: string;
  /** Marks the page as not indexable (not-found page, back office); drops the alternate links. */
  readonly noindex?: boolean;
  /** Language of the page content; sets `<html lang>`. */
  readonly language?: SiteLanguage;
  /** The page's own paths in each language, when they differ from `/{language}/{path}`. */
  readonly alternates?: AlternatePaths;
}

/**
 * Title, description, share image, canonical and alternate links of a page. One per page.
 *
 * React 19 places `<title>`, `<meta>` and `<link>` rendered anywhere into the document's head, and
 * takes them away when the page unmounts; in a prerendered page it adopts the ones the HTML already
 * has (scripts/prerender puts them into the head). `<html lang>` is not such a tag: the prerender
 * writes it, and an effect keeps it in step as the visitor moves between languages.
 */
export function PageHead({
  title,
  description = association.tagline,
  image = defaultShareImage,
  noindex = false,
  language = 'it',
  alternates,
}: PageHeadProps) {
  const { pathname } = useLocation();
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
        alternateLinks(siteUrl, pathname, alternates).map((link) => (
          <link key={link.language} rel="alternate" hrefLang={link.language} href={link.href} />
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
