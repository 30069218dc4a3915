import { paths } from '#src/config/paths';
import { isSiteLanguage, type SiteLanguage } from '#src/config/site';

/**
 * docs/decisions/0010-redirects-and-gallery.md lists the variants; pure data, read by the routes
 * and the tests.
 */

export interface LegacyPageRedirect {
  /** Where the old address leads, by its language prefix: `/en/about-us` to the English page. */
  readonly target: Readonly<Record<SiteLanguage, string>>;
  readonly slugs: readonly string[];
}

const both = (page: (language: SiteLanguage) => string) => ({ it: page('it'), en: page('en') });

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
  { target: both(paths.home), slugs: ['', 'home'] },
  {
    target: both(paths.association),
    slugs: ['chi-siamo', 'about-us', 'associazione', 'association'],
  },
  {
    target: both(paths.support),
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
    target: both(paths.circles),
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
    target: both(paths.fivePerThousand),
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
    target: both(paths.contacts),
    slugs: [
      'candidatura-adozione',
      'adoption-application',
      'candidatura-cessione',
      'cession-application',
      'contatti',
      'contacts',
    ],
  },
  { target: both(paths.horses), slugs: legacyHorseFolders },
];

/** The old address under a language prefix, unless it is now that language's page itself. */
export function legacyAddress(language: SiteLanguage, rest: string): string {
  return rest === '' ? `/${language}` : `/${language}/${rest}`;
}

export const isRealPage = (address: string, target: string) => address === target;

const pageTargets: ReadonlyMap<string, Readonly<Record<SiteLanguage, string>>> = new Map(
  legacyPageRedirects.flatMap(({ target, slugs }) => slugs.map((slug) => [slug, target] as const)),
);

const horseFolders: ReadonlySet<string> = new Set(legacyHorseFolders);
const horseNames: ReadonlySet<string> = new Set(legacyHorseNames);

/** Letter case and a trailing slash are ignored, as the router ignores them. */
export function legacyRedirectTarget(pathname: string): string | null {
  const [root, language, ...rest] = pathname.toLowerCase().replace(/\/+$/, '').split('/');
  if (root !== '' || !isSiteLanguage(language)) return null;

  const target = (to: string) =>
    isRealPage(legacyAddress(language, rest.join('/')), to) ? null : to;
  const [first = '', second] = rest;
  if (rest.length <= 1) {
    const page = pageTargets.get(first)?.[language];
    return page === undefined ? null : target(page);
  }
  if (
    rest.length === 2 &&
    second !== undefined &&
    horseFolders.has(first) &&
    horseNames.has(second)
  ) {
    return target(paths.horse(second, language));
  }
  return null;
}
