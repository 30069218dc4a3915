import { siteLanguages, type SiteLanguage } from '#src/config/site';

/** "{page title} | {organisation}"; the organisation alone when the page has no own title. */
export function buildPageTitle(pageTitle: string | undefined, organisation: string): string {
  const title = pageTitle?.trim() ?? '';
  if (title === '' || title === organisation) return organisation;
  return `${title} | ${organisation}`;
}

/** Path without query, hash or trailing slash ('/' stays '/'). */
export function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const withLeadingSlash = path.startsWith('/') ? path : `/${path}`;
  const trimmed = withLeadingSlash.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Absolute URL on the site host; absolute inputs (http, https) are returned unchanged. */
export function absoluteUrl(host: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`;
  return `${host.replace(/\/+$/, '')}${path}`;
}

/** Site host plus the current path. */
export function canonicalUrl(host: string, pathname: string): string {
  return absoluteUrl(host, normalisePath(pathname));
}

export type AlternatePaths = Partial<Record<SiteLanguage, string>>;

export interface AlternateLink {
  readonly language: SiteLanguage;
  readonly href: string;
}

const languagePrefix = new RegExp(`^/(${siteLanguages.join('|')})(?=/|$)`);

/**
 * Alternate-language links `{host}/{language}/{path}` for every site language. A path that already
 * starts with a language is stripped of it first; `overrides` give a page's own translated paths
 * (e.g. events live at /it/eventi and /en/events).
 */
export function alternateLinks(
  host: string,
  pathname: string,
  overrides: AlternatePaths = {},
): AlternateLink[] {
  const path = normalisePath(pathname).replace(languagePrefix, '');
  return siteLanguages.map((language) => {
    const override = overrides[language];
    const href =
      override !== undefined
        ? absoluteUrl(host, normalisePath(override))
        : absoluteUrl(host, `/${language}${path === '/' ? '' : path}`);
    return { language, href };
  });
}
