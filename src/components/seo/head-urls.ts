import { languageVersions } from '#src/config/language-pages';
import { defaultLanguage, siteLanguages, type SiteLanguage } from '#src/config/site';

export function buildPageTitle(pageTitle: string | undefined, organisation: string): string {
  const title = pageTitle?.trim() ?? '';
  if (title === '' || title === organisation) return organisation;
  return `${title} | ${organisation}`;
}

export function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const withLeadingSlash = path.startsWith('/') ? path : `/${path}`;
  const trimmed = withLeadingSlash.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function absoluteUrl(host: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`;
  return `${host.replace(/\/+$/, '')}${path}`;
}

export function canonicalUrl(host: string, pathname: string): string {
  return absoluteUrl(host, normalisePath(pathname));
}

export interface AlternateLink {
  readonly hrefLang: SiteLanguage | 'x-default';
  readonly href: string;
}

/**
 * Google's rules: a page lists itself, its counterpart in the other language and `x-default` (the
 * Italian page); an address that is no public page lists nothing.
 */
export function alternateLinks(host: string, pathname: string): AlternateLink[] {
  const versions = languageVersions(normalisePath(pathname));
  if (!versions) return [];
  return [
    ...siteLanguages.map((language) => ({
      hrefLang: language,
      href: absoluteUrl(host, versions[language]),
    })),
    { hrefLang: 'x-default', href: absoluteUrl(host, versions[defaultLanguage]) },
  ];
}
