import { paths } from '#src/config/paths';
import { isSiteLanguage } from '#src/config/site';

/**
 * docs/decisions/0010-redirects-and-gallery.md lists the variants; pure data, read by the routes
 * and the tests.
 */

export interface LegacyPageRedirect {
  readonly target: string;
  readonly slugs: readonly string[];
}

export const legacyHorseFolders = ['cavalli', 'horses'] as const;

export const legacyHorseNames = [
  'ada',
  'alba',
  'aramisz',
  'aylen',
  'benji',
  'blu',
  'colorado',
  'dacki',
  'dudu',
  'esperanza',
  'frodo',
  'kiya',
  'maverick',
  'roky',
  'sad',
  'shasir',
  'margarita',
  'sugar-smart-spot',
  'curry-king',
  'gerba',
  'gino',
  'kristal',
  'leila',
  'rio',
  'tom',
] as const;

export const legacyPageRedirects: readonly LegacyPageRedirect[] = [
  { target: paths.home(), slugs: ['', 'home'] },
  { target: paths.association(), slugs: ['chi-siamo', 'about-us', 'associazione', 'association'] },
  {
    target: paths.support(),
    slugs: [
      'come-aiutarci',
      'sostienici',
      'help-us',
      'support-us',
      // Volunteering at a distance.
      'volontariato-a-distanza',
      'volontariato-da-remoto',
      'volunteering-at-a-distance',
      'distance-volunteering',
      'remote-volunteering',
    ],
  },
  {
    target: paths.circles(),
    slugs: [
      'cerchie',
      // Distance adoptions.
      'adozioni-a-distanza',
      'adozione-a-distanza',
      'distance-adoptions',
      'distance-adoption',
      'remote-adoptions',
      'remote-adoption',
    ],
  },
  {
    target: paths.fivePerThousand(),
    slugs: [
      'cinquexmille',
      'cinque-x-mille',
      'cinque-per-mille',
      'cinquepermille',
      '5x1000',
      '5-x-1000',
      '5permille',
      'five-per-thousand',
    ],
  },
  {
    target: paths.contacts(),
    slugs: [
      'candidatura-adozione',
      'adoption-application',
      'candidatura-cessione',
      'cession-application',
      'contatti',
      'contacts',
    ],
  },
  { target: paths.horses(), slugs: legacyHorseFolders },
];

const pageTargets: ReadonlyMap<string, string> = new Map(
  legacyPageRedirects.flatMap(({ target, slugs }) => slugs.map((slug) => [slug, target] as const)),
);

const horseFolders: ReadonlySet<string> = new Set(legacyHorseFolders);
const horseNames: ReadonlySet<string> = new Set(legacyHorseNames);

/** Letter case and a trailing slash are ignored, as the router ignores them. */
export function legacyRedirectTarget(pathname: string): string | null {
  const [root, language, ...rest] = pathname.toLowerCase().replace(/\/+$/, '').split('/');
  if (root !== '' || !isSiteLanguage(language)) return null;

  if (rest.length === 0) return pageTargets.get('') ?? null;
  const [first = '', second] = rest;
  if (rest.length === 1) return pageTargets.get(first) ?? null;
  if (
    rest.length === 2 &&
    second !== undefined &&
    horseFolders.has(first) &&
    horseNames.has(second)
  ) {
    return paths.horse(second);
  }
  return null;
}
