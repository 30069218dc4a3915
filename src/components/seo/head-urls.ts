import { siteLanguages, type SiteLanguage } from '#src/config/site';

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

export type AlternatePaths = Partial<Record<SiteLanguage, string>>;

export interface AlternateLink {
  readonly language: SiteLanguage;
  readonly href: string;
}

const languagePrefix = new RegExp(`^/(${siteLanguages.join('|')})(?=/|$)`);

/** A path that already starts with a language is stripped of it first. */
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
