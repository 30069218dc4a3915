import { paths } from '#src/config/paths';
import { siteLanguages } from '#src/config/site';
import {
  legacyHorseFolders,
  legacyHorseNames,
  legacyPageRedirects,
  legacyRedirectTarget,
} from './legacy-redirects';

// Written out on purpose (not read from the module): a change to the table must change this list.
const expectedPages: readonly (readonly [slug: string, target: string])[] = [
  ['', '/'],
  ['home', '/'],
  ['chi-siamo', '/associazione'],
  ['about-us', '/associazione'],
  ['associazione', '/associazione'],
  ['association', '/associazione'],
  ['come-aiutarci', '/sostienici'],
  ['sostienici', '/sostienici'],
  ['help-us', '/sostienici'],
  ['support-us', '/sostienici'],
  ['volontariato-a-distanza', '/sostienici'],
  ['volontariato-da-remoto', '/sostienici'],
  ['volunteering-at-a-distance', '/sostienici'],
  ['distance-volunteering', '/sostienici'],
  ['remote-volunteering', '/sostienici'],
  ['cerchie', '/sostienici/cerchie'],
  ['adozioni-a-distanza', '/sostienici/cerchie'],
  ['adozione-a-distanza', '/sostienici/cerchie'],
  ['distance-adoptions', '/sostienici/cerchie'],
  ['distance-adoption', '/sostienici/cerchie'],
  ['remote-adoptions', '/sostienici/cerchie'],
  ['remote-adoption', '/sostienici/cerchie'],
  ['cinquexmille', '/sostienici/cinque-x-mille'],
  ['cinque-x-mille', '/sostienici/cinque-x-mille'],
  ['cinque-per-mille', '/sostienici/cinque-x-mille'],
  ['cinquepermille', '/sostienici/cinque-x-mille'],
  ['5x1000', '/sostienici/cinque-x-mille'],
  ['5-x-1000', '/sostienici/cinque-x-mille'],
  ['5permille', '/sostienici/cinque-x-mille'],
  ['five-per-thousand', '/sostienici/cinque-x-mille'],
  ['candidatura-adozione', '/contatti'],
  ['adoption-application', '/contatti'],
  ['candidatura-cessione', '/contatti'],
  ['cession-application', '/contatti'],
  ['contatti', '/contatti'],
  ['contacts', '/contatti'],
  ['cavalli', '/cavalli'],
  ['horses', '/cavalli'],
];

const expectedHorses = [
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
];

const pageCases = siteLanguages.flatMap((language) =>
  expectedPages.map(([slug, target]) => [`/${language}/${slug}`.replace(/\/$/, ''), target]),
);

const horseCases = siteLanguages.flatMap((language) =>
  ['cavalli', 'horses'].flatMap((folder) =>
    expectedHorses.map((name) => [`/${language}/${folder}/${name}`, `/cavalli/${name}`]),
  ),
);

describe('legacyRedirectTarget', () => {
  it.each(pageCases)('redirects the page %s to %s', (pathname, target) => {
    expect(legacyRedirectTarget(pathname)).toBe(target);
  });

  it.each(horseCases)('redirects the horse %s to %s', (pathname, target) => {
    expect(legacyRedirectTarget(pathname)).toBe(target);
  });

  it.each([...pageCases, ...horseCases])('ignores a trailing slash: %s/', (pathname, target) => {
    expect(legacyRedirectTarget(`${pathname}/`)).toBe(target);
  });

  it('ignores letter case, as the router does', () => {
    expect(legacyRedirectTarget('/IT/Chi-Siamo')).toBe('/associazione');
    expect(legacyRedirectTarget('/En/Horses/ADA/')).toBe('/cavalli/ada');
  });

  it.each([
    ['a horse that had no page on the old site', '/it/cavalli/unknown-horse'],
    ['an unknown horse in English', '/en/horses/unknown-horse'],
    ['a named horse below another folder', '/it/chi-siamo/ada'],
    ['a named horse without a language', '/cavalli/ada'],
    ['a named horse one level too deep', '/it/cavalli/ada/foto'],
    ['another language', '/fr/home'],
    ['another language, bare', '/fr'],
    ['no language', '/home'],
    ['an unknown page', '/it/nonesiste'],
    ['a known page one level too deep', '/en/contacts/extra'],
    ['an empty segment', '/it//chi-siamo'],
    ['the root', '/'],
    ['an empty path', ''],
    ['a relative path', 'it/home'],
    ['a real events page', paths.events('it')],
    ['a real events page in English', paths.events('en')],
    ['a real event page', paths.event('it', 'festa')],
    ['the English circle form', paths.circleApplication('en')],
  ])('does not redirect %s (%s)', (_case, pathname) => {
    expect(legacyRedirectTarget(pathname)).toBeNull();
  });
});

describe('legacy redirect table', () => {
  it('holds exactly the pages this test lists', () => {
    const slugs = legacyPageRedirects.flatMap((entry) => entry.slugs);
    expect([...slugs].sort()).toEqual(expectedPages.map(([slug]) => slug).sort());
  });

  it('holds the 25 named horses of docs/product.md §2 and both horse folders', () => {
    expect([...legacyHorseNames]).toEqual(expectedHorses);
    expect([...legacyHorseFolders]).toEqual(['cavalli', 'horses']);
  });

  it('names each old page once, in lower case', () => {
    const slugs = legacyPageRedirects.flatMap((entry) => entry.slugs);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toBe(slug.toLowerCase());
  });

  it('sends every old page to a page of the site', () => {
    const pages = [
      paths.home(),
      paths.association(),
      paths.support(),
      paths.circles(),
      paths.fivePerThousand(),
      paths.contacts(),
      paths.horses(),
    ];
    for (const entry of legacyPageRedirects) expect(pages).toContain(entry.target);
  });
});
