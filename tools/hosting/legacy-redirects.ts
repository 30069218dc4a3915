import { paths } from '#src/config/paths.ts';
import { siteLanguages } from '#src/config/site.ts';
import {
  legacyHorseFolders,
  legacyHorseNames,
  legacyPageRedirects,
} from '#src/app/redirects/legacy-redirects.ts';
import type { HostingRedirectRule } from './hosting-redirects.ts';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const oneOf = (names: readonly string[]) => `(?:${names.map(literal).join('|')})`;

/** Case-insensitive with any trailing slashes, as the app accepts: globs match both as written. */
const pathPattern = (rest: string) => `(?i)^/${oneOf(siteLanguages)}${rest}/*$`;

/** One rule per named horse: a capture would keep the request's letter case; the app folds it. */
export function legacyHostingRedirects(): HostingRedirectRule[] {
  const pages = legacyPageRedirects.map(({ target, slugs }) => {
    const names = slugs.filter((slug) => slug !== '');
    const rest = names.length === 0 ? '' : `/${oneOf(names)}`;
    const regex = pathPattern(slugs.includes('') && rest !== '' ? `(?:${rest})?` : rest);
    return { regex, destination: target, type: 301 };
  });
  const horses = legacyHorseNames.map((name) => ({
    regex: pathPattern(`/${oneOf(legacyHorseFolders)}/${literal(name)}`),
    destination: paths.horse(name),
    type: 301,
  }));
  return [...pages, ...horses];
}
