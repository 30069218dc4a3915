import { fillPattern, publicPages } from './paths';
import type { SiteLanguage } from './site';

/** The language of an address: English under `/en`, Italian everywhere else. */
export function languageOfPath(pathname: string): SiteLanguage {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'it';
}

export type PagePair = Readonly<Record<SiteLanguage, string>>;

/** Every public page and its counterpart in the other language (docs/product.md, "The English site"). */
export const pagePairs: readonly PagePair[] = Object.values(publicPages);

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern.replace(/:(\w+)/g, (_match, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const found = new RegExp(`^${source}$`).exec(path);
  if (!found) return null;
  return Object.fromEntries(
    names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]),
  );
}

/** Both language versions of a public page's address, or null for any other address. */
export function languageVersions(pathname: string): PagePair | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const pair of pagePairs) {
    const params = matchPattern(pair.it, path) ?? matchPattern(pair.en, path);
    if (params) return { it: fillPattern(pair.it, params), en: fillPattern(pair.en, params) };
  }
  return null;
}
