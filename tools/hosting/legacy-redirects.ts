import { paths } from '#src/config/paths.ts';
import { siteLanguages } from '#src/config/site.ts';
import {
  legacyHorseFolders,
  legacyHorseNames,
  legacyPageRedirects,
} from '#src/app/redirects/legacy-redirects.ts';
import type { HostingRedirectRule } from './hosting-redirects.ts';

/** Quotes a literal for a regex (escapes that RE2 and JavaScript's `u` mode both accept). */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const oneOf = (names: readonly string[]) => `(?:${names.map(literal).join('|')})`;

/**
 * One anchored, case-insensitive RE2 pattern for `/{lang}` followed by `rest` (already a pattern)
 * and any number of trailing slashes: exactly the paths `legacyRedirectTarget` accepts, which lower-
 * cases the path and strips trailing slashes. Globs cannot say this: Hosting matches them with case
 * and trailing slash as written (tests/emulator/hosting-config.test.ts shows it).
 */
const pathPattern = (rest: string) => `(?i)^/${oneOf(siteLanguages)}${rest}/*$`;

/**
 * The legacy redirects of `src/app/redirects/legacy-redirects.ts` as Hosting rules, answered
 * with a 301 before the app is served (docs/decisions/0010-redirects-and-gallery.md). One rule per
 * new page, and one per named horse: a capture (`/cavalli/:name`) would keep the letter case of the
 * request (`/en/horses/ADA` → `/cavalli/ADA`), where the app sends every spelling to `/cavalli/ada`.
 * `scripts/hosting-redirects.ts` writes them into firebase.json.
 */
export function legacyHostingRedirects(): HostingRedirectRule[] {
  const pages = legacyPageRedirects.map(({ target, slugs }) => {
    const names = slugs.filter((slug) => slug !== '');
    // `''` is the bare prefix (`/it`): the names become optional.
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
