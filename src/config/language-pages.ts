import { fillPattern, routePatterns } from './paths';
import type { SiteLanguage } from './site';

/** The language of an address: English under `/en`, Italian everywhere else. */
export function languageOfPath(pathname: string): SiteLanguage {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'it';
}

export type PagePair = Readonly<Record<SiteLanguage, string>>;

const { english } = routePatterns;

/** Every public page and its counterpart in the other language (docs/product.md, "The English site"). */
export const pagePairs: readonly PagePair[] = [
  { it: routePatterns.home, en: english.home },
  { it: routePatterns.association, en: english.association },
  { it: routePatterns.support, en: english.support },
  { it: routePatterns.circles, en: english.circles },
  { it: routePatterns.fivePerThousand, en: english.fivePerThousand },
  { it: routePatterns.horses, en: english.horses },
  { it: routePatterns.horse, en: english.horse },
  { it: routePatterns.contacts, en: english.contacts },
  { it: routePatterns.privacy, en: english.privacy },
  routePatterns.events,
  routePatterns.event,
  routePatterns.unsubscribe,
  routePatterns.circleApplication,
  routePatterns.adoptionApplication,
  routePatterns.cessionApplication,
];

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
