import { paths } from '#src/config/paths.ts';
import { siteLanguages, type SiteLanguage } from '#src/config/site.ts';
import {
  isRealPage,
  legacyAddress,
  legacyHorseFolders,
  legacyHorseNames,
  legacyPageRedirects,
} from '#src/app/redirects/legacy-redirects.ts';
import { typedAddresses } from '#src/app/redirects/typed-addresses.ts';
import type { HostingRedirectRule } from './hosting-redirects.ts';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const oneOf = (names: readonly string[]) => `(?:${names.map(literal).join('|')})`;

/** Case-insensitive with any trailing slashes, as the app accepts: globs match both as written. */
const pathPattern = (language: SiteLanguage, rest: string) =>
  `(?i)^/${literal(language)}${rest}/*$`;

/**
 * One rule per language and page, without the old addresses that are now pages themselves
 * (`/en/association`): Hosting applies redirects before files. One rule per named horse: a capture
 * would keep the request's letter case; the app folds it.
 */
export function legacyHostingRedirects(): HostingRedirectRule[] {
  return siteLanguages.flatMap((language) => {
    const pages = legacyPageRedirects.flatMap(({ target, slugs }) => {
      const to = target[language];
      const kept = slugs.filter((slug) => !isRealPage(legacyAddress(language, slug), to));
      if (kept.length === 0) return [];
      const names = kept.filter((slug) => slug !== '');
      const rest = names.length === 0 ? '' : `/${oneOf(names)}`;
      const regex = pathPattern(language, kept.includes('') && rest !== '' ? `(?:${rest})?` : rest);
      return [{ regex, destination: to, type: 301 }];
    });
    const horses = legacyHorseNames.flatMap((name) => {
      const to = paths.horse(name, language);
      const folders = legacyHorseFolders.filter(
        (folder) => !isRealPage(legacyAddress(language, `${folder}/${name}`), to),
      );
      if (folders.length === 0) return [];
      return [
        {
          regex: pathPattern(language, `/${oneOf(folders)}/${literal(name)}`),
          destination: to,
          type: 301,
        },
      ];
    });
    return [...pages, ...horses];
  });
}

/**
 * The addresses a visitor types without `/it` (`src/app/redirects/typed-addresses.ts`): the slug is
 * captured and kept as typed, as the app keeps it.
 */
export function typedAddressHostingRedirects(): HostingRedirectRule[] {
  return typedAddresses.map(({ path, to }) => {
    const parts = path.split('/').filter(Boolean);
    const regex = parts
      .map((part) => (part.startsWith(':') ? `/(?P<${part.slice(1)}>[^/]+)` : `/${literal(part)}`))
      .join('');
    return { regex: `(?i)^${regex}/*$`, destination: to, type: 301 };
  });
}

/** Every redirect firebase.json holds, in its order: Hosting takes the first that matches. */
export function siteHostingRedirects(): HostingRedirectRule[] {
  return [...legacyHostingRedirects(), ...typedAddressHostingRedirects()];
}
